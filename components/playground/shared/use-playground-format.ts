"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { usePortalCurrency } from "@/components/ai/shared/use-portal-currency";
import { formatMoney, formatNumber, formatPrice, perMillion } from "@/lib/format";

/** Formatters of the playground, bound to the user's locale: tokens, milliseconds, decimals. */
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
      decimal: (value: number | null | undefined, digits = 3) =>
        formatNumber(value, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    }),
    [locale],
  );
}

/**
 * The gateway's amounts (list prices, `usage.cost`) in the portal's currency: the gateway states none, and the
 * portal bills the gateway's usage at these very prices (its own model list carries the same figures). `pending`
 * while the currency is read: draw no amount yet (the formatters say "…" meanwhile), so that none shows in another
 * currency first; without a stated currency the amounts show without one.
 */
export function useGatewayMoney() {
  const locale = useLocale();
  const currency = usePortalCurrency();
  return useMemo(() => {
    const shown = currency ?? null;
    const settled =
      <A extends unknown[]>(format: (...args: A) => string) =>
      (...args: A) =>
        currency === undefined ? "…" : format(...args);
    return {
      pending: currency === undefined,
      /** The code, or "none": for messages that name it. */
      currency,
      currencyName: currency ?? "none",
      cost: settled((value: number | null | undefined) => formatMoney(value, locale, shown)),
      /** A message's cost with six fixed decimals ("€0.000250"), so an estimate and its actual line up digit by digit. */
      messageCost: settled((value: number | null | undefined) =>
        typeof value === "number" && value !== 0 && Math.abs(value) < 0.0000005
          ? formatMoney(value, locale, shown)
          : formatNumber(value, locale, {
              ...(shown === null ? {} : { style: "currency" as const, currency: shown }),
              minimumFractionDigits: 6,
              maximumFractionDigits: 6,
            }),
      ),
      /**
       * A per-token price string (`"0.0000025"`) per million tokens, as AI › Models shows the portal's list: never
       * rounded to cents, never an exponent; "—" when missing or unreadable.
       */
      perMillion: settled((price: string | null | undefined) => {
        const value = price === null || price === undefined || price === "" ? Number.NaN : Number(price);
        return formatPrice(Number.isFinite(value) ? perMillion(value) : null, locale, shown);
      }),
    };
  }, [locale, currency]);
}
