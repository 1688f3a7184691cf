/**
 * `npm test`: lint, formatting (`prettier --check`), typecheck, unit and integration tests (vitest), a production build (with the standalone bundle)
 * and its first-load JavaScript budget, the operations suites on that bundle (tests/ops: standalone start, the image's
 * user, rolling restarts behind nginx and ingress-nginx), then the end-to-end suites in Debian's Chromium against the sandbox. Ends with one summary line of passed and failed tests.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { ensureSystemDeps } from "./system-deps.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
mkdirSync("test-results", { recursive: true });

function run(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    summary();
    process.exit(result.status || 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

const npx = (bin) => `node_modules/.bin/${bin}`;

// Read as soon as vitest has written it: Playwright empties test-results/ when it starts.
const reports = { unit: null, ops: null };
const readReport = (name) => {
  if (existsSync(`test-results/${name}.json`))
    reports[name] = JSON.parse(readFileSync(`test-results/${name}.json`, "utf8"));
};

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of ["unit", "ops"]) {
    if (!reports[name]) readReport(name);
    const report = reports[name];
    if (!report) continue;
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  if (existsSync("test-results/e2e.json")) {
    const stats = JSON.parse(readFileSync("test-results/e2e.json", "utf8")).stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    skipped += stats.skipped ?? 0;
  }
  return { passed, failed, skipped };
}

function summary() {
  const { passed, failed, skipped } = counts();
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

for (const file of ["test-results/unit.json", "test-results/ops.json", "test-results/e2e.json"])
  if (existsSync(file)) spawnSync("rm", ["-f", file]);

if (want("lint")) run("lint", npx("eslint"), ["."]);
if (want("format")) run("format", npx("prettier"), ["--check", "."]);
if (want("typecheck")) run("typecheck", npx("tsc"), ["--noEmit"]);
if (want("unit")) {
  ensureSystemDeps({ only: ["redis-server", "nginx", "translate-toolkit"] });
  run("unit and integration tests (vitest)", npx("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=test-results/unit.json",
  ]);
  readReport("unit");
}
if (want("e2e") || want("ops")) {
  ensureSystemDeps();
  // The standalone server as well (NEXT_OUTPUT=standalone): the operations suites start it as the image does.
  run("production build", npx("next"), ["build"], { NEXT_OUTPUT: "standalone" });
  // As `npm run build` does: V8 compiles the chunks while they download (scripts/compile-hints.mjs).
  run("compile hints", process.execPath, ["scripts/compile-hints.mjs"]);
  // Issue #12's budget, from the build just made: at most 250 kB of compressed JavaScript on any route's first load.
  run("first-load JavaScript budget", process.execPath, ["scripts/check-first-load.mjs"]);
}
if (want("ops")) {
  run(
    "operations tests (standalone bundle, the image's user, rolling restarts behind nginx and ingress-nginx)",
    npx("vitest"),
    [
      "run",
      "--config",
      "vitest.ops.config.ts",
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=test-results/ops.json",
    ],
  );
  readReport("ops");
}
if (want("e2e")) {
  run("end-to-end tests (Playwright, Chromium)", npx("playwright"), ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/e2e.json",
  });
}
summary();
