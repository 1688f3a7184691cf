"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { ProfileVersion } from "../model/profile";
import { useClusterFormat } from "./use-cluster-format";
import { useNow } from "@/lib/use-now";

const CLASSIFICATIONS = ["supported", "preview", "deprecated"] as const;
type Classification = (typeof CLASSIFICATIONS)[number];
const isClassification = (value: string | undefined): value is Classification =>
  (CLASSIFICATIONS as readonly string[]).includes(value ?? "");

/** Whether the profile's expiration date of a version has passed: the version is then out of support. */
export const isExpired = (version: ProfileVersion, nowMs: number) =>
  version.expirationDate !== undefined && Date.parse(version.expirationDate) <= nowMs;

/**
 * "1.29.15 (deprecated until Jun 30, 2026)": a version with what the profile says about it; once that date has
 * passed, "1.29.15 (expired: out of support since Jun 30, 2026)".
 */
export function useVersionLabel() {
  return useVersionChoices().label;
}

/**
 * The label of each version and the select options of a version field: an expired version cannot be chosen for a
 * new cluster or an upgrade (Gardener refuses it), except the version the cluster already runs.
 */
export function useVersionChoices() {
  const t = useTranslations("clusters.versions");
  const format = useClusterFormat();
  const now = useNow(60_000);
  const label = useVersionText(t, format, now);
  const options = useCallback(
    (
      versions: readonly ProfileVersion[],
      { current, defaultVersion }: { current?: string; defaultVersion?: string } = {},
    ) =>
      versions.map((v) => ({
        value: v.version,
        label: label(v, v.version === defaultVersion),
        disabled: v.version !== current && isExpired(v, now),
      })),
    [label, now],
  );
  return { label, options };
}

function useVersionText(
  t: ReturnType<typeof useTranslations<"clusters.versions">>,
  format: ReturnType<typeof useClusterFormat>,
  now: number,
) {
  return useCallback(
    (version: ProfileVersion, isDefault = false) => {
      const parts: string[] = [];
      if (version.expirationDate && isExpired(version, now)) {
        parts.push(t("expired", { date: format.date(version.expirationDate) }));
      } else if (isClassification(version.classification)) {
        parts.push(
          version.expirationDate
            ? t("until", { classification: t(version.classification), date: format.date(version.expirationDate) })
            : t(version.classification),
        );
      }
      if (isDefault) parts.push(t("default"));
      return parts.length > 0 ? t("labelled", { version: version.version, notes: parts.join(", ") }) : version.version;
    },
    [t, format, now],
  );
}
