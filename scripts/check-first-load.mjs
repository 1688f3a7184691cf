/**
 * The first-load budget as a check of the test run: after the production build, every route's first-load JavaScript
 * must be at most 250 kB gzip. Counts exactly as `npm run bench`'s first-load benchmark (`scripts/support/first-load.mjs`:
 * sandbox + built console on free loopback ports, each route's HTML signed in, the chunks it references, gzip).
 * Prints the routes over budget with their largest own chunks; exits 1 when any is over, 0 otherwise.
 * Env: NEXT_DIST_DIR (the build to check, default .next).
 */
import { BUDGET_BYTES, kB, measureFirstLoad } from "./support/first-load.mjs";
import { requireBuild, run } from "./support/stack.mjs";

async function main() {
  requireBuild();
  const { pages, sizes, shared, sharedGzip, over } = await measureFirstLoad();
  const largest = pages.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(
    `first-load JS: ${pages.length} routes, largest ${largest.route} ${kB(largest.gzip)} kB gzip, ` +
      `shared by all ${kB(sharedGzip)} kB; budget ${kB(BUDGET_BYTES)} kB per route`,
  );
  for (const page of over) {
    const own = page.scripts
      .filter((s) => !shared.has(s))
      .map((s) => `${s.split("/").pop()} ${kB(sizes.get(s).gzip)}`)
      .sort((a, b) => parseFloat(b.split(" ")[1]) - parseFloat(a.split(" ")[1]))
      .slice(0, 5);
    console.error(`  OVER ${page.route}: ${kB(page.gzip)} kB (largest own chunks: ${own.join(", ")})`);
  }
  console.log(
    over.length ? `first-load budget: FAIL (${over.length} of ${pages.length} routes over)` : "first-load budget: PASS",
  );
  return over.length === 0;
}

run(main);
