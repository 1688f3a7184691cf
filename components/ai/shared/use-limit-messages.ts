"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { LimitMessages } from "../model/limit-forms";

/** The translated messages of the limit-line schemas. */
export function useLimitMessages(): LimitMessages {
  const t = useTranslations("ai.limits.errors");
  return useMemo(
    () => ({
      required: t("required"),
      atLeastZero: t("atLeastZero"),
      atLeastOne: t("atLeastOne"),
      wholeNumber: t("wholeNumber"),
      oneOfTokensOrRequests: t("oneOfTokensOrRequests"),
    }),
    [t],
  );
}
