"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { cn } from "./cn";
import { EmptyState, Skeleton } from "./feedback";

export interface TimeSeriesPoint {
  /** ISO date or date-time. */
  date: string;
  value: number;
}

export interface TimeSeries {
  /** Stable key of the series. */
  key: string;
  /** Legend / tooltip name (already translated). */
  label: string;
  points: readonly TimeSeriesPoint[];
  /** A CSS colour, e.g. "var(--ok)"; defaults to the palette of tokens. */
  color?: string;
}

export interface TimeSeriesChartProps {
  series: readonly TimeSeries[];
  /** Accessible name, also the caption of the data table screen readers get. */
  title: string;
  kind?: "line" | "area";
  height?: number;
  /** Axis ticks show days (default) or hours. */
  granularity?: "day" | "hour";
  /** Formats values on the axis and in the tooltip (money, tokens); defaults to compact/plain numbers. */
  formatValue?: (value: number) => string;
  className?: string;
}

const Chart = dynamic(() => import("./time-series-chart-impl").then((module) => module.TimeSeriesChartImpl), {
  ssr: false,
  loading: () => <Skeleton className="h-full" />,
});

/**
 * A line or area chart of one or more `{date, value}` series with localized axes (recharts, loaded lazily).
 * Screen readers get the same numbers as a hidden table.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const t = useTranslations("common");
  const { series, title, height = 240, className } = props;
  const empty = series.every((entry) => entry.points.length === 0);
  return (
    <figure aria-label={title} className={cn("w-full", className)} style={{ minHeight: height }}>
      {empty ? (
        <EmptyState title={t("chart.empty")} />
      ) : (
        <>
          <div aria-hidden style={{ height }}>
            <Chart {...props} />
          </div>
          <table className="sr-only">
            <caption>{title}</caption>
            <tbody>
              {series.flatMap((entry) =>
                entry.points.map((point) => (
                  <tr key={`${entry.key}-${point.date}`}>
                    <th scope="row">{`${entry.label} ${point.date}`}</th>
                    <td>{props.formatValue ? props.formatValue(point.value) : point.value}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
