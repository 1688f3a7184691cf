"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { formatMoney, formatNumber, perMillion } from "@/lib/format";

/** The gateway prices and bills in US dollars (per-token prices, `usage.cost.*`). */
export const GATEWAY_CURRENCY = "USD";

/** Formatters of the playground, bound to the user's locale: tokens, milliseconds, dollars, prices per million. */
export function usePlaygroundFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      number: (value: number | null | undefined, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, locale, options),
      ms: (value: number | null | undefined) =>
        formatNumber(value === null || value === undefined ? value : Math.round(value), locale, {
          style: "unit",
          unit: "millisecond",
          unitDisplay: "short",
        }),
      cost: (value: number | null | undefined) => formatMoney(value, locale, GATEWAY_CURRENCY),
      /** A message's cost with six fixed decimals ("$0.000250"), so an estimate and its actual line up digit by digit. */
      messageCost: (value: number | null | undefined) =>
        typeof value === "number" && value !== 0 && Math.abs(value) < 0.0000005
          ? formatMoney(value, locale, GATEWAY_CURRENCY)
          : formatNumber(value, locale, {
              style: "currency",
              currency: GATEWAY_CURRENCY,
              minimumFractionDigits: 6,
              maximumFractionDigits: 6,
            }),
      /** A per-token price string (`"0.0000025"`) as dollars per million tokens; "—" when missing or unreadable. */
      perMillion: (price: string | null | undefined) => {
        const value = price === null || price === undefined || price === "" ? Number.NaN : Number(price);
        return formatMoney(Number.isFinite(value) ? perMillion(value) : null, locale, GATEWAY_CURRENCY);
      },
      decimal: (value: number | null | undefined, digits = 3) =>
        formatNumber(value, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    }),
    [locale],
  );
}
