/**
 * Several console processes on one port: `node scripts/cluster.mjs start -p 3000` runs CONSOLE_WORKERS copies of
 * `next start` with those arguments under Node's cluster module. The primary holds the listening socket and hands
 * each new connection to the next worker in turn, so one address uses more than one core. `npm start` comes here
 * when CONSOLE_WORKERS is above 1.
 *
 * The workers share nothing in memory, so they need the shared session store: REDIS_URL is required (the embedded
 * file store belongs to one process). A worker that dies is replaced; one that keeps dying right after its start
 * stops the whole console instead of looping. Each worker stops gracefully on SIGTERM (scripts/graceful-stop.mjs):
 * the primary passes the signal on and waits for them, for up to STOP_GRACE_SECONDS and 5 s more.
 */
import cluster from "node:cluster";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const WORKERS_RULE = "CONSOLE_WORKERS must be a whole number from 1 to 64";
const parsed = z.coerce
  .number({ error: WORKERS_RULE })
  .int(WORKERS_RULE)
  .min(1, WORKERS_RULE)
  .max(64, WORKERS_RULE)
  .safeParse(process.env.CONSOLE_WORKERS || "1");
const problem = !parsed.success
  ? WORKERS_RULE
  : parsed.data > 1 && !process.env.REDIS_URL
    ? "CONSOLE_WORKERS above 1 needs REDIS_URL: the workers must share the session store"
    : null;
if (problem) {
  console.error(`console: ${problem}`);
  process.exit(1);
}

const workers = parsed.data;
/** A worker that exits sooner than this after its start, this many times in a row, means a broken setup. */
const EARLY_EXIT_MS = 10_000;
const EARLY_EXITS_ALLOWED = 3;

cluster.setupPrimary({
  exec: createRequire(import.meta.url).resolve("next/dist/bin/next"),
  args: process.argv.slice(2),
  execArgv: [...process.execArgv, "--import", fileURLToPath(new URL("./graceful-stop.mjs", import.meta.url))],
});
const graceMs = (process.env.STOP_GRACE_SECONDS ? Number(process.env.STOP_GRACE_SECONDS) : 10) * 1000;
// Round-robin by the primary (the default everywhere but Windows): the kernel's choice favours one busy worker.
cluster.schedulingPolicy = cluster.SCHED_RR;

let stopping = false;
let exitCode = 0;
let earlyExits = 0;
const startedAt = new Map();

function fork() {
  const worker = cluster.fork();
  startedAt.set(worker.id, Date.now());
}

cluster.on("exit", (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
  startedAt.delete(worker.id);
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    return;
  }
  earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
  console.error(`console: worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`})`);
  if (earlyExits >= EARLY_EXITS_ALLOWED) {
    console.error(`console: workers keep ending right after their start; stopping`);
    stop(1);
    return;
  }
  fork();
});

function stop(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  const alive = Object.values(cluster.workers ?? {});
  if (alive.length === 0) process.exit(exitCode);
  for (const worker of alive) worker.process.kill("SIGTERM");
  setTimeout(() => {
    for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill("SIGKILL");
    process.exit(exitCode);
  }, graceMs + 5_000).unref();
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

for (let i = 0; i < workers; i++) fork();
