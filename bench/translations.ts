/**
 * Translator's screen benchmark, in Chromium, against a sandbox seeded with 10,000 extra tokens per language and the
 * built console (`next start`; build first, e.g. `NEXT_DIST_DIR=.next-x npx next build`, then run with the same
 * NEXT_DIST_DIR):
 *
 * 1. interactive after the data arrives: from the moment the last token table's body has been read to the moment
 *    rows are on screen and no long task (> 50 ms) runs any more;
 * 2. a filter keystroke: keydown in the search box to the frame after the rows (and their count) changed;
 * 3. scrolling the whole table from top to bottom: the long tasks (> 50 ms) seen meanwhile;
 * 4. 2 and 3 again with a token open and the assistant's memory panel beside it (the token's key matches every
 *    prefix of the query, so the panel stays open while the rows are filtered);
 * 5. the checks panel's findings over the whole language (CPU time of one pass, as on each table change).
 *
 * Usage: `npx tsx bench/translations.ts` (env: BENCH_TOKENS, default 10000; BENCH_RUNS, default 3).
 * Prints a summary and writes bench/results/translations.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { startStack, TOKENS, type Stack } from "../e2e/support/stack";
import { CHROMIUM, CHROMIUM_ARGS } from "../playwright.config";
import { languageFindings } from "../components/translations/checks/findings";
import { joinRows } from "../components/translations/model/rows";
import type { LanguageToken } from "../lib/portal/schemas/i18n";

const TOKENS_PER_LANGUAGE = Number(process.env.BENCH_TOKENS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LANG = "de";
const QUERY = "token123";
/** The token opened for the memory-panel runs: its key contains QUERY. */
const OPEN_KEY = "load.group1.token123";
const BUDGET = { interactiveMs: 1_000, filterKeystrokeMs: 100, longTaskMs: 50 };
const RESULTS = path.join(import.meta.dirname, "results", "translations.json");

interface Row {
  key: string;
  value: string;
  translated: boolean;
}

/** Installed before any page script: long tasks, when token tables finish arriving, when the first rows appear. */
const INSTRUMENT = () => {
  const bench = { longTasks: [] as { start: number; end: number }[], tableAt: 0, rowsAt: 0 };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: "longtask", buffered: true });
  const fetch = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof window.fetch>) => {
    const response = await fetch(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (/\/api\/portal\/i18n\/lang\/[^/]+\/table/.test(url)) {
      void response
        .clone()
        .text()
        .then(() => {
          bench.tableAt = Math.max(bench.tableAt, performance.now());
        });
    }
    return response;
  };
  new MutationObserver((_, observer) => {
    if (document.querySelector("[data-testid=token-grid] [role=row][data-index]")) {
      bench.rowsAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

type BenchState = { longTasks: { start: number; end: number }[]; tableAt: number; rowsAt: number };
const benchState = (page: Page) => page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);

async function login(page: Page) {
  await page.goto(`/login?next=${encodeURIComponent("/translations")}`);
  await page.getByLabel("Access token", { exact: true }).fill(TOKENS.translator);
  // The login page preselects the default region once the console's region list has arrived.
  const region = page.getByLabel("Region", { exact: true });
  for (let waited = 0; waited < 5_000 && !(await region.inputValue()); waited += 100) await page.waitForTimeout(100);
  if (!(await region.inputValue())) await region.fill("eu-central");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/translations");
}

/** Opens the language and measures data arrival → rows shown and the main thread quiet. */
async function measureLoad(page: Page): Promise<{ interactiveMs: number; rowsMs: number; longTasks: number }> {
  await page.goto(`/translations/${LANG}`);
  await page.waitForSelector("[data-testid=token-grid] [role=row][data-index]", { timeout: 60_000 });
  await page.waitForTimeout(1_500);
  const state = await benchState(page);
  const after = state.longTasks.filter((task) => task.end > state.tableAt);
  const quietAt = Math.max(state.rowsAt, ...after.map((task) => task.end));
  return {
    interactiveMs: round(quietAt - state.tableAt),
    rowsMs: round(state.rowsAt - state.tableAt),
    longTasks: after.length,
  };
}

/** Rows a query shows, by the editor's own rule (key, source and text, lower-cased). */
function expectedCount(rows: readonly Row[], source: ReadonlyMap<string, string>, query: string): number {
  const q = query.toLowerCase();
  return rows.filter((row) =>
    `${row.key}\n${source.get(row.key) ?? ""}\n${row.translated ? row.value : ""}`.toLowerCase().includes(q),
  ).length;
}

async function measureFilter(page: Page, rows: readonly Row[], source: ReadonlyMap<string, string>) {
  const search = page.getByRole("searchbox");
  await search.click();
  const steps: { query: string; rows: number; ms: number }[] = [];
  let previous = rows.length;
  for (let i = 1; i <= QUERY.length; i++) {
    const query = QUERY.slice(0, i);
    const count = expectedCount(rows, source, query);
    if (count === previous) {
      // Same rows as before: nothing on screen changes, so there is no update to time.
      await page.keyboard.press(QUERY[i - 1]);
      continue;
    }
    previous = count;
    const shown = `${new Intl.NumberFormat("en-US").format(count)} of `;
    // Armed first and awaited, so that the listener is in place before the key is sent.
    await page.evaluate((expected) => {
      const counter = document.querySelector("[data-testid=row-count]")!;
      (window as unknown as { __filter: Promise<number> }).__filter = new Promise<number>((resolve, reject) => {
        let started = 0;
        const timer = setTimeout(
          () => reject(new Error(`rows never showed "${expected}…" (shown: "${counter.textContent}")`)),
          10_000,
        );
        document.addEventListener("keydown", (event) => (started = event.timeStamp), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (!counter.textContent?.startsWith(expected)) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        });
        observer.observe(counter, { childList: true, subtree: true, characterData: true });
      });
    }, shown);
    await page.keyboard.press(QUERY[i - 1]);
    const measured = page.evaluate(() => (window as unknown as { __filter: Promise<number> }).__filter);
    steps.push({ query, rows: count, ms: round(await measured) });
  }
  await search.fill("");
  await page.waitForFunction(() => !document.querySelector("[data-testid=row-count]")?.textContent?.startsWith("0 "));
  return steps;
}

async function measureScroll(page: Page) {
  return page.evaluate(async () => {
    const bench = (window as unknown as { __bench: BenchState }).__bench;
    const grid = document.querySelector<HTMLElement>("[data-testid=token-grid]")!;
    grid.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const startedAt = performance.now();
    let frames = 0;
    while (grid.scrollTop + grid.clientHeight < grid.scrollHeight - 1) {
      grid.scrollTop += Math.round(grid.clientHeight * 0.9);
      frames += 1;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const endedAt = performance.now();
    const tasks = bench.longTasks.filter((task) => task.start >= startedAt && task.start <= endedAt);
    const lastRow = grid.querySelector("[role=row][data-index]:last-child");
    return {
      durationMs: Math.round(endedAt - startedAt),
      frames,
      scrolledPx: grid.scrollHeight,
      longTasks: tasks.length,
      maxLongTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.end - task.start))),
      reachedRow: Number(lastRow?.getAttribute("aria-rowindex") ?? 0) - 1,
    };
  });
}

/** Opens OPEN_KEY's editor (with the assistant's memory panel) and clears the search again, the editor staying open. */
async function openMemoryPanel(page: Page) {
  const search = page.getByRole("searchbox");
  await search.fill(OPEN_KEY);
  const row = page.locator(`[role=row][data-key="${OPEN_KEY}"]`);
  await row.dblclick();
  await page.getByTestId("memory").getByTestId("memory-match").first().waitFor({ timeout: 60_000 });
  await search.fill("");
  await page.waitForFunction(() => !document.querySelector("[data-testid=row-count]")?.textContent?.startsWith("1 "));
  await page.getByTestId("memory").waitFor();
}

/** One pass of the checks panel over the language, CPU time (median of 5), as the page runs it on each table change. */
function measureChecks(target: readonly Row[], source: readonly Row[]) {
  const rows = joinRows(target as LanguageToken[], source as LanguageToken[]);
  const times: number[] = [];
  let findings = 0;
  for (let run = 0; run < 5; run++) {
    const started = process.cpuUsage();
    findings = languageFindings(rows, LANG, false).all.length;
    const used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1000);
  }
  return { findings, medianMs: round(median(times)), maxMs: round(Math.max(...times)) };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function fetchTable(stack: Stack, lang: string): Promise<Row[]> {
  const response = await fetch(`${stack.portalUrl}/i18n/lang/${lang}/table`, {
    headers: { "auth-token": TOKENS.admin, region: "eu-central" },
  });
  return (await response.json()) as Row[];
}

async function main() {
  console.log(`Starting a sandbox with ${TOKENS_PER_LANGUAGE} extra tokens per language and the built console…`);
  const stack = await startStack({ seed: { i18nTokens: TOKENS_PER_LANGUAGE } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const [rows, sourceRows] = await Promise.all([fetchTable(stack, LANG), fetchTable(stack, "en")]);
    const source = new Map(sourceRows.map((row) => [row.key, row.value]));
    const context = await browser.newContext({
      baseURL: stack.consoleUrl,
      viewport: { width: 1440, height: 900 },
      locale: "en-US",
    });
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    console.log(`  console at ${stack.consoleUrl}; signing in…`);
    await login(page);
    console.log("  measuring the load, the filter and the scroll…");

    const loads = [];
    for (let run = 0; run < RUNS; run++) loads.push(await measureLoad(page));
    const filter = await measureFilter(page, rows, source);
    const scroll = await measureScroll(page);
    console.log("  …and again with a token open beside its memory panel…");
    await openMemoryPanel(page);
    const memoryFilter = await measureFilter(page, rows, source);
    const memoryScroll = await measureScroll(page);
    const checks = measureChecks(rows, sourceRows);

    const interactive = loads.map((load) => load.interactiveMs);
    const keystrokes = filter.map((step) => step.ms);
    const memoryKeystrokes = memoryFilter.map((step) => step.ms);
    const result = {
      at: new Date().toISOString(),
      tokens: rows.length,
      runs: RUNS,
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      budgets: BUDGET,
      load: { runs: loads, interactiveMedianMs: median(interactive), interactiveMaxMs: Math.max(...interactive) },
      filter: { steps: filter, medianMs: median(keystrokes), maxMs: Math.max(...keystrokes) },
      scroll,
      withMemoryPanel: {
        filter: { steps: memoryFilter, medianMs: median(memoryKeystrokes), maxMs: Math.max(...memoryKeystrokes) },
        scroll: memoryScroll,
      },
      checks,
      pass: {
        interactive: median(interactive) <= BUDGET.interactiveMs,
        filterKeystroke: Math.max(...keystrokes) <= BUDGET.filterKeystrokeMs,
        scroll: scroll.maxLongTaskMs <= BUDGET.longTaskMs && scroll.reachedRow === rows.length,
        memoryPanelFilterKeystroke: Math.max(...memoryKeystrokes) <= BUDGET.filterKeystrokeMs,
        memoryPanelScroll: memoryScroll.maxLongTaskMs <= BUDGET.longTaskMs && memoryScroll.reachedRow === rows.length,
      },
    };
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);

    console.log(
      `\nTranslator's screen, ${rows.length} tokens (${LANG}), Chromium, load average ${result.loadAverage.join(" ")}`,
    );
    console.log(
      `  interactive after data:  median ${result.load.interactiveMedianMs} ms, max ${result.load.interactiveMaxMs} ms   (budget ${BUDGET.interactiveMs} ms)`,
    );
    console.log(
      `  filter keystroke→rows:   median ${result.filter.medianMs} ms, max ${result.filter.maxMs} ms   (budget ${BUDGET.filterKeystrokeMs} ms)`,
    );
    for (const step of filter) console.log(`      "${step.query}" → ${step.rows} rows in ${step.ms} ms`);
    console.log(
      `  scroll top→bottom:       ${scroll.frames} frames in ${scroll.durationMs} ms, ${scroll.longTasks} long tasks, longest ${scroll.maxLongTaskMs} ms   (budget: none over ${BUDGET.longTaskMs} ms)`,
    );
    console.log(`  with the memory panel open:`);
    console.log(
      `    filter keystroke→rows: median ${result.withMemoryPanel.filter.medianMs} ms, max ${result.withMemoryPanel.filter.maxMs} ms   (budget ${BUDGET.filterKeystrokeMs} ms)`,
    );
    console.log(
      `    scroll top→bottom:     ${memoryScroll.frames} frames in ${memoryScroll.durationMs} ms, ${memoryScroll.longTasks} long tasks, longest ${memoryScroll.maxLongTaskMs} ms   (budget: none over ${BUDGET.longTaskMs} ms)`,
    );
    console.log(
      `  checks over the language: ${checks.findings} findings, CPU median ${checks.medianMs} ms, max ${checks.maxMs} ms`,
    );
    console.log(`  written to ${path.relative(process.cwd(), RESULTS)}`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
