import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCostAnswer } from "./cost-answer";
import { buildLedger, keyCostOf, NO_PROJECT, summaryOf, type LedgerKeyInput } from "./ledger";
import { projectKeyDayRows } from "./ledger-export";
import { change, eachDay, periodDays, previousPeriod, type Period } from "./period";
import { dailySeries, overlayPrevious } from "./series";

const key = (id: string, projectId: string, daily: [string, number, number][], extra: Partial<LedgerKeyInput> = {}) =>
  ({
    id,
    name: id,
    projectId,
    project: projectId ? `project ${projectId}` : "",
    user: "u",
    enabled: true,
    cost: {
      spend: daily.reduce((s, [, , price]) => s + price, 0),
      tokens: daily.reduce((s, [, tokens]) => s + tokens, 0),
      daily: daily.map(([date, tokens, price]) => ({ date, tokens, price })),
      byModel: daily.length
        ? [{ model: "m", tokens: daily.reduce((s, [, t]) => s + t, 0), price: daily.reduce((s, [, , p]) => s + p, 0) }]
        : [],
    },
    ...extra,
  }) satisfies LedgerKeyInput;

describe("the ledger, worked by hand", () => {
  const period = { from: "2026-02-27", to: "2026-03-02" };
  const ledger = buildLedger({
    period,
    projects: [
      { id: "p1", name: "alpha" },
      { id: "p2", name: "beta" },
      { id: "p3", name: "empty" },
    ],
    keys: [
      key("a", "p1", [
        ["2026-02-27", 1_000_000, 2],
        ["2026-03-01", 500_000, 1],
      ]),
      key("b", "p2", [["2026-02-28", 2_000_000, 4]]),
      key("solo", "", [["2026-03-02", 500_000, 1]]),
      key("gone-project", "p9", [["2026-03-01", 1_000_000, 2]]),
      key("idle", "p1", [], { enabled: false }),
      { ...key("broken", "p2", []), cost: undefined, unread: { code: "upstream_error" } },
    ],
  });

  it("adds every read key once: projects, the keys outside any project, and the total agree", () => {
    expect(ledger.totals).toEqual({
      spend: 10,
      tokens: 5_000_000,
      pricePerMillion: 2,
      perDay: 2.5,
      keys: 6,
      activeKeys: 4,
      unreadKeys: 1,
    });
    expect(ledger.projects.map((p) => [p.id, p.name, p.keys, p.activeKeys, p.unreadKeys, p.spend, p.tokens])).toEqual([
      ["p2", "beta", 2, 1, 1, 4, 2_000_000],
      ["p1", "alpha", 2, 1, 0, 3, 1_500_000],
      ["p3", "empty", 0, 0, 0, 0, 0],
      // A key whose project is not listed counts outside any project, beside the key that has none.
      [NO_PROJECT, "", 2, 2, 0, 3, 1_500_000],
    ]);
    expect(ledger.projects.map((p) => p.share)).toEqual([0.4, 0.3, 0, 0.3]);
  });

  it("names a key whose cost could not be read, and counts it nowhere", () => {
    const broken = ledger.keys.find((k) => k.id === "broken")!;
    expect(broken.unread).toEqual({ code: "upstream_error" });
    expect([broken.spend, broken.tokens, broken.active, broken.share]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(ledger.keys.at(-1)!.id).toBe("broken");
  });

  it("an active key is a key with usage in the period, switched on or off", () => {
    expect(ledger.keys.filter((k) => k.active).map((k) => k.id)).toEqual(["b", "a", "gone-project", "solo"]);
    expect(ledger.keys.find((k) => k.id === "idle")).toMatchObject({ active: false, enabled: false, spend: 0 });
  });

  it("fills every day of the period and prices a million tokens", () => {
    expect(ledger.daily).toEqual([
      { date: "2026-02-27", tokens: 1_000_000, price: 2 },
      { date: "2026-02-28", tokens: 2_000_000, price: 4 },
      { date: "2026-03-01", tokens: 1_500_000, price: 3 },
      { date: "2026-03-02", tokens: 500_000, price: 1 },
    ]);
    expect(dailySeries(ledger.daily, period).pricePerMillion).toEqual([2, 2, 2, 2]);
    expect(ledger.models).toEqual([{ model: "m", tokens: 5_000_000, price: 10, share: 1 }]);
  });

  it("writes the finance rows project → key → day, keys outside any project last, and they add up", () => {
    const rows = projectKeyDayRows(
      ledger,
      ledger.keys.map((k) => ({
        key: k.id,
        daily:
          k.id === "a"
            ? [
                { date: "2026-02-27", tokens: 1_000_000, price: 2 },
                { date: "2026-03-01", tokens: 500_000, price: 1 },
              ]
            : [],
      })),
      "(no project)",
    );
    expect(rows.map((r) => [r.project, r.key, r.date, r.price])).toEqual([
      ["alpha", "a", "2026-02-27", 2],
      ["alpha", "a", "2026-03-01", 1],
    ]);
  });

  it("states the currency only when every answer agrees", () => {
    const eur = { ...key("x", "", [["2026-02-27", 1, 1]]) };
    eur.cost = { ...eur.cost, currency: "EUR" };
    const usd = { ...key("y", "", [["2026-02-27", 1, 1]]) };
    usd.cost = { ...usd.cost, currency: "USD" };
    expect(buildLedger({ period, keys: [eur] }).currency).toBe("EUR");
    const mixed = buildLedger({ period, keys: [eur, usd] });
    expect(mixed.currency).toBeUndefined();
    expect(mixed.mixedCurrencies).toEqual(["EUR", "USD"]);
  });

  it("takes a key's stated totals over its days' sums, and reads the answer's currency", () => {
    const cost = keyCostOf(
      readCostAnswer({
        price: 1.5,
        tokens: 300,
        usage: { currency: "eur", daily: [{ date: "2026-03-01", tokens: 100, price: 0.5 }, { date: "bad" }] },
      }),
    );
    expect(cost).toMatchObject({ spend: 1.5, tokens: 300, currency: "EUR" });
    expect(cost.daily).toEqual([{ date: "2026-03-01", tokens: 100, price: 0.5 }]);
    expect(
      keyCostOf(readCostAnswer({ usage: { daily: [{ date: "2026-03-01", tokens: 7, cost: 0.25 }] } })),
    ).toMatchObject({ spend: 0.25, tokens: 7 });
    expect(keyCostOf(readCostAnswer("nonsense"))).toEqual({ spend: 0, tokens: 0, daily: [], byModel: [] });
  });
});

describe("periods", () => {
  it("the previous period has the same length and ends the day before", () => {
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-01-29", to: "2026-02-28" });
    expect(previousPeriod({ from: "2026-03-10", to: "2026-03-10" })).toEqual({ from: "2026-03-09", to: "2026-03-09" });
  });

  it("changes are relative, and undefined against nothing", () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(50, 100)).toBe(-0.5);
    expect(change(5, 0)).toBeUndefined();
    expect(change(undefined, 3)).toBeUndefined();
  });

  it("lays the previous period onto the current dates", () => {
    expect(
      overlayPrevious([{ date: "2026-02-27", tokens: 1, price: 2 }], { from: "2026-03-01", to: "2026-03-02" }),
    ).toEqual([
      { date: "2026-03-01", tokens: 1, price: 2 },
      { date: "2026-03-02", tokens: 0, price: 0 },
    ]);
  });
});

// ---- Properties over generated usage ----------------------------------------------------------------------------

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const START = Date.UTC(2024, 0, 1);

/** A period of 1 to 70 days starting somewhere in 2024–2026 (so that many cross a month boundary). */
const periodArb: fc.Arbitrary<Period> = fc
  .record({ start: fc.integer({ min: 0, max: 1_000 }), days: fc.integer({ min: 1, max: 70 }) })
  .map(({ start, days }) => ({ from: iso(START + start * DAY), to: iso(START + (start + days - 1) * DAY) }));

const MODELS = ["m-a", "m-b", "m-c"];
const PROJECTS = ["p1", "p2", "p3"];

/** Usage lines of one key: (day index, model, tokens, price in micro-units), made consistent into days and models. */
const usageArb = fc.array(
  fc.record({
    day: fc.nat({ max: 69 }),
    model: fc.constantFrom(...MODELS),
    tokens: fc.integer({ min: 0, max: 5_000_000 }),
    micros: fc.integer({ min: 0, max: 50_000_000 }),
  }),
  { maxLength: 12 },
);

const keyArb = fc.record({
  project: fc.constantFrom(...PROJECTS, NO_PROJECT, "p-unlisted"),
  enabled: fc.boolean(),
  usage: usageArb,
  // One key in five could not be read.
  unread: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
});

type GeneratedKey = typeof keyArb extends fc.Arbitrary<infer T> ? T : never;

function keysOf(period: Period, generated: GeneratedKey[]): LedgerKeyInput[] {
  const days = eachDay(period);
  return generated.map((g, i) => {
    const daily = new Map<string, { date: string; tokens: number; price: number }>();
    const byModel = new Map<string, { model: string; tokens: number; price: number }>();
    for (const line of g.usage) {
      const date = days[line.day % days.length];
      const price = line.micros / 1e6;
      const d = daily.get(date) ?? { date, tokens: 0, price: 0 };
      d.tokens += line.tokens;
      d.price += price;
      daily.set(date, d);
      const m = byModel.get(line.model) ?? { model: line.model, tokens: 0, price: 0 };
      m.tokens += line.tokens;
      m.price += price;
      byModel.set(line.model, m);
    }
    const points = [...daily.values()].sort((a, b) => a.date.localeCompare(b.date));
    return {
      id: `k${i}`,
      name: `key ${i}`,
      projectId: g.project,
      project: g.project,
      user: "",
      enabled: g.enabled,
      ...(g.unread
        ? { unread: { code: "upstream_error" } }
        : {
            cost: {
              spend: points.reduce((s, p) => s + p.price, 0),
              tokens: points.reduce((s, p) => s + p.tokens, 0),
              daily: points,
              byModel: [...byModel.values()],
            },
          }),
    };
  });
}

const inputArb = fc
  .tuple(periodArb, fc.array(keyArb, { maxLength: 25 }), fc.subarray(PROJECTS))
  .map(([period, generated, listed]) => ({
    period,
    keys: keysOf(period, generated),
    projects: listed.map((id) => ({ id, name: `Project ${id}` })),
  }));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

describe("the ledger's properties over generated usage", () => {
  it("the total is the same whether added up by project, by key, by model or by day", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { totals, projects, keys, models, daily } = buildLedger(input);
        for (const parts of [
          projects.map((p) => p.spend),
          keys.map((k) => k.spend ?? 0),
          models.map((m) => m.price),
          daily.map((d) => d.price),
        ])
          expect(close(sum(parts), totals.spend)).toBe(true);
        for (const parts of [
          projects.map((p) => p.tokens),
          keys.map((k) => k.tokens ?? 0),
          models.map((m) => m.tokens),
          daily.map((d) => d.tokens),
        ])
          expect(sum(parts)).toBe(totals.tokens);
        expect(sum(projects.map((p) => p.keys))).toBe(totals.keys);
        expect(sum(projects.map((p) => p.activeKeys))).toBe(totals.activeKeys);
        expect(sum(projects.map((p) => p.unreadKeys))).toBe(totals.unreadKeys);
      }),
    );
  });

  it("every key is listed once; keys outside the listed projects are one group", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const ledger = buildLedger(input);
        expect(ledger.keys.map((k) => k.id).sort()).toEqual(input.keys.map((k) => k.id).sort());
        expect(ledger.projects.filter((p) => p.id === NO_PROJECT).length).toBeLessThanOrEqual(1);
        const listed = new Set(input.projects.map((p) => p.id));
        const outside = input.keys.filter((k) => !listed.has(k.projectId)).length;
        expect(ledger.projects.find((p) => p.id === NO_PROJECT)?.keys ?? 0).toBe(outside);
        expect(
          ledger.projects
            .filter((p) => p.id !== NO_PROJECT)
            .map((p) => p.id)
            .sort(),
        ).toEqual([...listed].sort());
      }),
    );
  });

  it("shares of projects, keys and models each add up to 100 % when anything was spent", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const ledger = buildLedger(input);
        const shares = [
          ledger.projects.map((p) => p.share ?? 0),
          ledger.keys.map((k) => k.share ?? 0),
          ledger.models.map((m) => m.share ?? 0),
        ];
        for (const parts of shares) {
          if (ledger.totals.spend > 0) expect(close(sum(parts), 1)).toBe(true);
          else expect(sum(parts)).toBe(0);
        }
      }),
    );
  });

  it("moving keys between projects or reordering them changes groups, never the totals", () => {
    fc.assert(
      fc.property(inputArb, fc.array(fc.constantFrom(...PROJECTS, NO_PROJECT)), fc.integer(), (input, moves, seed) => {
        const moved = input.keys.map((k, i) =>
          i < moves.length ? { ...k, projectId: moves[i], project: moves[i] } : k,
        );
        const shuffled = [...moved].sort((a, b) => ((a.id.length * 31 + seed) % 7) - ((b.id.length * 31 + seed) % 7));
        const before = buildLedger(input).totals;
        const after = buildLedger({ ...input, keys: shuffled }).totals;
        expect(after.tokens).toBe(before.tokens);
        expect(close(after.spend, before.spend)).toBe(true);
        expect([after.keys, after.activeKeys, after.unreadKeys]).toEqual([
          before.keys,
          before.activeKeys,
          before.unreadKeys,
        ]);
      }),
    );
  });

  it("an unread key is never counted as zero: the totals are those of the keys that were read", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const all = buildLedger(input);
        const read = buildLedger({ ...input, keys: input.keys.filter((k) => k.cost) });
        expect(all.totals.tokens).toBe(read.totals.tokens);
        expect(close(all.totals.spend, read.totals.spend)).toBe(true);
        expect(all.totals.activeKeys).toBe(read.totals.activeKeys);
        expect(all.totals.unreadKeys).toBe(input.keys.filter((k) => !k.cost).length);
        for (const k of all.keys) expect(k.unread === undefined).toBe(k.spend !== undefined);
      }),
    );
  });

  it("an active key is exactly a read key with tokens or spend in the period", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const k of buildLedger(input).keys)
          expect(k.active).toBe(k.unread ? undefined : (k.tokens ?? 0) > 0 || (k.spend ?? 0) > 0);
      }),
    );
  });

  it("the finance rows add up to the total and keep each project's and key's rows together", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const ledger = buildLedger(input);
        const rows = projectKeyDayRows(
          ledger,
          input.keys.flatMap((k) => (k.cost ? [{ key: k.id, daily: k.cost.daily }] : [])),
          "(no project)",
        );
        expect(close(sum(rows.map((r) => r.price)), ledger.totals.spend)).toBe(true);
        expect(sum(rows.map((r) => r.tokens))).toBe(ledger.totals.tokens);
        const runs = rows.map((r) => `${r.projectId}/${r.keyId}`).filter((id, i, all) => i === 0 || all[i - 1] !== id);
        expect(new Set(runs).size).toBe(runs.length);
        const firstOutside = rows.findIndex((r) => r.projectId === NO_PROJECT);
        if (firstOutside >= 0) expect(rows.slice(firstOutside).every((r) => r.projectId === NO_PROJECT)).toBe(true);
      }),
    );
  });

  it("the previous period has as many days, ends the day before, and its ledger compares day by day", () => {
    fc.assert(
      fc.property(periodArb, (period) => {
        const before = previousPeriod(period);
        expect(periodDays(before)).toBe(periodDays(period));
        expect(Date.parse(`${period.from}T00:00:00Z`) - Date.parse(`${before.to}T00:00:00Z`)).toBe(DAY);
        expect(overlayPrevious([], period).map((p) => p.date)).toEqual(eachDay(period));
        const summary = summaryOf(buildLedger({ period: before, keys: [] }));
        expect(summary.daily.map((d) => d.date)).toEqual(eachDay(before));
      }),
    );
  });

  it("a change is positive exactly when the figure grew, and undefined against nothing", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (now, before) => {
          const delta = change(now, before);
          if (before === 0) expect(delta).toBeUndefined();
          else expect(Math.sign(delta!)).toBe(Math.sign(now - before));
        },
      ),
    );
  });
});
