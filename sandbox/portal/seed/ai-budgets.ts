/**
 * Budgets of the seeded keys and projects, sized from the usage the generator derives (areas/ai-usage.ts) so that
 * what a budget says is spent agrees with the cost records: some comfortable, some tight, some spent, windows that
 * reset on different days, and one key (`data-platform-copilot`) that runs out about two days after any start.
 */
import { usageOf, type DayRange } from "../areas/ai-usage";
import type { AiKeyRecord, AiProjectRecord } from "./ai-records";
import { TIERS } from "./ai-catalog";

const DAY_MS = 86_400_000;

/** The key whose budget the forecast e2e expects to run out within the week. */
export const RUNS_OUT_SOON_KEY = "data-platform-copilot";

const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const cents = (n: number) => Math.round(n * 100) / 100;

/** The days of a window from its first day up to today (spend so far). */
function soFar(startMs: number, today: number): DayRange {
  const fromMs = startOfDay(startMs);
  return {
    from: new Date(fromMs).toISOString().slice(0, 10),
    to: new Date(today).toISOString().slice(0, 10),
    fromMs,
    days: Math.round((today - fromMs) / DAY_MS) + 1,
  };
}

interface Window {
  period: number;
  resetDays: number;
}

/** A budget line whose window ends `resetDays` after today, with what the keys spent in it so far. */
function line(
  keys: readonly AiKeyRecord[],
  { period, resetDays }: Window,
  now: number,
  limit: (spent: number, perDay: number) => number,
) {
  const today = startOfDay(now);
  const resetAt = today + resetDays * DAY_MS;
  const range = soFar(resetAt - period * DAY_MS, today);
  const spent = cents(usageOf(keys, range, now).price);
  const perDay = spent / Math.max(range.days, 1);
  return {
    max_limit: Math.max(0.01, limit(spent, perDay)),
    reset_duration: `${period}d`,
    current_usage: spent,
    reset_at: new Date(resetAt).toISOString(),
  };
}

/** Spend per day over the 7 complete days before today. */
function recentPerDay(keys: readonly AiKeyRecord[], now: number): number {
  const today = startOfDay(now);
  return usageOf(keys, soFar(today - 7 * DAY_MS, today - DAY_MS), now).price / 7;
}

/** Sets the budgets of every seeded key (by its index in the seed) and project. */
export function seedBudgets(keys: AiKeyRecord[], projects: AiProjectRecord[], now: number) {
  keys.forEach((key, n) => {
    const window = { period: 30, resetDays: 1 + ((n * 7) % 29) };
    if (key.name === RUNS_OUT_SOON_KEY) {
      // 18 days and today of the window have run; two days of the slower of the two rates the console measures
      // (the recent 7 days, the window so far) are left, so both forecasts say "in about 2 days".
      const month = line([key], { period: 30, resetDays: 12 }, now, (spent) => spent);
      month.max_limit = cents(month.current_usage + 2 * Math.min(recentPerDay([key], now), month.current_usage / 19));
      key.budgets = [month, line([key], { period: 7, resetDays: 3 }, now, (spent) => Math.ceil(spent * 4))];
      return;
    }
    const tier = TIERS[key.tier].budget;
    const fullWindow = (perDay: number) => perDay * 30;
    key.budgets = [
      line([key], window, now, (spent, perDay) =>
        // Every 9th key has spent its budget; the others range from tight to comfortable.
        n % 9 === 4
          ? Math.floor(spent * 100) / 100
          : [
              Math.ceil(fullWindow(perDay) * 3),
              Math.ceil(fullWindow(perDay) * 1.5),
              tier,
              Math.ceil(fullWindow(perDay) * 0.9),
            ][n % 4],
      ),
    ];
  });
  projects.forEach((project, i) => {
    const members = keys.filter((k) => k.project_id === project.id);
    project.budgets = [
      line(members, { period: 30, resetDays: 5 + i * 6 }, now, (_, perDay) =>
        Math.max(TIERS[project.tier].budget, Math.ceil(perDay * 45)),
      ),
    ];
  });
}
