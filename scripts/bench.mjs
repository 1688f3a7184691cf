/**
 * `npm run bench`: the benchmarks, one after another, against a production build (`npm run build` first).
 * Each prints its figures and writes bench/results/<name>.json; none is part of `npm test`. Every bench honours
 * NEXT_DIST_DIR (the build folder). Exits non-zero when any bench failed its budget or could not run.
 */
import { spawnSync } from "node:child_process";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const benches = [
  ["BFF overhead and relay delay", "node", ["bench/bff.mjs"]],
  ["shape check of portal reads", "node_modules/.bin/tsx", ["bench/output-check.ts"]],
  ["playground streaming smoothness", "node_modules/.bin/tsx", ["bench/playground-stream.ts"]],
  ["translations table with 10,000 tokens", "node_modules/.bin/tsx", ["bench/translations.ts"]],
  ["translation memory lookup over 12,000+ tokens", "node_modules/.bin/tsx", ["bench/translation-memory.ts"]],
  ["import of a 10,000-unit XLIFF file", "node_modules/.bin/tsx", ["bench/translations-import.ts"]],
  ["AI costs page: a year of daily data for 500 keys", "node_modules/.bin/tsx", ["bench/ai-costs.ts"]],
  ["load: 200 portal clients + 50 chat streams through the BFF", "node", ["bench/load.mjs"]],
  ["first-load JavaScript per route", "node", ["bench/first-load.mjs"]],
  ["Lighthouse performance of the main pages", "node", ["bench/lighthouse.mjs"]],
];
const failed = [];
for (const [title, command, args] of benches) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) failed.push(title);
}
console.log(failed.length ? `\nbench: ${failed.length} failed: ${failed.join("; ")}` : "\nbench: all passed");
process.exit(failed.length ? 1 : 0);
