/**
 * What the .mjs benchmarks share: a sandbox and a built console (`next start`) as child processes on free loopback
 * ports, logins, a stop that ends both, and the results folder. Same approach as bench/bff.mjs.
 *
 * Env: NEXT_DIST_DIR (build folder, default .next), CONSOLE_DIR (the Next project to start, default the repository
 * root).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";

export const ROOT = new URL("../..", import.meta.url).pathname;
export const DIST = process.env.NEXT_DIST_DIR || ".next";
export const CONSOLE_DIR = process.env.CONSOLE_DIR || ROOT;
export const TOKENS = { admin: "demo-admin-token", reader: "demo-reader-token", translator: "demo-translator-token" };
export const GATEWAY_KEY = "sk-gateway-demo-all";

const children = [];
const tempDirs = [];

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function tempDir(name) {
  const dir = mkdtempSync(join(tmpdir(), name));
  tempDirs.push(dir);
  return dir;
}

export function requireBuild() {
  if (!existsSync(join(CONSOLE_DIR, DIST, "BUILD_ID"))) {
    throw new Error(`No build in ${DIST}: run \`npm run build\` first (or set NEXT_DIST_DIR).`);
  }
}

/**
 * Starts a child and resolves with `{child, match}` once stdout (or stderr, with `stderrPattern`) matches. After
 * that its output is drained and dropped: the console logs a line per request, and keeping those (or leaving the
 * pipe unread, which would block the console once the pipe is full) would cost the benchmark itself.
 */
function startChild(command, args, env, pattern, cwd = ROOT, extra = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  let started = false;
  const found = {};
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(" ")} did not start in time:\n${output}`)), 90_000);
    const check = () => {
      if (started) return;
      if (extra.stderrPattern && !found.stderr) found.stderr = extra.stderrPattern.exec(output) ?? undefined;
      const match = pattern.exec(output);
      if (match && (!extra.stderrPattern || found.stderr)) {
        started = true;
        output = "";
        clearTimeout(timer);
        resolve({ child, match, stderrMatch: found.stderr });
      }
    };
    child.stdout.on("data", (chunk) => {
      if (started) return;
      output += chunk;
      check();
    });
    child.stderr.on("data", (chunk) => {
      if (started) return;
      output += chunk;
      check();
    });
    child.once("exit", (code) => {
      if (!started) reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`));
    });
  });
}

/** The sandbox in its own process (so that the console's memory and CPU figures are the console's alone). */
export async function startSandbox(extraArgs = []) {
  const { match } = await startChild(
    join(ROOT, "node_modules/.bin/tsx"),
    [
      "sandbox/main.ts",
      "--port",
      "0",
      "--gateway-port",
      "0",
      "--data-dir",
      tempDir("bench-sandbox-"),
      "--reset",
      ...extraArgs,
    ],
    {},
    /SANDBOX_READY (\{.*\})/,
  );
  return JSON.parse(match[1]);
}

/**
 * The built console against the sandbox. `nodeArgs` go before Next's binary (e.g. `--cpu-prof`); with
 * `inspect: true` the inspector listens on a free loopback port and its WebSocket URL is returned as well.
 * `launcher`: a script that takes Next's arguments instead of Next's binary (scripts/cluster.mjs). `dir`: another
 * Next project (bench/calibration), answered as ready once `probe` answers 200.
 * Resolves with `{url, pid, inspectorUrl?}`.
 */
export async function startConsole(
  sandbox,
  { env = {}, inspect = false, nodeArgs: extraNodeArgs = [], launcher, dir = CONSOLE_DIR, probe = "/api/health" } = {},
) {
  const port = await freePort();
  const nodeArgs = [...(inspect ? ["--inspect=127.0.0.1:0"] : []), ...extraNodeArgs];
  const demoTokens = Object.entries(TOKENS).map(([name, value]) => ({ name, value }));
  const { child, stderrMatch } = await startChild(
    process.execPath,
    [
      ...nodeArgs,
      launcher ?? join(ROOT, "node_modules/next/dist/bin/next"),
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      COOKIE_SECURE: "false",
      DATA_DIR: tempDir("bench-console-"),
      PORTAL_URL: sandbox.portalUrl,
      GATEWAY_URL: sandbox.gatewayUrl,
      GATEWAY_API_KEY: GATEWAY_KEY,
      REGIONS: "eu-central,eu-west",
      SANDBOX_DEMO_TOKENS: JSON.stringify(demoTokens),
      NEXT_DIST_DIR: DIST,
      // As `npm start` runs the console (scripts/start.mjs): two malloc arenas unless the caller chose otherwise.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2",
      ...env,
    },
    /Ready|started server|Local:/i,
    dir,
    inspect ? { stderrPattern: /Debugger listening on (ws:\/\/\S+)/ } : {},
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}${probe}`)).ok) return { url, pid: child.pid, inspectorUrl: stderrMatch?.[1] };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`console did not answer ${probe}`);
}

/** A throwaway redis-server on a free loopback port (no persistence), stopped with the rest. Resolves with its URL. */
export async function startRedis() {
  const port = await freePort();
  await startChild(
    "/usr/bin/redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {},
    /Ready to accept connections/i,
  );
  return `redis://127.0.0.1:${port}`;
}

/** Logs in through the BFF; resolves with the `name=value` of the session cookie. */
export async function login(consoleUrl, token = TOKENS.admin, region = "eu-central") {
  const response = await fetch(`${consoleUrl}/api/session`, {
    method: "POST",
    headers: { "x-csrf": "1", "content-type": "application/json" },
    body: JSON.stringify({ token, region }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0].split(";")[0];
}

/** A call to the sandbox's control API (pace, faults, clock…). */
export async function control(baseUrl, key, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "x-sandbox-control": key, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

export const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Prints rows under a header, first column left-aligned, the others right-aligned. */
export function printTable(header, rows) {
  const cell = (c) => (typeof c === "number" ? (Number.isInteger(c) ? String(c) : c.toFixed(2)) : String(c ?? ""));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => cell(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? cell(c).padEnd(widths[i]) : cell(c).padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

/** Writes bench/results/<name>.json, with the time and the machine's load average (this machine is shared). */
export function writeResults(name, results) {
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  const file = join(ROOT, "bench/results", `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), loadAverage: loadavg(), ...results }, null, 2)}\n`,
  );
  console.log(`\nwritten: bench/results/${name}.json`);
}

/**
 * A warning when the machine was busier than its cores during a run: wall-clock figures then include waiting for a
 * CPU, and are not valid figures for judging a budget. Null when the machine was not overloaded.
 */
export function busyWarning() {
  const [one] = loadavg();
  const cores = cpus().length;
  return one > cores
    ? `note: load average ${one.toFixed(1)} on ${cores} cores: the machine is shared and busy, so times include waiting for a CPU (not a valid figure for a budget)`
    : null;
}

export async function stopAll() {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map(
        (child) =>
          new Promise((resolve) => {
            child.once("exit", resolve);
            child.kill("SIGTERM");
            setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
          }),
      ),
  );
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

/** Runs `main`, stops every child either way, and exits 0 only when `main` resolved with a truthy "passed". */
export function run(main) {
  process.on("SIGINT", () => stopAll().then(() => process.exit(130)));
  main().then(
    (passed) => stopAll().then(() => process.exit(passed === false ? 1 : 0)),
    (error) => {
      console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return stopAll().then(() => process.exit(1));
    },
  );
}
