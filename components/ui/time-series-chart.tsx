"use client";

import { useTranslations } from "next-intl";
import { useId, useLayoutEffect, useState } from "react";
import { AfterCommit } from "./after-commit";
import { cn } from "./cn";
import { EmptyState, Skeleton } from "./feedback";
import { LazyPanel, lazyComponent } from "./lazy";
import type { TimeSeriesChartProps } from "./time-series";
import { TimeSeriesTable } from "./time-series-table";

export type { TimeSeries, TimeSeriesChartProps, TimeSeriesPoint } from "./time-series";

// recharts is loaded when a chart is shown, never with a page's first load; charts are drawn in the browser only.
const Chart = lazyComponent(() => import("./time-series-chart-impl").then((module) => module.TimeSeriesChartImpl));

/**
 * A line or area chart of one or more `{date, value}` series with localized axes (recharts, loaded lazily). Its
 * figures are a table drawn on demand, not hidden with every render: a year of daily points is hundreds of rows to
 * create and lay out.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const t = useTranslations("common");
  const { series, title, height = 240, className, pending = false } = props;
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const empty = !pending && series.every((entry) => entry.points.length === 0);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const width = useWidth(frame);
  return (
    <figure
      aria-label={title}
      aria-busy={pending || undefined}
      className={cn("w-full", className)}
      style={{ minHeight: height }}
    >
      {empty ? (
        <EmptyState title={t("chart.empty")} />
      ) : (
        <>
          <div aria-hidden className="relative" style={{ height }} ref={setFrame}>
            {/* The chart is drawn once the page around it is committed, not in the same task. */}
            <AfterCommit fallback={<Skeleton className="h-full" />}>
              <LazyPanel fallback={<Skeleton className="h-full" />}>
                {width > 0 ? (
                  <div className={cn("h-full", pending && "invisible")}>
                    <Chart {...props} width={width} />
                  </div>
                ) : (
                  <Skeleton className="h-full" />
                )}
              </LazyPanel>
            </AfterCommit>
            {pending && <Skeleton className="absolute inset-0 h-full" />}
          </div>
          <button
            hidden={pending}
            type="button"
            aria-expanded={asTable}
            aria-controls={asTable ? tableId : undefined}
            onClick={() => setAsTable(!asTable)}
            className="mt-2 text-sm text-accent underline-offset-2 hover:underline"
          >
            {asTable ? t("chart.hideTable") : t("chart.showTable")}
          </button>
          {asTable && (
            <TimeSeriesTable
              id={tableId}
              title={title}
              dateLabel={t("chart.date")}
              series={series}
              granularity={props.granularity}
              formatValue={props.formatValue}
            />
          )}
        </>
      )}
    </figure>
  );
}

/**
 * The drawing area's width, measured here before the chart is drawn: recharts then draws at that size in its first
 * pass, instead of measuring itself and drawing again in the same task.
 */
function useWidth(frame: HTMLDivElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!frame) return;
    const measure = () => setWidth(Math.floor(frame.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame]);
  return width;
}
