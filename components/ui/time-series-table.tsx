"use client";

import { useLocale, useTimeZone } from "next-intl";
import { formatDate, formatDateTime, formatNumber } from "@/lib/format";
import type { TimeSeries } from "./time-series";

/** A chart's figures as a table, one row per date and one column per series, drawn only when asked for. */
export function TimeSeriesTable({
  id,
  title,
  dateLabel,
  series,
  granularity = "day",
  formatValue,
}: {
  id: string;
  title: string;
  dateLabel: string;
  series: readonly TimeSeries[];
  granularity?: "day" | "hour";
  formatValue?: (value: number) => string;
}) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const showDate = granularity === "hour" ? formatDateTime : formatDate;
  const dates = [...new Set(series.flatMap((entry) => entry.points.map((point) => point.date)))];
  const byDate = series.map((entry) => new Map(entry.points.map((point) => [point.date, point.value])));
  const show = (value: number | undefined) =>
    value === undefined ? "—" : formatValue ? formatValue(value) : formatNumber(value, locale);
  return (
    <div id={id} className="mt-3 max-h-80 overflow-auto rounded-md border border-line">
      <table className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-raised text-left text-muted">
          <tr>
            <th scope="col" className="px-3 py-1.5 font-medium">
              {dateLabel}
            </th>
            {series.map((entry) => (
              <th key={entry.key} scope="col" className="px-3 py-1.5 text-right font-medium">
                {entry.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date) => (
            <tr key={date} className="border-t border-line">
              <th scope="row" className="px-3 py-1 text-left font-normal tabular-nums">
                {showDate(date, locale, { timeZone })}
              </th>
              {byDate.map((values, index) => (
                <td key={series[index].key} className="px-3 py-1 text-right tabular-nums">
                  {show(values.get(date))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
