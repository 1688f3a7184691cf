"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
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

/** The formatters of the AI screens, bound to the user's locale: money, compact token counts, dates. */
export function useAiFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      /** An amount in the portal's currency; `null`: none stated, shown without one (usePortalCurrency). */
      money: (value: number | null | undefined, currency: string | null) => formatMoney(value, locale, currency),
      /** A list price: never rounded to cents (0.125 stays 0.125, 2e-7 reads 0.0000002), never an exponent. */
      price: (value: number | null | undefined, currency: string | null) => formatPrice(value, locale, currency),
      /** Money for chart axes, kept narrow: "$3.2K", "$800", "$4.50", "1.500 €". */
      moneyShort: (value: number, currency: string | null) => formatMoneyShort(value, locale, currency),
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
