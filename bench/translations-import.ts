/**
 * Importing a translator's file of 10,000 units, in Chromium, against a sandbox seeded with 10,000 extra tokens per
 * language and the built console (`next start`; build first, and run with the same NEXT_DIST_DIR): an XLIFF 2.0
 * file as the console exports it, with every target changed (the worst case: 10,000 changes to plan, check and
 * preview), picked from disk in the import dialog. Measured from the pick to the preview on screen: the long tasks
 * (> 50 ms) of the page, and the time until the preview shows.
 *
 * Usage: `npx tsx bench/translations-import.ts` (env: BENCH_TOKENS, default 10000; BENCH_RUNS, default 3;
 * BENCH_CPU_SLOWDOWN, Chromium's CPU throttling of the page, default 1; BENCH_TRACE, a file for a Chromium trace).
 * Prints a summary and writes bench/results/translations-import.json.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { startStack, TOKENS, type Stack } from "../e2e/support/stack";
import { CHROMIUM, CHROMIUM_ARGS } from "../playwright.config";
import common from "../messages/en/common.json" with { type: "json" };
import messages from "../messages/en/translations.json" with { type: "json" };
import type { ExchangeUnit } from "../components/translations/exchange/units";
import { writeExchange } from "../components/translations/exchange/write";

const TOKENS_PER_LANGUAGE = Number(process.env.BENCH_TOKENS ?? 10_000);
const UNITS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Chromium's CPU throttling (2 = half speed), to see the page as on a slower or busier machine. */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
/** A Chromium trace of the runs (DevTools' Performance panel opens it): each task's CPU time beside its duration. */
const TRACE = process.env.BENCH_TRACE;
const LANG = "fr";
const BUDGET = { longestTaskMs: 200 };
const RESULTS = path.join(import.meta.dirname, "results", "translations-import.json");

interface Row {
  key: string;
  value: string;
  translated: boolean;
}

async function fetchTable(stack: Stack, lang: string): Promise<Row[]> {
  const response = await fetch(`${stack.portalUrl}/i18n/lang/${lang}/table`, {
    headers: { "auth-token": TOKENS.admin, region: "eu-central" },
  });
  return (await response.json()) as Row[];
}

/** 10,000 units of the language with a new text each, as the console writes them. */
async function changedFile(stack: Stack): Promise<{ file: string; bytes: number }> {
  const [rows, source] = await Promise.all([fetchTable(stack, LANG), fetchTable(stack, "en")]);
  const english = new Map(source.map((row) => [row.key, row.value]));
  const units: ExchangeUnit[] = rows.slice(0, UNITS).map((row, n) => ({
    key: row.key,
    source: english.get(row.key) ?? "",
    target: `${row.translated ? row.value : (english.get(row.key) ?? "")}${n % 3 === 0 ? "\n" : " "}(révisé ${n})`,
    state: "translated",
  }));
  const t = createTranslator({ locale: "en", messages: { notes: messages.exchange.notes }, namespace: "notes" });
  const { text } = writeExchange("xliff20", { sourceLang: "en", targetLang: LANG, units }, (key, values) =>
    t(key, values),
  );
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bench-import-")), `translations-${LANG}.xliff20.xlf`);
  writeFileSync(file, text);
  return { file, bytes: Buffer.byteLength(text) };
}

async function login(page: Page) {
  await page.goto(`/login?next=${encodeURIComponent(`/translations/${LANG}`)}`);
  await page.getByLabel("Access token", { exact: true }).fill(TOKENS.translator);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("token-grid").waitFor();
}

/** One import: open the dialog, pick the file, wait for the preview; long tasks from the pick on. */
async function measureImport(page: Page, file: string) {
  await page.getByRole("button", { name: messages.import.open }).click();
  const dialog = page.getByRole("dialog", { name: messages.import.title });
  const input = dialog.getByLabel(messages.import.file);
  await input.evaluate((element) => {
    const marks: { picked?: number; shown?: number; tasks: number[]; preview?: Promise<void> } = { tasks: [] };
    (window as unknown as { __import: typeof marks }).__import = marks;
    // The marks name the moments in a trace (BENCH_TRACE).
    element.addEventListener("change", () => (marks.picked = performance.mark("import-picked").startTime));
    // Awaited in the page: a locator's wait would poll the page's roles, long tasks of the harness's own.
    marks.preview = new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error("no preview after 120 s")), 120_000);
      new MutationObserver((_, observer) => {
        if (document.querySelector("[data-testid=import-preview] tbody tr")) {
          marks.shown = performance.mark("import-shown").startTime;
          observer.disconnect();
          resolve();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (marks.picked !== undefined && entry.startTime >= marks.picked) marks.tasks.push(entry.duration);
    }).observe({ type: "longtask" });
  });
  await input.setInputFiles(file);
  await page.evaluate(() => (window as unknown as { __import: { preview: Promise<void> } }).__import.preview);
  // Tasks that end after the preview appeared (its rows' first paint) still count.
  await page.waitForTimeout(1_000);
  const marks = await page.evaluate(
    () => (window as unknown as { __import: { picked: number; shown: number; tasks: number[] } }).__import,
  );
  const summary = await dialog.getByTestId("import-preview").locator("p").first().textContent();
  await dialog.getByRole("button", { name: messages.import.cancel }).click();
  // A previewed file counts as unsaved work: the dialog asks before it is thrown away.
  await page.getByRole("button", { name: common.leave.confirm }).click();
  await dialog.waitFor({ state: "hidden" });
  return {
    previewMs: Math.round(marks.shown - marks.picked),
    longTasksMs: marks.tasks.map(Math.round),
    longestTaskMs: Math.round(Math.max(0, ...marks.tasks)),
    summary,
  };
}

async function main() {
  console.log(`Starting a sandbox with ${TOKENS_PER_LANGUAGE} extra tokens per language and the built console…`);
  const stack = await startStack({ seed: { i18nTokens: TOKENS_PER_LANGUAGE } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const { file, bytes } = await changedFile(stack);
    const context = await browser.newContext({ baseURL: stack.consoleUrl, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await login(page);
    if (CPU_SLOWDOWN > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    }
    console.log(`  importing a ${(bytes / 1e6).toFixed(1)} MB XLIFF 2.0 file of ${UNITS} changed units…`);
    const runs = [];
    if (TRACE)
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
      });
    for (let run = 0; run < RUNS; run++) runs.push(await measureImport(page, file));
    if (TRACE) writeFileSync(TRACE, await browser.stopTracing());
    const longest = Math.max(...runs.map((run) => run.longestTaskMs));
    const result = {
      at: new Date().toISOString(),
      units: UNITS,
      bytes,
      runs,
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      cpuSlowdown: CPU_SLOWDOWN,
      budgets: BUDGET,
      pass: { longestTask: longest <= BUDGET.longestTaskMs },
    };
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
    const slowdown = CPU_SLOWDOWN > 1 ? `, CPU throttled ${CPU_SLOWDOWN}×` : "";
    console.log(
      `\nImport of ${UNITS} changed units (${LANG}), Chromium${slowdown}, load average ${result.loadAverage.join(" ")}`,
    );
    for (const run of runs)
      console.log(
        `  preview after ${run.previewMs} ms; long tasks ${run.longTasksMs.join(", ") || "none"} ms   (${run.summary})`,
      );
    console.log(`  longest task ${longest} ms   (budget ${BUDGET.longestTaskMs} ms)`);
    console.log(`  written to ${path.relative(process.cwd(), RESULTS)}`);
    if (!result.pass.longestTask) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

void main();
