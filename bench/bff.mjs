/**
 * BFF benchmark: what the console's server adds on top of the upstreams, judged against the budgets of the BFF issue.
 *
 * 1. Added latency with one connection: a small portal GET (`ai.providers.list`) sent one after another, timed to
 *    the microsecond, through the BFF and straight to the sandbox; the budget is on the difference of the medians.
 * 2. Throughput at 1 and 50 connections (autocannon): through the BFF, direct, the console's floor (Next and the
 *    route wrapper alone: GET /api/session without a session), and the calibration app (bench/calibration: a bare
 *    route handler forwarding the same GET with undici, and one answering a constant), which tells what Next alone
 *    serves on this machine at this moment. Then the documented way past one core: CONSOLE_WORKERS=2 console
 *    processes on one port (scripts/cluster.mjs) sharing sessions through a real redis-server, at 50 connections.
 * 3. The relay's added delay per streamed chat chunk: a timestamping tap sits between the console and the sandbox
 *    gateway; each SSE event's time of leaving the tap is matched with its arrival at the client (p50/p99).
 *
 * Starts everything on free loopback ports and stops it (run `npm run build` first). Prints a table and the budget
 * verdicts, writes bench/results/bff.json, and exits non-zero when a budget is missed.
 * Env: BENCH_DURATION (seconds per load run, default 8), NEXT_DIST_DIR (build folder, default .next),
 * CONSOLE_DIR (the Next project to start, default the repository root).
 */
import autocannon from "autocannon";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { Agent, createServer, request as httpRequest } from "node:http";
import { join } from "node:path";
import { ensureSystemDeps } from "../scripts/system-deps.mjs";
import { cpuPerRequest } from "./support/cpu.mjs";
import {
  GATEWAY_KEY,
  ROOT,
  TOKENS,
  busyWarning,
  control,
  login,
  percentile,
  printTable,
  requireBuild,
  run,
  startConsole,
  startRedis,
  startSandbox,
  writeResults,
} from "../scripts/support/stack.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const BUDGET = { addedP50Ms: 1.5, rps50: 1_000, relayP99Ms: 5 };
const WORKERS = 2;
const CALIBRATION_DIR = join(ROOT, "bench/calibration");

/**
 * Builds the calibration app when it has no build yet (about 20 s). With webpack: Turbopack looks for `proxy.ts` at
 * its root, which has to be the repository's (for node_modules), and would bundle the console's proxy into it.
 */
function buildCalibration() {
  if (existsSync(join(CALIBRATION_DIR, ".next-calibration/BUILD_ID"))) return;
  const result = spawnSync(join(ROOT, "node_modules/.bin/next"), ["build", "--webpack"], {
    cwd: CALIBRATION_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("building bench/calibration failed");
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
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, departures, server }),
    ),
  );
}

/** Requests/s and latency under `connections` concurrent connections; any non-2xx or error fails the bench. */
async function load(url, headers, connections, warmUpSeconds = 2) {
  await autocannon({ url, headers, connections, duration: warmUpSeconds }); // warm-up: JIT, keep-alive pools, caches
  const result = await autocannon({ url, headers, connections, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
  };
}

/**
 * One connection, one request after another, each timed with the high-resolution clock (autocannon's latencies
 * are whole milliseconds, too coarse for a 1.5 ms budget).
 */
async function sequentialLatency(url, headers, count = 3_000, warmUp = 500) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const request = httpRequest(url, { agent, headers }, (answer) => {
        answer.resume();
        answer.on("end", () =>
          answer.statusCode === 200
            ? resolve(Number(process.hrtime.bigint() - started) / 1e6)
            : reject(new Error(`${url}: ${answer.statusCode}`)),
        );
      });
      request.on("error", reject);
      request.end();
    });
  for (let i = 0; i < warmUp; i++) await once();
  const times = [];
  for (let i = 0; i < count; i++) times.push(await once());
  agent.destroy();
  return { p50: percentile(times, 50), p99: percentile(times, 99), count };
}

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

const pct = (part, whole) => `${Math.round((100 * part) / Math.max(whole, 1))} %`;

async function main() {
  // Judged before the bench loads the machine itself (its own load generator keeps two cores busy).
  const busyBefore = busyWarning();
  requireBuild();
  ensureSystemDeps({ only: ["redis-server"] });
  buildCalibration();
  const sandbox = await startSandbox();
  const tap = await startTap(sandbox.gatewayUrl);
  const bffConsole = await startConsole(sandbox, { env: { GATEWAY_URL: tap.url, GATEWAY_API_KEY: GATEWAY_KEY } });
  const cookie = await login(bffConsole.url);
  const calibration = await startConsole(sandbox, {
    env: { CALIBRATION_TOKEN: TOKENS.admin, NEXT_DIST_DIR: "" },
    dir: CALIBRATION_DIR,
    probe: "/api/constant",
  });
  const urls = {
    direct: [`${sandbox.portalUrl}/ai/providers`, { "auth-token": TOKENS.admin, region: "eu-central" }],
    bff: [`${bffConsole.url}/api/portal/ai/providers`, { "x-csrf": "1", cookie }],
    // The floor: Next plus the route wrapper, no session and no upstream.
    floor: [`${bffConsole.url}/api/session`, { "x-csrf": "1" }],
    bareForward: [`${calibration.url}/api/forward`, {}],
    constant: [`${calibration.url}/api/constant`, {}],
  };

  const sequential = {
    direct: await sequentialLatency(...urls.direct),
    bff: await sequentialLatency(...urls.bff),
    bareForward: await sequentialLatency(...urls.bareForward),
  };
  const addedP50 = sequential.bff.p50 - sequential.direct.p50;

  const portal = {};
  for (const connections of [1, 50]) {
    const row = {};
    for (const [name, [url, headers]] of Object.entries(urls)) row[name] = await load(url, headers, connections);
    portal[connections] = row;
  }

  // Console CPU time per request: unlike req/s it holds up on a busy machine (waiting for a core is not counted).
  const cpu = {
    bff: (await cpuPerRequest(bffConsole.pid, { url: urls.bff[0], headers: urls.bff[1] })).msPerRequest,
    floor: (await cpuPerRequest(bffConsole.pid, { url: urls.floor[0], headers: urls.floor[1] })).msPerRequest,
    bareForward: (await cpuPerRequest(calibration.pid, { url: urls.bareForward[0] })).msPerRequest,
  };

  await control(sandbox.gatewayUrl, sandbox.controlKey, "POST", "/__control/pace", { tokensPerSecond: 50 });
  const stream = await relayDelays(bffConsole.url, cookie, tap.departures, 5);
  tap.server.close();

  // Past one core: several console processes on one port, sessions in Redis (the one-process consoles are idle now).
  const redisUrl = await startRedis();
  const workers = await startConsole(sandbox, {
    env: { CONSOLE_WORKERS: String(WORKERS), REDIS_URL: redisUrl },
    launcher: join(ROOT, "scripts/cluster.mjs"),
  });
  const workersCookie = await login(workers.url);
  // A longer warm-up: each worker's JIT warms on its share of the requests only.
  const withWorkers = await load(
    `${workers.url}/api/portal/ai/providers`,
    { "x-csrf": "1", cookie: workersCookie },
    50,
    4,
  );

  const p = portal[50];
  const rows = [
    ["portal GET, 1 conn, one after another: direct", sequential.direct.p50, sequential.direct.p99, "", ""],
    [
      "portal GET, 1 conn, one after another: via BFF",
      sequential.bff.p50,
      sequential.bff.p99,
      "",
      `adds ${addedP50.toFixed(2)} ms at p50`,
    ],
    ["  bare Next forward, one after another", sequential.bareForward.p50, sequential.bareForward.p99, "", ""],
  ];
  for (const [connections, r] of Object.entries(portal)) {
    rows.push([`portal GET, ${connections} conn, direct`, r.direct.p50, r.direct.p99, r.direct.rps, ""]);
    rows.push([
      `portal GET, ${connections} conn, via BFF`,
      r.bff.p50,
      r.bff.p99,
      r.bff.rps,
      `${pct(r.bff.rps, r.direct.rps)} of direct`,
    ]);
    rows.push([`  floor: GET /api/session, ${connections} conn`, r.floor.p50, r.floor.p99, r.floor.rps, ""]);
    rows.push([
      `  bare Next forward, ${connections} conn`,
      r.bareForward.p50,
      r.bareForward.p99,
      r.bareForward.rps,
      `BFF = ${pct(r.bff.rps, r.bareForward.rps)} of it`,
    ]);
    rows.push([
      `  Next route answering a constant, ${connections} conn`,
      r.constant.p50,
      r.constant.p99,
      r.constant.rps,
      "",
    ]);
  }
  rows.push([
    `portal GET, 50 conn, via BFF, ${WORKERS} workers + Redis`,
    withWorkers.p50,
    withWorkers.p99,
    withWorkers.rps,
    `${pct(withWorkers.rps, p.bff.rps)} of one process`,
  ]);
  rows.push([`stream relay, added per chunk (${stream.chunks} chunks)`, stream.p50, stream.p99, "", ""]);
  rows.push(["console CPU ms per request: via BFF / floor / bare forward", cpu.bff, cpu.floor, cpu.bareForward, ""]);
  printTable(["measurement", "p50 ms", "p99 ms", "req/s", ""], rows);

  const verdicts = [
    [
      `BFF adds ≤ ${BUDGET.addedP50Ms} ms at p50 with one connection`,
      addedP50 <= BUDGET.addedP50Ms,
      `${addedP50.toFixed(2)} ms`,
    ],
    [
      `≥ ${BUDGET.rps50} req/s at 50 connections, no error (${WORKERS} workers sharing Redis)`,
      withWorkers.rps >= BUDGET.rps50,
      `${withWorkers.rps} req/s (one process: ${p.bff.rps})`,
    ],
    [
      `relay adds ≤ ${BUDGET.relayP99Ms} ms per chunk at p99`,
      stream.p99 <= BUDGET.relayP99Ms,
      `${stream.p99.toFixed(2)} ms`,
    ],
  ];
  console.log("");
  for (const [what, ok, figure] of verdicts) console.log(`${ok ? "PASS" : "FAIL"}  ${what}: ${figure}`);
  if (busyBefore) console.log(busyBefore);

  writeResults("bff", {
    durationSeconds: DURATION,
    operation: "ai.providers.list",
    sequential: { ...sequential, addedP50 },
    portal,
    withWorkers: { workers: WORKERS, store: "redis", ...withWorkers },
    consoleCpuMsPerRequest: cpu,
    streamRelay: stream,
    budgets: Object.fromEntries(verdicts.map(([what, ok, figure]) => [what, { ok, figure }])),
  });
  return verdicts.every(([, ok]) => ok);
}

run(main);
