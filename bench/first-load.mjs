/**
 * First-load JavaScript per route: what a browser must download before a page of the console works.
 *
 * Next 16 no longer prints these sizes, so they are measured from the running build, as
 * `scripts/support/first-load.mjs` describes (shared with `scripts/check-first-load.mjs`, the test run's budget check).
 *
 * Budget: at most 250 kB (kB = 1,000 bytes) gzip on every route. Prints a table, writes
 * bench/results/first-load.json, exits non-zero when a route is over budget.
 * Env: NEXT_DIST_DIR, CONSOLE_DIR.
 */
import { BUDGET_BYTES, kB, measureFirstLoad } from "../scripts/support/first-load.mjs";
import { printTable, requireBuild, run, writeResults } from "../scripts/support/stack.mjs";

async function main() {
  requireBuild();
  const { pages, redirects, sizes, shared, sharedGzip, over } = await measureFirstLoad();

  printTable(
    ["route", "chunks", "raw kB", "gzip kB", "of which own kB"],
    pages.map((p) => [
      p.route,
      p.chunks,
      kB(p.raw),
      `${kB(p.gzip).toFixed(1)}${p.gzip > BUDGET_BYTES ? " OVER" : ""}`,
      kB(p.scripts.filter((s) => !shared.has(s)).reduce((sum, s) => sum + sizes.get(s).gzip, 0)),
    ]),
  );
  const largest = pages.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  for (const r of redirects) console.log(`${r.route}: redirects to ${r.to} (no page of its own)`);
  console.log(`\nshared by all routes: ${shared.size} chunks, ${kB(sharedGzip)} kB gzip`);
  console.log(`largest: ${largest.route} ${kB(largest.gzip)} kB gzip; budget ${kB(BUDGET_BYTES)} kB per route`);
  console.log(over.length ? `first-load: FAIL (${over.map((p) => p.route).join(", ")})` : "first-load: PASS");

  writeResults("first-load", {
    method:
      "HTML of each route fetched signed in; distinct /_next/static/**.js it references; gzip (zlib default level)",
    budgetBytes: BUDGET_BYTES,
    sharedGzipBytes: sharedGzip,
    routes: pages.map(({ route, url, status, chunks, raw, gzip, scripts }) => ({
      route,
      url,
      status,
      chunks,
      rawBytes: raw,
      gzipBytes: gzip,
      // This route's own chunks (not shared by all routes), largest first: where to look when it is over budget.
      ownChunks: scripts
        .filter((s) => !shared.has(s))
        .map((s) => ({ path: s, gzipBytes: sizes.get(s).gzip }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
    })),
    redirects,
    sharedChunks: [...shared]
      .map((s) => ({ path: s, gzipBytes: sizes.get(s).gzip }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
    largestChunks: [...sizes]
      .sort((a, b) => b[1].gzip - a[1].gzip)
      .slice(0, 10)
      .map(([path, size]) => ({ path, rawBytes: size.raw, gzipBytes: size.gzip })),
    over: over.map((p) => p.route),
    passed: over.length === 0,
  });
  return over.length === 0;
}

run(main);
