"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { PURPOSES } from "../model/limits";

type Purpose = (typeof PURPOSES)[number];
const isPurpose = (value: string | undefined): value is Purpose =>
  (PURPOSES as readonly string[]).includes(value ?? "");

/** A cluster purpose in the user's language; a purpose the console does not know is shown as the portal sent it. */
export function usePurposeLabel() {
  const t = useTranslations("clusters.purpose");
  return useCallback((purpose: string | undefined) => (isPurpose(purpose) ? t(purpose) : (purpose ?? "")), [t]);
}

/** The purpose choices of the cluster forms. */
export function usePurposeOptions() {
  const label = usePurposeLabel();
  return PURPOSES.map((purpose) => ({ value: purpose, label: label(purpose) }));
}
