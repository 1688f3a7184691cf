/**
 * Load benchmark: the console under many users at once, all through the BFF, against the sandbox.
 *
 * - 200 concurrent portal clients, each looping over a mix of operations: lists (AI keys, AI projects,
 *   notifications, tasks, backups), details (an AI key, an AI project, a backup), an AI key's
 *   create → update (budget) → delete cycle, and marking a notification read;
 * - 50 concurrent chat streams (POST /api/gateway/v1/chat/completions, `stream: true`), each read to `[DONE]`;
 * - for BENCH_LOAD_SECONDS (default 60) after a short warm-up.
 *
 * Passes when no request failed (any non-2xx, network error or stream without `[DONE]` fails it) and the console's
 * RSS after the load (after a settle window and a forced full GC) is at most 1.2 × its RSS before.
 * Prints a table (p50/p99 per operation and for streams) and the memory figures; writes bench/results/load.json.
 *
 * The clients share a handful of sessions (BENCH_SESSIONS, default 5, one login each): a session is a server
 * record, not a connection, and real users' sessions each see a fraction of the load.
 * Env: BENCH_LOAD_SECONDS, BENCH_CLIENTS (200), BENCH_STREAMS (50), BENCH_SESSIONS (5), NEXT_DIST_DIR, CONSOLE_DIR.
 */
import { Agent, setGlobalDispatcher } from "undici";
import {
  control,
  login,
  percentile,
  printTable,
  requireBuild,
  run,
  startConsole,
  startSandbox,
  writeResults,
  busyWarning,
} from "../scripts/support/stack.mjs";
import { heap, mb, rss, sampler } from "./support/memory.mjs";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 50);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 5);
const WARMUP_SECONDS = Math.min(5, SECONDS);
const SETTLE_MS = 5_000;
const MEMORY_BUDGET = 1.2;
const STREAM_TOKENS = 60;
const PACE = 100; // tokens per second from the sandbox gateway: a stream lasts ≈ 0.6 s

// One keep-alive connection per concurrent client, as browsers would hold; generous timeouts: a slow answer under
// load is a latency figure, not an error.
setGlobalDispatcher(new Agent({ connections: CLIENTS + STREAMS + 10, headersTimeout: 120_000, bodyTimeout: 120_000 }));

/** Latencies per kind, and the failures (kept whole for the first few, counted after). */
function recorder() {
  const latencies = new Map();
  const failures = { count: 0, samples: [] };
  return {
    latencies,
    failures,
    ok(kind, ms) {
      if (!latencies.has(kind)) latencies.set(kind, []);
      latencies.get(kind).push(ms);
    },
    fail(kind, detail) {
      failures.count += 1;
      if (failures.samples.length < 10) failures.samples.push(`${kind}: ${detail}`);
    },
  };
}

function portalClient(consoleUrl, cookie) {
  const headers = { "x-csrf": "1", cookie };
  /** One BFF call, timed; resolves with the parsed JSON body (or null), or throws with the status and body. */
  return async function call(method, path, body) {
    const started = performance.now();
    const response = await fetch(`${consoleUrl}/api/portal${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status < 200 || response.status > 299)
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return { ms, json: text ? JSON.parse(text) : null };
  };
}

/** What a portal client does, by weight: mostly reads, some writes. Each step names its kind for the figures. */
function portalActions(ids, counter) {
  const read = (kind, path) => async (call, rec) => rec.ok(kind, (await call("GET", path)).ms);
  const reads = [
    read("ai.keys.list", "/ai/keys"),
    read("ai.projects.list", "/ai/projects"),
    read("notifications.list", "/notification"),
    read("tasks.list", "/task"),
    read("backups.list", "/backups"),
    read("ai.key.get", `/ai/keys/${ids.key}`),
    read("ai.project.get", `/ai/project/${ids.project}`),
    read("backup.get", `/backup/${ids.backup}`),
  ];
  const keyCycle = async (call, rec) => {
    const n = counter.next++;
    const created = await call("POST", "/ai/keys", {
      name: `load-${n}`,
      description: "load benchmark",
      tier: "basic",
      user_bound: false,
    });
    rec.ok("ai.keys.create", created.ms);
    const id = created.json.id;
    const budgets = [{ max_limit: 10 + (n % 90), reset_duration: "30d", current_usage: 0 }];
    rec.ok("ai.key.update", (await call("PATCH", `/ai/keys/${id}`, { budgets })).ms);
    rec.ok("ai.key.delete", (await call("DELETE", `/ai/keys/${id}`)).ms);
  };
  const markRead = async (call, rec) => {
    const id = ids.notifications[counter.next++ % ids.notifications.length];
    rec.ok("notifications.markRead", (await call("PATCH", "/notification", { id })).ms);
  };
  // 8 reads : 1 key cycle (3 writes) : 1 mark-read, by the number of requests ≈ 67 % reads, 33 % writes.
  return [...reads, keyCycle, markRead];
}

async function portalLoop(call, actions, rec, until) {
  let i = Math.floor(Math.random() * actions.length);
  while (performance.now() < until) {
    const action = actions[i++ % actions.length];
    try {
      await action(call, rec);
    } catch (error) {
      rec.fail("portal", error.message);
    }
  }
}

async function streamLoop(consoleUrl, cookie, rec, until, seed) {
  let n = 0;
  while (performance.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(`${consoleUrl}/api/gateway/v1/chat/completions`, {
        method: "POST",
        headers: { "x-csrf": "1", "content-type": "application/json", cookie },
        body: JSON.stringify({
          model: "openai/gpt-4o",
          messages: [{ role: "user", content: "How should I plan backups?" }],
          stream: true,
          seed: seed * 1000 + n++,
          max_completion_tokens: STREAM_TOKENS,
        }),
      });
      if (response.status !== 200) throw new Error(`${response.status} ${(await response.text()).slice(0, 200)}`);
      let firstAt = 0;
      let text = "";
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        if (!firstAt) firstAt = performance.now();
        text += decoder.decode(chunk, { stream: true });
      }
      if (!text.trimEnd().endsWith("data: [DONE]"))
        throw new Error(`stream ended without [DONE]: …${text.slice(-120)}`);
      rec.ok("chat stream: first chunk", firstAt - started);
      rec.ok("chat stream: whole", performance.now() - started);
    } catch (error) {
      rec.fail("chat stream", error.message);
    }
  }
}

/** Ids the clients work on, read through the BFF once. */
async function seedIds(call) {
  const keys = (await call("GET", "/ai/keys")).json;
  const projects = (await call("GET", "/ai/projects")).json;
  const backups = (await call("GET", "/backups")).json;
  const notifications = (await call("GET", "/notification")).json;
  const ids = {
    key: keys[0]?.id,
    project: projects[0]?.id,
    backup: backups[0]?.id,
    notifications: notifications.map((n) => n.id),
  };
  if (!ids.key || !ids.project || !ids.backup || ids.notifications.length === 0)
    throw new Error(`seed data missing: ${JSON.stringify(ids)}`);
  return ids;
}

/** All clients and streams at once for `seconds`. */
async function drive(consoleUrl, cookies, ids, seconds, counter) {
  const rec = recorder();
  const until = performance.now() + seconds * 1000;
  const calls = cookies.map((cookie) => portalClient(consoleUrl, cookie));
  const actions = portalActions(ids, counter);
  const loops = [];
  for (let c = 0; c < CLIENTS; c++) loops.push(portalLoop(calls[c % calls.length], actions, rec, until));
  for (let s = 0; s < STREAMS; s++) loops.push(streamLoop(consoleUrl, cookies[s % cookies.length], rec, until, s));
  const started = performance.now();
  await Promise.all(loops);
  return { rec, elapsed: (performance.now() - started) / 1000 };
}

async function memoryNow(pid, inspectorUrl) {
  const h = await heap(inspectorUrl, { gc: true });
  return { rss: rss(pid).rss, heapUsed: h.used, heapTotal: h.total };
}

async function main() {
  requireBuild();
  const sandbox = await startSandbox();
  await control(sandbox.gatewayUrl, sandbox.controlKey, "POST", "/__control/pace", { tokensPerSecond: PACE });
  const consoleProcess = await startConsole(sandbox, { inspect: true });
  const cookies = [];
  for (let i = 0; i < SESSIONS; i++) cookies.push(await login(consoleProcess.url));
  const ids = await seedIds(portalClient(consoleProcess.url, cookies[0]));
  const counter = { next: 0 };

  // Warm-up with the same load: route modules loaded, JIT, connection pools; its figures are dropped, but not its
  // errors.
  const warm = await drive(consoleProcess.url, cookies, ids, WARMUP_SECONDS, counter);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const before = await memoryNow(consoleProcess.pid, consoleProcess.inspectorUrl);

  const watch = sampler(consoleProcess.pid, consoleProcess.inspectorUrl);
  const { rec, elapsed } = await drive(consoleProcess.url, cookies, ids, SECONDS, counter);
  const peakSampled = watch.stop();
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const after = await memoryNow(consoleProcess.pid, consoleProcess.inspectorUrl);
  const peak = {
    rss: Math.max(peakSampled.rss, before.rss, after.rss),
    heapUsed: Math.max(peakSampled.heapUsed, before.heapUsed),
    heapTotal: Math.max(peakSampled.heapTotal, before.heapTotal),
  };

  const kinds = [...rec.latencies.keys()].sort();
  const figures = Object.fromEntries(
    kinds.map((kind) => {
      const values = rec.latencies.get(kind);
      return [kind, { count: values.length, p50: percentile(values, 50), p99: percentile(values, 99) }];
    }),
  );
  const portalRequests = kinds.filter((k) => !k.startsWith("chat")).reduce((sum, k) => sum + figures[k].count, 0);
  const streams = figures["chat stream: whole"]?.count ?? 0;
  const errors = rec.failures.count + warm.rec.failures.count;
  const memoryRatio = after.rss / before.rss;
  const passed = errors === 0 && memoryRatio <= MEMORY_BUDGET;

  console.log(
    `${CLIENTS} portal clients + ${STREAMS} chat streams, ${SESSIONS} sessions, ${elapsed.toFixed(1)} s ` +
      `(after ${WARMUP_SECONDS} s warm-up); load average ${(await import("node:os"))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
  );
  printTable(
    ["kind", "count", "p50 ms", "p99 ms"],
    kinds.map((kind) => [kind, figures[kind].count, figures[kind].p50, figures[kind].p99]),
  );
  console.log(
    `\nportal requests: ${portalRequests} (${(portalRequests / elapsed).toFixed(0)} req/s); streams completed: ${streams}; ` +
      `errors: ${errors}${errors ? ` — ${[...warm.rec.failures.samples, ...rec.failures.samples].slice(0, 10).join("\n  ")}` : ""}`,
  );
  printTable(
    ["console memory", "before", "peak", "after", "after / before"],
    [
      ["RSS MB", mb(before.rss), mb(peak.rss), mb(after.rss), `${memoryRatio.toFixed(2)} (budget ≤ ${MEMORY_BUDGET})`],
      [
        "V8 heap used MB",
        mb(before.heapUsed),
        mb(peak.heapUsed),
        mb(after.heapUsed),
        (after.heapUsed / before.heapUsed).toFixed(2),
      ],
      [
        "V8 heap total MB",
        mb(before.heapTotal),
        mb(peak.heapTotal),
        mb(after.heapTotal),
        (after.heapTotal / before.heapTotal).toFixed(2),
      ],
    ],
  );
  const busy = busyWarning();
  if (busy) console.log(`\n${busy}`);
  console.log(passed ? "\nload: PASS" : `\nload: FAIL (${errors} errors, RSS after/before ${memoryRatio.toFixed(2)})`);

  writeResults("load", {
    seconds: SECONDS,
    busy,
    elapsedSeconds: elapsed,
    warmupSeconds: WARMUP_SECONDS,
    clients: CLIENTS,
    streams: STREAMS,
    sessions: SESSIONS,
    streamTokens: STREAM_TOKENS,
    gatewayTokensPerSecond: PACE,
    portalRequests,
    portalRequestsPerSecond: portalRequests / elapsed,
    streamsCompleted: streams,
    latencyMs: figures,
    errors,
    errorSamples: [...warm.rec.failures.samples, ...rec.failures.samples].slice(0, 10),
    memory: {
      note: "console process: RSS from /proc/<pid>/status; V8 heap via the inspector; before and after read after a forced full GC",
      before,
      peak,
      after,
      rssAfterOverBefore: memoryRatio,
      budget: MEMORY_BUDGET,
    },
    passed,
  });
  return passed;
}

run(main);
