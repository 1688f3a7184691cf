"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { formatDate, formatDateTime, formatNumber, formatRelative } from "@/lib/format";

/** Locale-bound formatters for the cluster screens. */
export function useClusterFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      date: (value: string | undefined) => formatDate(value, locale),
      dateTime: (value: string | undefined) => formatDateTime(value, locale),
      relative: (value: string | undefined, now: number) => formatRelative(value, now, locale),
      number: (value: number | undefined) => formatNumber(value, locale),
    }),
    [locale],
  );
}
