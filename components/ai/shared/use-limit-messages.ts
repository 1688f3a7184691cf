"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { formatNumber } from "@/lib/format";
import type { LimitField, LimitMessages } from "../model/limit-forms";
import { RESET_PERIODS } from "../model/limits";

/** The translated messages of the limit-line schemas, each naming its field by its visible label. */
export function useLimitMessages(): LimitMessages {
  const t = useTranslations("ai.limits");
  const locale = useLocale();
  return useMemo(() => {
    const labels: Record<LimitField, string> = {
      budget: t("maxLimit"),
      budgetPeriod: t("resetEvery"),
      tokens: t("tokenLimit"),
      tokenPeriod: t("tokenPeriod"),
      requests: t("requestLimit"),
      requestPeriod: t("requestPeriod"),
    };
    const periods = RESET_PERIODS.map((p) => t(`periods.${p}`)).join(", ");
    return {
      required: (field) => t("errors.required", { field: labels[field] }),
      atLeast: (field, min) => t("errors.atLeast", { field: labels[field], min: formatNumber(min, locale) }),
      atMost: (field, max) => t("errors.atMost", { field: labels[field], max: formatNumber(max, locale) }),
      wholeNumber: (field) => t("errors.wholeNumber", { field: labels[field] }),
      period: (field) => t("errors.period", { field: labels[field], periods }),
      oneOfTokensOrRequests: t("errors.oneOfTokensOrRequests"),
    };
  }, [t, locale]);
}
