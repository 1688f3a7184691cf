/**
 * `npm run bundle`: the deployable console in one folder, nothing else from the repository needed: Next's
 * standalone server with the node_modules it uses, the static assets, public/ and the graceful-stop preload.
 *
 *   node scripts/bundle.mjs [--out dist/console] [--no-build]
 *   cd dist/console && PORT=3000 HOSTNAME=0.0.0.0 node --import ./graceful-stop.mjs server.js
 *
 * --no-build takes an existing build made with NEXT_OUTPUT=standalone (as `npm test` makes it). NEXT_DIST_DIR is
 * honoured. The Dockerfile runs the same steps.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { out: { type: "string" }, "no-build": { type: "boolean" } } });
const root = new URL("..", import.meta.url).pathname;
const dist = process.env.NEXT_DIST_DIR || ".next";
const out = resolve(values.out ?? join(root, "dist/console"));

if (!values["no-build"]) {
  for (const [command, args] of [
    [join(root, "node_modules/.bin/next"), ["build"]],
    [process.execPath, [join(root, "scripts/compile-hints.mjs")]],
  ]) {
    const result = spawnSync(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NEXT_OUTPUT: "standalone", NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (result.status !== 0) process.exit(result.status || 1);
  }
}

const standalone = join(root, dist, "standalone");
if (!existsSync(join(standalone, "server.js"))) {
  console.error(
    `bundle: no ${dist}/standalone/server.js: build with NEXT_OUTPUT=standalone first (or drop --no-build)`,
  );
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
// Links as they are: Next links each external package (`.next/node_modules/prom-client-<hash>`) relatively, and a
// link rewritten to the build tree's absolute path would leave the bundle depending on that tree.
cpSync(standalone, out, { recursive: true, verbatimSymlinks: true });
cpSync(join(root, dist, "static"), join(out, dist, "static"), { recursive: true });
cpSync(join(root, "public"), join(out, "public"), { recursive: true });
cpSync(join(root, "scripts/graceful-stop.mjs"), join(out, "graceful-stop.mjs"));
// A build's local session data or secret must never ship.
rmSync(join(out, ".data"), { recursive: true, force: true });
console.log(`bundle: ${out}\n  start: cd ${out} && node --import ./graceful-stop.mjs server.js`);
