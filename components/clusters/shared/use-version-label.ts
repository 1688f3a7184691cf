"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { ProfileVersion } from "../model/profile";
import { useClusterFormat } from "./use-cluster-format";

const CLASSIFICATIONS = ["supported", "preview", "deprecated"] as const;
type Classification = (typeof CLASSIFICATIONS)[number];
const isClassification = (value: string | undefined): value is Classification =>
  (CLASSIFICATIONS as readonly string[]).includes(value ?? "");

/** "1.29.15 (deprecated until Jun 30, 2026)": a version with what the profile says about it. */
export function useVersionLabel() {
  const t = useTranslations("clusters.versions");
  const format = useClusterFormat();
  return useCallback(
    (version: ProfileVersion, isDefault = false) => {
      const parts: string[] = [];
      if (isClassification(version.classification)) {
        parts.push(
          version.expirationDate
            ? t("until", { classification: t(version.classification), date: format.date(version.expirationDate) })
            : t(version.classification),
        );
      }
      if (isDefault) parts.push(t("default"));
      return parts.length > 0 ? t("labelled", { version: version.version, notes: parts.join(", ") }) : version.version;
    },
    [t, format],
  );
}
