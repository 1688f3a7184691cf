/**
 * `npm run bench`: the benchmarks, one after another, against a production build (`npm run build` first).
 * Each prints its figures and writes bench/results/<name>.json; none is part of `npm test`.
 */
import { spawnSync } from "node:child_process";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const benches = [
  ["BFF overhead and relay delay", "node", ["bench/bff.mjs"]],
  ["playground streaming smoothness", "node_modules/.bin/tsx", ["bench/playground-stream.ts"]],
  ["translations table with 10,000 tokens", "node_modules/.bin/tsx", ["bench/translations.ts"]],
];
let failed = 0;
for (const [title, command, args] of benches) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
