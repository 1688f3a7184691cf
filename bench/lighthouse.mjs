/**
 * Lighthouse performance score of the console's main pages: login, home, AI keys, chat playground, translations.
 *
 * Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) is started headless by chrome-launcher; Lighthouse
 * drives it over its debugging port. Signed-in pages get the session cookie through Lighthouse's `extraHeaders`
 * (sent with every request, the page's own API calls included). Each page is measured BENCH_LIGHTHOUSE_RUNS times
 * (default 3) and the median score counts, since a shared machine makes single runs noisy.
 *
 * Preset: BENCH_LIGHTHOUSE_PRESET=mobile (Lighthouse's default: simulated slow 4G and a 4× slower CPU) or desktop.
 * Budget: a score of at least 90 on every page. Prints a table, writes bench/results/lighthouse.json, exits
 * non-zero when a page is under budget. Env: BENCH_LIGHTHOUSE_PAGES (a comma list of page names, to measure only
 * those), BENCH_LIGHTHOUSE_REPORT_DIR (keep every run's full report there), NEXT_DIST_DIR, CONSOLE_DIR.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadavg } from "node:os";
import {
  login,
  printTable,
  requireBuild,
  run,
  startConsole,
  startSandbox,
  TOKENS,
  writeResults,
  busyWarning,
} from "../scripts/support/stack.mjs";

const PRESET = process.env.BENCH_LIGHTHOUSE_PRESET === "desktop" ? "desktop" : "mobile";
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const BUDGET = 90;
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8"),
).version;

const ALL_PAGES = [
  { name: "login", path: "/login", token: null },
  { name: "home", path: "/", token: TOKENS.admin },
  { name: "AI keys", path: "/ai/keys", token: TOKENS.admin },
  { name: "playground", path: "/playground", token: TOKENS.admin },
  { name: "translations", path: "/translations", token: TOKENS.translator },
];

// BENCH_LIGHTHOUSE_PAGES=home,playground measures only those (by name, case-insensitive).
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.toLowerCase().split(",");
const PAGES = ONLY ? ALL_PAGES.filter((p) => ONLY.includes(p.name.toLowerCase())) : ALL_PAGES;

// BENCH_LIGHTHOUSE_REPORT_DIR=<dir> keeps each run's full report there (long tasks, the network graph): the leads.
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

const chromiumVersion = () =>
  execFileSync(CHROMIUM, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  requireBuild();
  const sandbox = await startSandbox();
  const consoleProcess = await startConsole(sandbox);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-quic",
      "--no-first-run",
    ],
  });
  const results = [];
  try {
    for (const page of PAGES) {
      // A fresh session per page, so that one page's visit does not shape the next (and none nears its idle end).
      const cookie = page.token ? await login(consoleProcess.url, page.token) : null;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const flags = {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          ...(cookie ? { extraHeaders: { cookie } } : {}),
        };
        const result = await lighthouse(
          `${consoleProcess.url}${page.path}`,
          flags,
          PRESET === "desktop" ? desktopConfig : undefined,
        );
        const lhr = result.lhr;
        if (REPORT_DIR)
          writeFileSync(join(REPORT_DIR, `${page.name.replace(/\W+/g, "-")}-${i + 1}.json`), JSON.stringify(lhr));
        if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        // A page that bounced to the login page would score the wrong page.
        const finalUrl = new URL(lhr.finalDisplayedUrl);
        if (finalUrl.pathname !== page.path) throw new Error(`${page.path} ended on ${finalUrl.pathname}`);
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue])),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          // Where the main thread's time went, and what the page downloaded: the leads when a score is low.
          mainThread: (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((item) => ({
            group: item.groupLabel ?? item.group,
            ms: Math.round(item.duration),
          })),
          scripts: (lhr.audits["bootup-time"]?.details?.items ?? [])
            .slice(0, 5)
            .map((item) => ({ url: item.url, ms: Math.round(item.total), scriptingMs: Math.round(item.scripting) })),
          scriptTransferBytes: (lhr.audits["network-requests"]?.details?.items ?? [])
            .filter((item) => item.resourceType === "Script")
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          warnings: lhr.runWarnings,
        });
      }
      const score = median(runs.map((r) => r.score));
      const metrics = Object.fromEntries(METRICS.map((id) => [id, median(runs.map((r) => r.metrics[id]))]));
      results.push({ ...page, token: undefined, score, scores: runs.map((r) => r.score), metrics, runs });
      console.log(`  ${page.name}: ${runs.map((r) => r.score).join(", ")}`);
    }
  } finally {
    await chrome.kill();
  }

  const under = results.filter((r) => r.score < BUDGET);
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION} performance, ${PRESET} preset, median of ${RUNS}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  printTable(
    ["page", "score", "runs", "FCP ms", "LCP ms", "TBT ms", "CLS", "SI ms"],
    results.map((r) => [
      `${r.name} (${r.path})`,
      `${r.score}${r.score < BUDGET ? " UNDER" : ""}`,
      r.scores.join("/"),
      Math.round(r.metrics["first-contentful-paint"]),
      Math.round(r.metrics["largest-contentful-paint"]),
      Math.round(r.metrics["total-blocking-time"]),
      Number(r.metrics["cumulative-layout-shift"].toFixed(3)),
      Math.round(r.metrics["speed-index"]),
    ]),
  );
  const busy = busyWarning();
  if (busy) console.log(busy);
  console.log(
    under.length ? `lighthouse: FAIL (${under.map((r) => r.name).join(", ")} under ${BUDGET})` : "lighthouse: PASS",
  );
  writeResults("lighthouse", {
    lighthouse: LIGHTHOUSE_VERSION,
    chromium: chromiumVersion(),
    preset: PRESET,
    busy,
    runsPerPage: RUNS,
    budget: BUDGET,
    pages: results.map(({ name, path, score, scores, metrics, runs }) => ({
      name,
      path,
      score,
      scores,
      metricsMedian: metrics,
      benchmarkIndex: runs.map((r) => r.benchmarkIndex),
      scriptTransferBytes: runs.map((r) => r.scriptTransferBytes),
      mainThread: runs.at(-1).mainThread,
      slowestScripts: runs.at(-1).scripts,
      warnings: [...new Set(runs.flatMap((r) => r.warnings))],
    })),
    passed: under.length === 0,
  });
  return under.length === 0;
}

run(main);
