/**
 * BFF benchmark: what the console's server adds on top of the upstreams.
 *
 * 1. A small portal GET (`ai.providers.list`) through the BFF vs the same call straight to the sandbox portal,
 *    at 1 and 50 connections: p50, p99, req/s, and the BFF/direct ratio; plus the console's floor (Next and the
 *    route wrapper alone: GET /api/session without a session), which tells framework cost from proxy cost.
 *    Beside it, the calibration app (bench/calibration: the same Next with a bare route handler that only forwards
 *    the same GET with undici, and one answering a constant), built on first use: what Next alone serves on this
 *    machine at this moment, the reference the throughput budget is stated against.
 * 2. The relay's added delay per streamed chat chunk: a timestamping tap sits between the console and the sandbox
 *    gateway; each SSE event's time of leaving the tap is matched with its arrival at the client (p50/p99).
 *
 * Starts the sandbox and the built console (`next start`; run `npm run build` first) on free loopback ports and
 * stops both. Prints a table and writes bench/results/bff.json.
 * Env: BENCH_DURATION (seconds per load run, default 8), NEXT_DIST_DIR (build folder, default .next),
 * CONSOLE_DIR (the Next project to start, default the repository root).
 */
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { cpuPerRequest } from "./support/cpu.mjs";
import { join } from "node:path";

const ROOT = new URL("..", import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const DIST = process.env.NEXT_DIST_DIR || ".next";
const CONSOLE_DIR = process.env.CONSOLE_DIR || ROOT;
const TOKEN = "demo-admin-token";
const GATEWAY_KEY = "sk-gateway-demo-all";
const children = [];
const tempDirs = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function tempDir(name) {
  const dir = mkdtempSync(join(tmpdir(), name));
  tempDirs.push(dir);
  return dir;
}

/** Starts a child and resolves with the first stdout line matching `pattern`. */
function startChild(command, args, env, pattern, cwd = ROOT) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  let started = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(" ")} did not start in time:\n${output}`)), 60_000);
    // Until the ready line, keep the output for error messages; after it, drain and drop it (the console logs a
    // line per request, and keeping those would cost the benchmark itself).
    child.stdout.on("data", (chunk) => {
      if (started) return;
      output += chunk;
      const match = pattern.exec(output);
      if (match) {
        started = true;
        output = "";
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.stderr.on("data", (chunk) => {
      if (!started) output += chunk;
    });
    child.once("exit", (code) => {
      if (!started) reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`));
    });
  });
}

async function startSandbox() {
  const match = await startChild(
    join(ROOT, "node_modules/.bin/tsx"),
    ["sandbox/main.ts", "--port", "0", "--gateway-port", "0", "--data-dir", tempDir("bench-sandbox-"), "--reset"],
    {},
    /SANDBOX_READY (\{.*\})/,
  );
  return JSON.parse(match[1]);
}

const CALIBRATION_DIR = join(ROOT, "bench/calibration");

/** Builds the calibration app when it has no build yet (about 10 s). */
function buildCalibration() {
  if (existsSync(join(CALIBRATION_DIR, ".next-calibration/BUILD_ID"))) return;
  const result = spawnSync(join(ROOT, "node_modules/.bin/next"), ["build"], {
    cwd: CALIBRATION_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("building bench/calibration failed");
}

async function startConsole(env, cwd = CONSOLE_DIR) {
  const port = await freePort();
  await startChild(
    process.execPath,
    [join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    // MALLOC_ARENA_MAX: as `npm start` runs the console (scripts/start.mjs).
    {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      COOKIE_SECURE: "false",
      DATA_DIR: tempDir("bench-console-"),
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2",
      ...env,
    },
    /Ready|started server|Local:/i,
    cwd,
  );
  const url = `http://127.0.0.1:${port}`;
  const probe = cwd === CALIBRATION_DIR ? "/api/constant" : "/api/health";
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}${probe}`)).ok) return { url, pid: children.at(-1).pid };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("console did not answer /api/health");
}

/**
 * A pass-through in front of the sandbox gateway that notes when each SSE event leaves it, keyed by the event
 * text, so the client can tell how long the BFF took to pass each one on.
 */
function startTap(gatewayUrl) {
  const departures = new Map();
  const upstream = new URL(gatewayUrl);
  const server = createServer((req, res) => {
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        let pending = "";
        answer.on("data", (chunk) => {
          res.write(chunk);
          const now = performance.now();
          pending += chunk.toString("utf8");
          const events = pending.split("\n\n");
          pending = events.pop() ?? "";
          for (const event of events) if (event.startsWith("data:")) departures.set(event, now);
        });
        answer.on("end", () => res.end());
      },
    );
    forward.on("error", () => res.destroy());
    res.on("close", () => forward.destroy());
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${server.address().port}`, departures, server })),
  );
}

async function control(baseUrl, key, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "x-sandbox-control": key, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

async function login(consoleUrl) {
  const response = await fetch(`${consoleUrl}/api/session`, {
    method: "POST",
    headers: { "x-csrf": "1", "content-type": "application/json" },
    body: JSON.stringify({ token: TOKEN, region: "eu-central" }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0].split(";")[0];
}

async function load(url, headers, connections) {
  await autocannon({ url, headers, connections, duration: 2 }); // warm-up: JIT, keep-alive pools, caches
  const result = await autocannon({ url, headers, connections, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), requests: result.requests.total };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Streams chat completions through the console; each event's arrival minus its departure from the tap. */
async function relayDelays(consoleUrl, cookie, departures, streams) {
  const delays = [];
  for (let s = 0; s < streams; s++) {
    departures.clear();
    const response = await fetch(`${consoleUrl}/api/gateway/v1/chat/completions`, {
      method: "POST",
      headers: { "x-csrf": "1", "content-type": "application/json", cookie },
      body: JSON.stringify({
        model: "openai/gpt-4o",
        messages: [{ role: "user", content: "How should I plan backups?" }],
        stream: true,
        seed: s,
        max_completion_tokens: 40,
      }),
    });
    if (response.status !== 200) throw new Error(`stream: ${response.status} ${await response.text()}`);
    const decoder = new TextDecoder();
    let pending = "";
    for await (const chunk of response.body) {
      const now = performance.now();
      pending += decoder.decode(chunk, { stream: true });
      const events = pending.split("\n\n");
      pending = events.pop() ?? "";
      for (const event of events) {
        const departed = departures.get(event);
        if (departed !== undefined) delays.push(now - departed);
      }
    }
  }
  return { chunks: delays.length, p50: percentile(delays, 50), p99: percentile(delays, 99) };
}

const fmt = (n, digits = 2) => (typeof n === "number" ? n.toFixed(digits) : String(n));

async function main() {
  if (!existsSync(join(CONSOLE_DIR, DIST, "BUILD_ID"))) {
    throw new Error(`No build in ${DIST}: run \`npm run build\` first (or set NEXT_DIST_DIR).`);
  }
  const sandbox = await startSandbox();
  const tap = await startTap(sandbox.gatewayUrl);
  const { url: consoleUrl, pid: consolePid } = await startConsole({
    PORTAL_URL: sandbox.portalUrl,
    GATEWAY_URL: tap.url,
    GATEWAY_API_KEY: GATEWAY_KEY,
    REGIONS: "eu-central,eu-west",
    NEXT_DIST_DIR: DIST,
  });
  const cookie = await login(consoleUrl);
  buildCalibration();
  const { url: calibrationUrl, pid: calibrationPid } = await startConsole(
    { PORTAL_URL: sandbox.portalUrl, CALIBRATION_TOKEN: TOKEN, NEXT_DIST_DIR: "" },
    CALIBRATION_DIR,
  );

  const portal = {};
  for (const connections of [1, 50]) {
    const direct = await load(`${sandbox.portalUrl}/ai/providers`, { "auth-token": TOKEN, region: "eu-central" }, connections);
    const bff = await load(`${consoleUrl}/api/portal/ai/providers`, { "x-csrf": "1", cookie }, connections);
    // The floor: Next plus the route wrapper, no session and no upstream (GET /api/session without a cookie).
    const floor = await load(`${consoleUrl}/api/session`, { "x-csrf": "1" }, connections);
    // The reference: Next alone forwarding the same GET (no BFF work at all), and Next answering a constant.
    const bareForward = await load(`${calibrationUrl}/api/forward`, {}, connections);
    const constant = await load(`${calibrationUrl}/api/constant`, {}, connections);
    portal[connections] = {
      direct,
      bff,
      floor,
      bareForward,
      constant,
      bffShareOfBareForward: bff.rps / Math.max(bareForward.rps, 1),
      ratio: { p50: bff.p50 / Math.max(direct.p50, 0.001), rps: bff.rps / Math.max(direct.rps, 1) },
    };
  }

  // Console CPU time per request: unlike req/s it holds up on a busy machine (waiting for a core is not counted).
  const cpu = {
    bff: (await cpuPerRequest(consolePid, { url: `${consoleUrl}/api/portal/ai/providers`, headers: { "x-csrf": "1", cookie } })).msPerRequest,
    floor: (await cpuPerRequest(consolePid, { url: `${consoleUrl}/api/session`, headers: { "x-csrf": "1" } })).msPerRequest,
    bareForward: (await cpuPerRequest(calibrationPid, { url: `${calibrationUrl}/api/forward` })).msPerRequest,
  };

  await control(sandbox.gatewayUrl, sandbox.controlKey, "POST", "/__control/pace", { tokensPerSecond: 50 });
  const stream = await relayDelays(consoleUrl, cookie, tap.departures, 5);
  tap.server.close();

  const rows = [];
  for (const [connections, r] of Object.entries(portal)) {
    rows.push([`portal GET, ${connections} conn, direct`, r.direct.p50, r.direct.p99, r.direct.rps, ""]);
    rows.push([`portal GET, ${connections} conn, via BFF`, r.bff.p50, r.bff.p99, r.bff.rps, `p50 ×${fmt(r.ratio.p50)}, req/s ×${fmt(r.ratio.rps)}`]);
    rows.push([`  floor: GET /api/session, ${connections} conn`, r.floor.p50, r.floor.p99, r.floor.rps, ""]);
    rows.push([`  bare Next forward, ${connections} conn`, r.bareForward.p50, r.bareForward.p99, r.bareForward.rps, `BFF req/s = ${fmt(r.bffShareOfBareForward * 100, 0)} % of it`]);
    rows.push([`  Next route answering a constant, ${connections} conn`, r.constant.p50, r.constant.p99, r.constant.rps, ""]);
  }
  rows.push([`stream relay, added per chunk (${stream.chunks} chunks)`, stream.p50, stream.p99, "", ""]);
  rows.push([`console CPU per request, portal GET via BFF (ms)`, cpu.bff, "", "", ""]);
  rows.push([`console CPU per request, floor (ms)`, cpu.floor, "", "", ""]);
  rows.push([`CPU per request, bare Next forward (ms)`, cpu.bareForward, "", "", ""]);
  const header = ["measurement", "p50 ms", "p99 ms", "req/s", "BFF / direct"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => fmt(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : fmt(c).padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row.map((c) => (typeof c === "number" && !Number.isInteger(c) ? Number(c.toFixed(2)) : c))));

  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  const results = {
    at: new Date().toISOString(),
    durationSeconds: DURATION,
    operation: "ai.providers.list",
    // Context for reading the numbers: the machine's load while the benchmark ran.
    loadAverage: (await import("node:os")).loadavg(),
    portal,
    consoleCpuMsPerRequest: cpu,
    streamRelay: stream,
  };
  writeFileSync(join(ROOT, "bench/results/bff.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log("\nwritten: bench/results/bff.json");
}

async function stopAll() {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null)
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

process.on("SIGINT", () => stopAll().then(() => process.exit(130)));

main().then(
  () => stopAll().then(() => process.exit(0)),
  (error) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    return stopAll().then(() => process.exit(1));
  },
);
