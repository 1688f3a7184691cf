"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import {
  formatCompact,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyShort,
  formatNumber,
  formatPercent,
  formatPrice,
  dateTimeFormat,
} from "@/lib/format";
import { portalCurrency } from "../model/currency";

/** The settings are read once per session for their currency; they rarely change. */
const SETTINGS_STALE_MS = 10 * 60_000;

/**
 * The currency of the portal's amounts (see model/currency.ts): `stated` is what the answer carrying the amounts
 * says, if anything; otherwise the portal's settings decide, and USD when they say nothing or cannot be read.
 */
export function useAiCurrency(stated?: unknown): string {
  return portalCurrency({ stated, properties: useSettings().data });
}

/**
 * As useAiCurrency, but undefined until the portal's settings have answered (or failed): a table of amounts waits
 * for it, rather than drawing every row in the fallback currency and then again in the portal's.
 */
export function useSettledAiCurrency(): string | undefined {
  const settings = useSettings();
  return settings.isPending ? undefined : portalCurrency({ properties: settings.data });
}

const useSettings = () => usePortalQuery("property.list", {}, { staleTime: SETTINGS_STALE_MS, retry: false });

/** The formatters of the AI screens, bound to the user's locale: money, compact token counts, dates. */
export function useAiFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      money: (value: number | null | undefined, currency: string) => formatMoney(value, locale, currency),
      /** A list price: never rounded to cents (0.125 stays 0.125, 2e-7 reads 0.0000002), never an exponent. */
      price: (value: number | null | undefined, currency: string) => formatPrice(value, locale, currency),
      /** Money for chart axes, kept narrow: "$3.2K", "$800", "$4.50", "1.500 €". */
      moneyShort: (value: number, currency: string) => formatMoneyShort(value, locale, currency),
      /** Token counts: "1.2M". */
      tokens: (value: number | null | undefined) => formatCompact(value, locale),
      number: (value: number | null | undefined) => formatNumber(value, locale),
      /** A ratio as a percentage: 0.425 → "42.5%". */
      percent: (ratio: number | null | undefined) => formatPercent(ratio, locale),
      date: (value: string | null | undefined) => formatDate(value, locale),
      dateTime: (value: string | null | undefined) => formatDateTime(value, locale),
      /** A `YYYY-MM-DD` day as a short local date, read as a calendar day (no zone shift). */
      day: (value: string) => {
        const [y, m, d] = value.split("-").map(Number);
        return dateTimeFormat(locale, { day: "numeric", month: "short" }).format(new Date(y, m - 1, d));
      },
    }),
    [locale],
  );
}
