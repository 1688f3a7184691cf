"use client";

import { useTranslations } from "next-intl";
import { cn } from "./cn";
import { EmptyState, Skeleton } from "./feedback";
import { LazyPanel, lazyComponent } from "./lazy";
import type { TimeSeriesChartProps } from "./time-series";

export type { TimeSeries, TimeSeriesChartProps, TimeSeriesPoint } from "./time-series";

// recharts is loaded when a chart is shown, never with a page's first load; charts are drawn in the browser only.
const Chart = lazyComponent(() => import("./time-series-chart-impl").then((module) => module.TimeSeriesChartImpl));

/** Starts loading the chart code, for a page that will draw a chart once its data is there. */
export const preloadTimeSeriesChart = () => Chart.preload();

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
            <LazyPanel fallback={<Skeleton className="h-full" />}>
              <Chart {...props} />
            </LazyPanel>
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
