/**
 * The burn-down of a budget's window for the overview's chart: spend added up day by day from the window's first
 * day to today, the projection at the forecast's rate to the day the limit is reached or the window ends, and the
 * limit on every day of the window.
 */
import { DAY_MS } from "./budget-window";
import type { Forecast } from "./forecast";
import type { DailyPoint } from "./usage";

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface BurnDown {
  spent: { date: string; value: number }[];
  projected: { date: string; value: number }[];
  limit: { date: string; value: number }[];
}

export function burnDownSeries(forecast: Forecast, daily: readonly DailyPoint[], now: number): BurnDown {
  const byDay = new Map(daily.map((p) => [p.date, p.price]));
  const first = Math.floor(forecast.window.start / DAY_MS) * DAY_MS;
  const spent: BurnDown["spent"] = [];
  let total = 0;
  for (let ms = first; ms <= now; ms += DAY_MS) {
    total += byDay.get(day(ms)) ?? 0;
    spent.push({ date: day(ms), value: total });
  }
  const projected: BurnDown["projected"] = [];
  if (forecast.state === "runsOut" || forecast.state === "resetsFirst") {
    const end = Math.min(forecast.runsOutAt ?? forecast.window.end, forecast.window.end);
    for (let ms = now; ms < end + DAY_MS; ms += DAY_MS) {
      const at = Math.min(ms, end);
      projected.push({ date: day(at), value: forecast.spent! + (forecast.rate * (at - now)) / DAY_MS });
    }
  }
  // A point on every day of the window: the chart draws a line only between points of adjacent rows.
  const limit: BurnDown["limit"] = [];
  for (let ms = first; ms <= forecast.window.end; ms += DAY_MS) limit.push({ date: day(ms), value: forecast.limit });
  return { spent, projected, limit };
}
