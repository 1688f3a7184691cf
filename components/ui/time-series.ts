/** The data and options of a time-series chart, shared by the chart and its late-loaded drawing. */
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
  /** Accessible name, also the caption of the chart's data table. */
  title: string;
  kind?: "line" | "area";
  height?: number;
  /** Axis ticks show days (default) or hours. */
  granularity?: "day" | "hour";
  /**
   * Formats a value where it is read one by one, whole, in the tooltip and the table of figures (to the cent, to the
   * token), so that values add up to the totals beside the chart; defaults to the locale's numbers.
   */
  formatValue?: (value: number) => string;
  /** Formats a value for the axis, kept narrow but written as the locale writes it; defaults to compact numbers. */
  formatAxis?: (value: number) => string;
  /**
   * The figures are still being read: the chart is drawn (hidden under a skeleton) so that their arrival updates a
   * chart already mounted instead of mounting one in the same task.
   */
  pending?: boolean;
  className?: string;
}
