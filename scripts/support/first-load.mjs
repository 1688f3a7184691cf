/**
 * First-load JavaScript per route, measured from a running build: shared by `bench/first-load.mjs` (the table and
 * bench/results/first-load.json) and `scripts/check-first-load.mjs` (the budget check of the test run), so both
 * count the same way.
 *
 * Every page route of the build (from `<dist>/server/app-paths-manifest.json`) is fetched as HTML, signed in as the
 * admin, and every script it references is counted: `<script src>`, script preloads, and the chunks the RSC payload
 * inlined in the page lists for its client components (all needed to hydrate the page); `<script noModule>`
 * polyfills are left out, since current browsers skip them. Code split off with dynamic imports is loaded later and
 * is not counted. Each chunk is fetched from the console and compressed with gzip (zlib's default level, as Next's
 * own compression); a route's figure is the sum over its distinct chunks.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { CONSOLE_DIR, DIST, login, startConsole, startSandbox } from "./stack.mjs";

/** At most 250 kB (kB = 1,000 bytes) gzip on every route (docs/performance.md says what each route carries). */
export const BUDGET_BYTES = 250_000;
export const kB = (bytes) => Math.round(bytes / 100) / 10;

/** Values for dynamic segments. The pages render their data in the browser, so the JS does not depend on them. */
const SEGMENTS = {
  keyId: "key",
  projectId: "project",
  backupId: "backup",
  namespace: "garden-demo",
  shoot: "shoot",
  project: "project",
  path: "overview",
  taskId: "task",
  lang: "de",
  name: "profile",
  "...missing": "no-such-page",
};

/** The page routes of the build, as URLs: route groups dropped, dynamic segments filled in. */
export function routes() {
  const manifest = JSON.parse(readFileSync(join(CONSOLE_DIR, DIST, "server/app-paths-manifest.json"), "utf8"));
  const urls = new Map();
  for (const entry of Object.keys(manifest)) {
    if (!entry.endsWith("/page")) continue;
    const route = entry.slice(0, -"/page".length).replace(/\/\([^)]+\)/g, "") || "/";
    if (route.startsWith("/_")) continue; // /_not-found, /_global-error: not routes a user opens
    const url = route.replace(/\[([^\]]+)\]/g, (_, name) => {
      if (!(name in SEGMENTS)) throw new Error(`no value for the segment [${name}] of ${route}`);
      return SEGMENTS[name];
    });
    urls.set(route, url);
  }
  return [...urls].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The distinct script URLs a page's HTML references (tags, preloads, and chunk lists in the inlined RSC payload),
 * less `<script noModule>` ones: the legacy polyfills, which browsers with module support neither fetch nor run.
 */
export function scriptsOf(html) {
  const noModule = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /\bnomodule\b/i.test(tag)) noModule.add(src);
  }
  const found = new Set();
  for (const match of html.matchAll(/\/_next\/static\/[^"'\s\\<>)]+?\.js(?=[?"'\\\s<>)])/g)) {
    if (!noModule.has(match[0])) found.add(match[0]);
  }
  return [...found];
}

/**
 * Starts a sandbox and the built console (stopped by the caller's `run`/`stopAll`), and measures every route.
 * Resolves with `{pages: [{route, url, status, chunks, raw, gzip, scripts}], redirects: [{route, url, to}],
 * sizes: Map(chunk → {raw, gzip}),
 * shared: Set(chunks every route loads), sharedGzip, over: pages over the budget}`.
 */
export async function measureFirstLoad() {
  const sandbox = await startSandbox();
  const consoleProcess = await startConsole(sandbox);
  const cookie = await login(consoleProcess.url);

  const sizes = new Map(); // chunk → {raw, gzip}
  const sizeOf = async (path) => {
    if (!sizes.has(path)) {
      const response = await fetch(`${consoleProcess.url}${path}`);
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      sizes.set(path, { raw: body.length, gzip: gzipSync(body).length });
    }
    return sizes.get(path);
  };

  const pages = [];
  // Routes that only send the browser on to another route (`/ai` → `/ai/keys`): no page, no JavaScript of their own.
  const redirects = [];
  for (const [route, url] of routes()) {
    // The login page as a signed-out visitor sees it; every other page signed in.
    const response = await fetch(`${consoleProcess.url}${url}`, {
      headers: route === "/login" ? {} : { cookie },
      redirect: "manual",
    });
    const html = await response.text();
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const to = new URL(location, consoleProcess.url).pathname;
      // A redirect to the login page would mean the session was not taken: that measures nothing.
      if (to.startsWith("/login")) throw new Error(`${url}: sent to ${to}`);
      redirects.push({ route, url, to });
      continue;
    }
    // An error page would measure the wrong page.
    if (![200, 404].includes(response.status)) throw new Error(`${url}: ${response.status}`);
    const scripts = scriptsOf(html);
    if (scripts.length === 0) throw new Error(`${url}: no script found in the page`);
    let raw = 0;
    let gzip = 0;
    for (const script of scripts) {
      const size = await sizeOf(script);
      raw += size.raw;
      gzip += size.gzip;
    }
    pages.push({ route, url, status: response.status, chunks: scripts.length, raw, gzip, scripts });
  }

  // Chunks every route loads: the framework and the shell, listed apart as Next used to.
  const shared = pages.map((p) => new Set(p.scripts)).reduce((a, b) => new Set([...a].filter((s) => b.has(s))));
  const sharedGzip = [...shared].reduce((sum, s) => sum + sizes.get(s).gzip, 0);
  const over = pages.filter((p) => p.gzip > BUDGET_BYTES);
  return { pages, redirects, sizes, shared, sharedGzip, over };
}
