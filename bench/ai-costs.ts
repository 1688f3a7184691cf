/**
 * The AI costs page with a year of daily data for 500 keys, in Chromium, against a sandbox seeded with 472 keys beside
 * its 28 (each with usage every day of the year) and the built console (`next start`; build first, e.g.
 * `NEXT_DIST_DIR=.next-x npx next build`, then run with the same NEXT_DIST_DIR):
 *
 * 1. first-load JavaScript of /ai/costs: the scripts its HTML references, gzip (counted as `npm run bench`'s
 *    first-load benchmark does); budget 250 kB;
 * 2. figures: from the start of the navigation to the moment the metric strip, the chart and the key table's rows are
 *    on screen, the ledger gathered by the BFF (one cost call per key for the year and for the year before: 1,000
 *    calls). Each run asks for a year ending one day earlier than the run before, so that the BFF's cache of key costs
 *    is empty ("first view"); a last run reloads the last period within the cache's minute ("again"). Budget: 8 s
 *    for a first view;
 * 3. rendering: from the moment the last AI read of the page (the ledger) has arrived to the moment the charts and
 *    the key table are on screen and the main thread is quiet; the long tasks (> 50 ms) seen meanwhile. Budget: none
 *    over 50 ms.
 *
 * Usage: `npx tsx bench/ai-costs.ts` (env: BENCH_AI_KEYS, default 500; BENCH_RUNS, default 3).
 * Prints a summary and writes bench/results/ai-costs.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { startStack, TOKENS } from "../e2e/support/stack";
import { CHROMIUM, CHROMIUM_ARGS } from "../playwright.config";
import { BUDGET_BYTES, kB, scriptsOf } from "../scripts/support/first-load.mjs";

const SEEDED_KEYS = 28;
const KEYS = Number(process.env.BENCH_AI_KEYS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET = { firstLoadBytes: BUDGET_BYTES, longTaskMs: 50, figuresMs: 8_000 };
const RESULTS = path.join(import.meta.dirname, "results", "ai-costs.json");

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TODAY = Date.now();
/** A year (365 days) ending `back` days before today. */
const yearTo = (back: number) => ({ from: day(TODAY - (364 + back) * DAY_MS), to: day(TODAY - back * DAY_MS) });
const PERIOD = yearTo(0);
const routeOf = (period: { from: string; to: string }) => `/ai/costs?from=${period.from}&to=${period.to}`;
const ROUTE = routeOf(PERIOD);

/** Installed before any page script: long tasks, when the last AI read arrived, when the charts and rows appear. */
const INSTRUMENT = () => {
  const bench = { longTasks: [] as { start: number; end: number }[], dataAt: 0, chartsAt: 0, rowsAt: 0 };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: "longtask", buffered: true });
  const fetch = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof window.fetch>) => {
    const response = await fetch(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (/\/api\/(portal\/ai\/|ai\/ledger)/.test(url)) {
      void response
        .clone()
        .text()
        .then(() => {
          bench.dataAt = Math.max(bench.dataAt, performance.now());
        });
    }
    return response;
  };
  new MutationObserver(() => {
    if (
      !bench.chartsAt &&
      document.querySelector("[data-testid=cost-chart] figure:not([aria-busy]) svg") &&
      document.querySelector("[data-testid=metric-strip] svg")
    ) {
      bench.chartsAt = performance.now();
    }
    if (!bench.rowsAt && document.querySelector("tbody tr[aria-rowindex]")) bench.rowsAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
};

type BenchState = { longTasks: { start: number; end: number }[]; dataAt: number; chartsAt: number; rowsAt: number };

async function measureLoad(page: Page, route: string) {
  await page.goto(route);
  await page.waitForSelector("[data-testid=cost-chart] figure:not([aria-busy]) svg", { timeout: 120_000 });
  await page.waitForSelector("tbody tr[aria-rowindex]", { timeout: 120_000 });
  await page.waitForTimeout(2_000);
  const state = await page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);
  const after = state.longTasks.filter((task) => task.end > state.dataAt);
  const shownAt = Math.max(state.chartsAt, state.rowsAt);
  const quietAt = Math.max(shownAt, ...after.map((task) => task.end));
  return {
    figuresMs: round(shownAt),
    dataMs: round(state.dataAt),
    renderedMs: round(shownAt - state.dataAt),
    quietMs: round(quietAt - state.dataAt),
    longTasks: after.length,
    maxLongTaskMs: round(Math.max(0, ...after.map((task) => task.end - task.start))),
  };
}

async function firstLoad(page: Page, consoleUrl: string) {
  const html = await (await page.request.get(ROUTE)).text();
  const scripts = scriptsOf(html);
  let gzip = 0;
  for (const script of scripts)
    gzip += gzipSync(Buffer.from(await (await fetch(`${consoleUrl}${script}`)).arrayBuffer())).length;
  return { scripts: scripts.length, gzipBytes: gzip };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  console.log(`Starting a sandbox with ${KEYS} AI keys and the built console…`);
  const stack = await startStack({ seed: { aiKeys: Math.max(0, KEYS - SEEDED_KEYS) } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      baseURL: stack.consoleUrl,
      viewport: { width: 1440, height: 900 },
      locale: "en-US",
    });
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const session = await page.request.post("/api/session", {
      data: { token: TOKENS.admin, region: "eu-central" },
      headers: { "x-csrf": "1" },
    });
    if (!session.ok()) throw new Error(`sign-in: ${session.status()}`);
    const keys = (await (
      await fetch(`${stack.portalUrl}/ai/keys`, { headers: { "auth-token": TOKENS.admin, region: "eu-central" } })
    ).json()) as unknown[];
    console.log(`  console at ${stack.consoleUrl}; ${keys.length} keys; ${ROUTE}`);

    const js = await firstLoad(page, stack.consoleUrl);
    const loads = [];
    for (let run = 0; run < RUNS; run++) loads.push(await measureLoad(page, routeOf(yearTo(run + 1))));
    const again = await measureLoad(page, routeOf(yearTo(RUNS)));
    const maxLongTask = Math.max(...[...loads, again].map((load) => load.maxLongTaskMs));
    const maxFigures = Math.max(...loads.map((load) => load.figuresMs));
    const result = {
      at: new Date().toISOString(),
      keys: keys.length,
      period: PERIOD,
      runs: RUNS,
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      budgets: BUDGET,
      firstLoad: js,
      load: {
        runs: loads,
        again,
        figuresMedianMs: median(loads.map((load) => load.figuresMs)),
        figuresMaxMs: maxFigures,
        renderedMedianMs: median(loads.map((load) => load.renderedMs)),
        quietMedianMs: median(loads.map((load) => load.quietMs)),
        maxLongTaskMs: maxLongTask,
      },
      pass: {
        firstLoad: js.gzipBytes <= BUDGET.firstLoadBytes,
        longTasks: maxLongTask <= BUDGET.longTaskMs,
        figures: maxFigures <= BUDGET.figuresMs,
      },
    };
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);

    console.log(
      `\nAI costs page, ${keys.length} keys, ${PERIOD.from} – ${PERIOD.to}, Chromium, load average ${result.loadAverage.join(" ")}`,
    );
    console.log(
      `  first-load JS:           ${kB(js.gzipBytes)} kB gzip in ${js.scripts} scripts   (budget ${kB(BUDGET.firstLoadBytes)} kB)`,
    );
    console.log(
      `  figures on screen:       first view median ${result.load.figuresMedianMs} ms, max ${maxFigures} ms; again ${again.figuresMs} ms   (budget ${BUDGET.figuresMs} ms)`,
    );
    console.log(
      `  data → charts and rows:  median ${result.load.renderedMedianMs} ms; quiet after median ${result.load.quietMedianMs} ms`,
    );
    for (const load of [...loads, again])
      console.log(`      ${load.longTasks} long tasks after the data, longest ${load.maxLongTaskMs} ms`);
    console.log(`  longest task while rendering: ${maxLongTask} ms   (budget: none over ${BUDGET.longTaskMs} ms)`);
    console.log(`  written to ${path.relative(process.cwd(), RESULTS)}`);
    if (!result.pass.firstLoad || !result.pass.longTasks || !result.pass.figures) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
