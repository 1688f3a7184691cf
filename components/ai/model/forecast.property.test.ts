/**
 * Properties of the forecast over generated budgets, windows and usage series (fast-check prints the seed and the
 * smallest failing case when one fails).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { budgetWindow, DAY_MS, periodMs } from "./budget-window";
import { burnDownSeries } from "./burn-down";
import { forecastBudget, forecastLine, runOutOrder, soonestRunOut, wholeDaysLeft, type Forecast } from "./forecast";
import { recentAlternative, recentRange, recentRate } from "./forecast-recent";
import type { BudgetLine } from "./limits";

const YEAR_2020 = Date.UTC(2020, 0, 1);
const YEAR_2040 = Date.UTC(2040, 0, 1);

const instant = fc.integer({ min: YEAR_2020, max: YEAR_2040 });
const money = fc.double({ min: 0, max: 1_000_000, noNaN: true, noDefaultInfinity: true });
const positiveMoney = fc.double({ min: 0.0001, max: 1_000_000, noNaN: true, noDefaultInfinity: true });
const period = fc.oneof(
  fc.constantFrom("1m", "1h", "1d", "7d", "30d", "1mo", "1w"),
  fc
    .tuple(fc.integer({ min: 1, max: 400 }), fc.constantFrom("s", "m", "h", "d", "w", "mo"))
    .map(([n, u]) => `${n}${u}`),
);

/**
 * A budget line as a portal may send it: with or without a reset time (past, near or far), with or without usage;
 * the usage is often exactly the limit or close to it, where the states meet.
 */
const line: fc.Arbitrary<BudgetLine & { max_limit: number; resetOffset?: number }> = fc
  .record(
    {
      max_limit: money,
      reset_duration: period,
      usage: fc.oneof(
        money.map((amount) => ({ amount })),
        fc.constant({ ofLimit: 1 }),
        fc.double({ min: 0.5, max: 1.5, noNaN: true }).map((ofLimit) => ({ ofLimit })),
        fc.constant({ amount: 0 }),
        fc.constant(undefined),
      ),
      resetOffset: fc.integer({ min: -400 * DAY_MS, max: 400 * DAY_MS }),
    },
    { requiredKeys: ["max_limit", "reset_duration", "usage"] },
  )
  .map(({ usage, ...rest }) => ({
    ...rest,
    current_usage: usage === undefined ? undefined : "amount" in usage ? usage.amount : usage.ofLimit * rest.max_limit,
  }));

function withReset(raw: BudgetLine & { resetOffset?: number }, now: number): BudgetLine & { max_limit: number } {
  const { resetOffset, ...rest } = raw;
  return {
    ...(rest as BudgetLine & { max_limit: number }),
    ...(resetOffset === undefined ? {} : { reset_at: new Date(now + resetOffset).toISOString() }),
  };
}

/** The instant a forecast names: when the limit was reached or will be, the reset for one that lasts. */
const namedInstant = (f: Forecast) => f.reachedAt ?? f.runsOutAt ?? f.window.end;

describe("forecast properties", () => {
  it("the window holds now and the forecast names no date before the window starts or after it ends", () => {
    fc.assert(
      fc.property(line, instant, (raw, now) => {
        const budget = withReset(raw, now);
        const window = budgetWindow(budget, now)!;
        expect(window.start).toBeLessThanOrEqual(now);
        expect(window.end).toBeGreaterThan(now);
        // Never counted from 1970: an assumed window starts within the year, a stated one within its period.
        if (window.assumed) expect(now - window.start).toBeLessThanOrEqual(366 * DAY_MS);
        else expect(window.end - window.start).toBe(periodMs(budget.reset_duration));
        const forecast = forecastLine(budget, now)!;
        if (forecast.reachedAt !== undefined) {
          expect(forecast.reachedAt).toBeGreaterThanOrEqual(window.start);
          expect(forecast.reachedAt).toBeLessThanOrEqual(now);
        }
        if (forecast.runsOutAt !== undefined) {
          expect(forecast.runsOutAt).toBeGreaterThanOrEqual(now);
          expect(forecast.runsOutAt).toBeLessThan(window.end);
          expect(forecast.runsOutAt).toBeCloseTo(now + forecast.daysLeft! * DAY_MS, -1);
          expect(wholeDaysLeft(forecast)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("'limit reached' exactly when spent ≥ limit", () => {
    fc.assert(
      fc.property(line, instant, (raw, now) => {
        const budget = withReset(raw, now);
        const forecast = forecastLine(budget, now)!;
        const reached = budget.current_usage !== undefined && budget.current_usage >= budget.max_limit;
        expect(forecast.state === "exceeded").toBe(reached);
      }),
    );
  });

  it("no forecast without spend: nothing spent or spend not reported names no run-out day", () => {
    fc.assert(
      fc.property(positiveMoney, period, instant, fc.constantFrom(0, undefined), (limit, reset, now, spent) => {
        const forecast = forecastLine({ max_limit: limit, reset_duration: reset, current_usage: spent }, now)!;
        expect(forecast.state).toBe(spent === 0 ? "noSpend" : "unknownSpend");
        expect(forecast.runsOutAt).toBeUndefined();
        expect(forecast.rate).toBe(0);
      }),
    );
  });

  it("a forecast moves earlier, never later, when spend grows", () => {
    fc.assert(
      fc.property(line, positiveMoney, instant, (raw, more, now) => {
        const budget = withReset({ ...raw, current_usage: raw.current_usage ?? 0 }, now);
        const before = forecastLine(budget, now)!;
        const after = forecastLine({ ...budget, current_usage: budget.current_usage! + more }, now)!;
        expect(runOutOrder(after, now)).toBeLessThanOrEqual(runOutOrder(before, now) + 1e-9);
        expect(namedInstant(after)).toBeLessThanOrEqual(namedInstant(before) + 1);
      }),
    );
  });

  it("sorting by runOutOrder puts reached limits first, then run-out days in order, then budgets that last", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), instant, (raws, now) => {
        const forecasts = raws.map((raw) => forecastLine(withReset(raw, now), now)!);
        const sorted = [...forecasts].sort((a, b) => runOutOrder(a, now) - runOutOrder(b, now));
        const rank = { exceeded: 0, runsOut: 1, resetsFirst: 2, noSpend: 3, unknownSpend: 4 };
        for (let i = 1; i < sorted.length; i++) {
          expect(rank[sorted[i - 1].state]).toBeLessThanOrEqual(rank[sorted[i].state]);
          if (sorted[i - 1].state === "runsOut" && sorted[i].state === "runsOut") {
            expect(sorted[i - 1].runsOutAt!).toBeLessThanOrEqual(sorted[i].runsOutAt!);
          }
        }
        // A record's soonest budget is the first of its sorted forecasts.
        const soonest = soonestRunOut(
          raws.map((raw) => withReset(raw, now)),
          now,
        )!;
        expect(soonest.order).toBe(runOutOrder(sorted[0], now));
      }),
    );
  });

  it("the rate is the window's spend over the time it ran, in any window", () => {
    fc.assert(
      fc.property(
        positiveMoney,
        positiveMoney,
        instant,
        fc.integer({ min: 1, max: 60 * DAY_MS }),
        (limit, spent, now, ran) => {
          const window = { start: now - ran, end: now + DAY_MS };
          const forecast = forecastBudget({ limit, spent, window, now });
          expect(forecast.rate * (forecast.ranMs / DAY_MS)).toBeCloseTo(spent, 6);
          expect(forecast.ranMs).toBeGreaterThanOrEqual(ran);
        },
      ),
    );
  });
});

/** A daily usage series of `days` days ending today, some days missing (no usage). */
const series = (now: number) =>
  fc
    .array(fc.option(fc.double({ min: 0, max: 10_000, noNaN: true, noDefaultInfinity: true }), { nil: undefined }), {
      minLength: 1,
      maxLength: 60,
    })
    .map((prices) => {
      const today = Math.floor(now / DAY_MS) * DAY_MS;
      return prices.flatMap((price, i) =>
        price === undefined
          ? []
          : [{ date: new Date(today - (prices.length - 1 - i) * DAY_MS).toISOString().slice(0, 10), tokens: 0, price }],
      );
    });

describe("usage series properties", () => {
  it("the recent rate is the 7 complete days before today over 7, whatever today spent, and scales with spend", () => {
    fc.assert(
      fc.property(
        instant.chain((now) => fc.tuple(fc.constant(now), series(now))),
        fc.double({ min: 0, max: 100, noNaN: true }),
        ([now, daily], factor) => {
          const { from, to } = recentRange(now);
          const expected = daily.filter((p) => p.date >= from && p.date <= to).reduce((s, p) => s + p.price, 0) / 7;
          expect(recentRate(daily, now)).toBeCloseTo(expected, 6);
          const scaled = daily.map((p) => ({ ...p, price: p.price * factor }));
          expect(recentRate(scaled, now)).toBeCloseTo(recentRate(daily, now) * factor, 4);
        },
      ),
    );
  });

  it("the alternative at the last 7 days' rate is shown only when it names another day", () => {
    fc.assert(
      fc.property(line, instant, fc.double({ min: 0, max: 100_000, noNaN: true }), (raw, now, recent) => {
        const forecast = forecastLine(withReset(raw, now), now)!;
        const alternative = recentAlternative(forecast, recent, now);
        if (!alternative) return;
        expect(["runsOut", "resetsFirst"]).toContain(forecast.state);
        const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
        if (alternative.state === forecast.state && forecast.state === "runsOut") {
          expect(day(alternative.runsOutAt!)).not.toBe(day(forecast.runsOutAt!));
        } else {
          expect(alternative.state).not.toBe(forecast.state);
        }
        if (alternative.runsOutAt !== undefined) {
          expect(alternative.runsOutAt).toBeGreaterThanOrEqual(now);
          expect(alternative.runsOutAt).toBeLessThan(forecast.window.end);
        }
      }),
    );
  });

  it("the burn-down adds up the window's days, never falls, never starts before the window's first day", () => {
    fc.assert(
      fc.property(
        instant.chain((now) => fc.tuple(fc.constant(now), series(now))),
        fc.integer({ min: 1, max: 30 }),
        positiveMoney,
        ([now, daily], ranDays, limit) => {
          const window = { start: now - ranDays * DAY_MS, end: now + 10 * DAY_MS };
          const first = new Date(Math.floor(window.start / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
          const spent = daily.filter((p) => p.date >= first).reduce((s, p) => s + p.price, 0);
          const forecast = forecastBudget({ limit, spent, window, now });
          const burn = burnDownSeries(forecast, daily, now);
          expect(burn.spent[0].date).toBe(first);
          for (let i = 1; i < burn.spent.length; i++)
            expect(burn.spent[i].value).toBeGreaterThanOrEqual(burn.spent[i - 1].value);
          expect(burn.spent.at(-1)!.value).toBeCloseTo(spent, 6);
          for (const point of burn.projected) expect(point.value).toBeLessThanOrEqual(Math.max(limit, spent) + 1e-6);
          expect(burn.limit.every((p) => p.value === limit && p.date >= first)).toBe(true);
        },
      ),
    );
  });
});
