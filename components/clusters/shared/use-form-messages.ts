"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { FormMessages } from "../model/forms";

/** The translated messages the cluster form schemas show under their fields. */
export function useFormMessages(): FormMessages {
  const t = useTranslations("clusters.validation");
  return useMemo(
    () => ({
      required: t("required"),
      dnsLabel: (max: number) => t("dnsLabel", { max }),
      nameTaken: t("nameTaken"),
      maxBelowMin: t("maxBelowMin"),
      zonesRequired: t("zonesRequired"),
    }),
    [t],
  );
}
