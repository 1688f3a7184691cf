"use client";

import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { Card } from "@/components/ui/card";
import type { PER_MILLION_UNITS, PriceGroup, PriceRow } from "../model/price-catalog";
import { useAiFormat } from "../shared/use-ai-format";

/**
 * Labels of the catalog: a known field gets its translated name; a field the console does not know yet (the
 * portal may add some) shows its raw name rather than nothing.
 */
export function usePriceLabels() {
  const t = useTranslations("ai.prices");
  const field = useCallback(
    (name: string) => {
      const key = `fields.${name}`;
      return t.has(key as Parameters<typeof t>[0]) ? t(key as Parameters<typeof t>[0]) : name;
    },
    [t],
  );
  const group = useCallback((name: PriceGroup) => t(`groups.${name}`), [t]);
  const unit = useCallback(
    (row: PriceRow) =>
      row.perMillion
        ? t(`units.million.${row.unit as (typeof PER_MILLION_UNITS)[number]}`)
        : t(`units.each.${row.unit}`),
    [t],
  );
  return useMemo(() => ({ field, group, unit }), [field, group, unit]);
}

/** One group of the price catalog as a table: what, per which unit, how much. */
export function PriceGroupCard({
  group,
  rows,
  currency,
}: {
  group: PriceGroup;
  rows: PriceRow[];
  currency: string | null;
}) {
  const t = useTranslations("ai.prices");
  const labels = usePriceLabels();
  const format = useAiFormat();
  return (
    <Card title={labels.group(group)} description={t(`groupHints.${group}`)} headingLevel={2}>
      <table className="w-full text-sm" data-testid={`prices-${group}`}>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("columns.item")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("columns.price")}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t("columns.unit")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} className="border-b border-line last:border-0 align-top">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                <span className="block">{labels.field(row.field)}</span>
                <span className="block font-mono text-xs text-muted wrap-anywhere">{row.field}</span>
              </th>
              <td
                className="py-2 pr-4 text-right tabular-nums"
                title={`${format.price(row.perUnit, currency)} ${t(`units.each.${row.unit}`)}`}
              >
                {format.price(row.shown, currency)}
              </td>
              <td className="py-2 text-muted">{labels.unit(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
