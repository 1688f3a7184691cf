"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { formatBytes, formatDate, formatDateTime, formatNumber, formatRelative } from "@/lib/format";

/** The formatters of the infrastructure and storage screens, bound to the user's locale. */
export function useInfraFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      number: (value: number | null | undefined) => formatNumber(value, locale),
      bytes: (value: number | null | undefined) => formatBytes(value, locale),
      date: (value: string | null | undefined) => formatDate(value, locale),
      dateTime: (value: string | null | undefined) => formatDateTime(value, locale),
      relative: (value: string | null | undefined, now: number) => formatRelative(value, now, locale),
    }),
    [locale],
  );
}
