"use client";

import { useLocale, useTimeZone } from "next-intl";
import { Area, AreaChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { dateTimeFormat, formatCompact, formatNumber } from "@/lib/format";
import type { TimeSeriesChartProps } from "./time-series";

const COLORS = ["var(--accent)", "var(--ok)", "var(--warn)", "var(--info)", "var(--bad)", "var(--muted)"];

type ChartRow = { date: string } & Record<string, number | string>;

/**
 * At most this many date labels on the x axis. A fixed interval spares recharts measuring every label in the DOM to
 * decide which fit, which for a year of days took longer than a frame.
 */
const MAX_DATE_TICKS = 5;

/**
 * The grid has no vertical lines, but recharts still places them by measuring every date label in the DOM (a forced
 * layout each, some 230 for a year of days) unless told where they go: nowhere.
 */
const NO_VERTICAL_LINES = () => [];

/** Merges the series into one row per date, sorted (ISO strings sort chronologically). */
function mergeSeries(series: TimeSeriesChartProps["series"]): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  series.forEach((entry, index) => {
    for (const point of entry.points) {
      const row = rows.get(point.date) ?? { date: point.date };
      row[`s${index}`] = point.value;
      rows.set(point.date, row);
    }
  });
  return [...rows.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The recharts part of TimeSeriesChart, loaded on demand so pages without charts do not ship recharts. It draws at the
 * width its frame measured (it does not measure itself).
 */
export function TimeSeriesChartImpl({
  series,
  kind = "line",
  height = 240,
  width,
  granularity = "day",
  formatValue,
  formatAxis,
}: TimeSeriesChartProps & { width: number }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const data = mergeSeries(series);
  const dateFormat = dateTimeFormat(locale, {
    timeZone,
    ...(granularity === "hour" ? { hour: "2-digit", minute: "2-digit" } : { month: "short", day: "numeric" }),
  });
  const fullDate = dateTimeFormat(locale, {
    timeZone,
    dateStyle: "medium",
    ...(granularity === "hour" ? { timeStyle: "short" } : {}),
  });
  const tickDate = (value: unknown) => {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date);
  };
  const labelDate = (value: unknown) => {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? String(value) : fullDate.format(date);
  };
  const axisValue = (value: number) => (formatAxis ? formatAxis(value) : formatCompact(value, locale));
  const tooltipValue = (value: unknown) =>
    typeof value === "number" ? (formatValue ? formatValue(value) : formatNumber(value, locale)) : String(value);

  const Chart = kind === "area" ? AreaChart : LineChart;
  return (
    <Chart
      width={width}
      height={height}
      accessibilityLayer={false}
      data={data}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid
        stroke="var(--line)"
        strokeDasharray="3 3"
        vertical={false}
        verticalCoordinatesGenerator={NO_VERTICAL_LINES}
      />
      <XAxis
        dataKey="date"
        tickFormatter={tickDate}
        tick={{ fill: "var(--muted)", fontSize: 12 }}
        stroke="var(--line)"
        interval={Math.max(0, Math.ceil(data.length / MAX_DATE_TICKS) - 1)}
      />
      <YAxis
        tickFormatter={axisValue}
        tick={{ fill: "var(--muted)", fontSize: 12 }}
        stroke="var(--line)"
        width={56}
        interval={0}
      />
      <Tooltip
        labelFormatter={labelDate}
        formatter={tooltipValue}
        contentStyle={{
          background: "var(--surface)",
          border: "1px solid var(--line)",
          borderRadius: 6,
          color: "var(--ink)",
        }}
        labelStyle={{ color: "var(--muted)" }}
      />
      {series.map((entry, index) => {
        const color = entry.color ?? COLORS[index % COLORS.length];
        return kind === "area" ? (
          <Area
            key={entry.key}
            type="monotone"
            dataKey={`s${index}`}
            name={entry.label}
            stroke={color}
            fill={color}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
        ) : (
          <Line
            key={entry.key}
            type="monotone"
            dataKey={`s${index}`}
            name={entry.label}
            stroke={color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        );
      })}
    </Chart>
  );
}
