/**
 * Graceful stop of a console process. Loaded before Next (`node --import ./scripts/graceful-stop.mjs …/next start` or
 * `… server.js`); `npm start`, scripts/cluster.mjs and the standalone bundle's start command do so.
 *
 * On SIGTERM or SIGINT: readiness turns 503 (lib/bff/lifecycle.ts reads the same object) and the listening socket
 * closes (a proxy's new connection is refused, so it tries another instance). Connections already open keep being
 * served, every answer from then on with `Connection: close`, so a proxy never loses a request it sends on a
 * kept-alive connection; idle ones are closed only once no request has arrived for a second (the proxy has stopped
 * sending here). Requests in flight run on for up to STOP_GRACE_SECONDS (default 10); chat streams still open then
 * end with the `console_restarting` event. Then the process exits 0, its log lines written (lib/bff/log.ts flushes on
 * exit). See docs/operations.md for what this asks of the proxy.
 */
import http from "node:http";
import net from "node:net";

// Next's own handler would exit with 143 as soon as its server closed, without the grace period for streams.
process.env.NEXT_MANUAL_SIG_HANDLE = "1";

const SLOT = Symbol.for("portal-console.lifecycle");
const state = (globalThis[SLOT] ??= { stopping: false, interrupts: new Set() });

const raw = process.env.STOP_GRACE_SECONDS;
const graceSeconds = raw === undefined || raw === "" ? 10 : Number(raw);
if (!Number.isFinite(graceSeconds) || graceSeconds < 0 || graceSeconds > 3600) {
  console.error("console: STOP_GRACE_SECONDS must be a number of seconds from 0 to 3600");
  process.exit(1);
}
/** How long the interrupted streams get to send their last event before their connections are cut. */
const LAST_EVENT_MS = 1_000;
/** While stopping: a proxy that sent nothing for this long has stopped sending here, so idle connections may close. */
const QUIET_MS = 1_000;
/**
 * How long an idle connection stays open (Node's default is 5 s). Longer than the idle timeout of the proxies in
 * front (nginx and ingress-nginx: 60 s), so that the proxy, never the console, closes an idle connection: a close
 * from this side can cross a request the proxy has just sent on it. Next's `KEEP_ALIVE_TIMEOUT` (ms) overrides it.
 */
const KEEP_ALIVE_MS = 75_000;

const servers = new Set();
/** Per connection: when it was accepted, whether it has carried a request, and how many are running on it now. */
const connections = new Map();
/** Answers whose request has arrived and which have not finished yet. */
const answering = new Set();
let lastRequestAt = performance.now();
/** Requests that arrived on an open connection after the signal (logged with "stopped"). */
let requestsAfterSignal = 0;

const createServer = http.createServer;
http.createServer = function createTrackedServer(...args) {
  const server = createServer.apply(this, args);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  servers.add(server);
  server.on("connection", (socket) => {
    connections.set(socket, { acceptedAt: performance.now(), served: false, running: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  server.prependListener("request", (request, response) => {
    lastRequestAt = performance.now();
    const use = connections.get(request.socket);
    if (use) {
      use.served = true;
      use.running += 1;
    }
    answering.add(response);
    response.once("close", () => {
      answering.delete(response);
      if (use) use.running -= 1;
    });
    // A request that still arrives on an open connection while stopping is answered, then its connection closes.
    if (state.stopping) {
      response.shouldKeepAlive = false;
      requestsAfterSignal += 1;
    }
  });
  return server;
};

/**
 * Closes the connections with nothing running on them once the proxy has been quiet for QUIET_MS. Checked again
 * after the event loop's next poll, so a request already waiting in a socket (a loop busy for longer than
 * QUIET_MS) is seen before its connection is taken for idle.
 */
function closeIdleWhenQuiet() {
  if (performance.now() - lastRequestAt < QUIET_MS) return;
  setImmediate(() => {
    const now = performance.now();
    if (now - lastRequestAt < QUIET_MS) return;
    for (const [socket, use] of connections) {
      // One accepted but without a request yet is given QUIET_MS for it to arrive.
      if (use.running === 0 && (use.served || now - use.acceptedAt >= QUIET_MS)) socket.end();
    }
  });
}

function line(message, extra = {}) {
  process.stdout.write(
    `${JSON.stringify({ t: new Date().toISOString(), level: "info", msg: message, pid: process.pid, ...extra })}\n`,
  );
}

function exit() {
  line("stopped", { requestsAfterSignal });
  process.exit(0);
}

function stop(signal) {
  if (state.stopping) return;
  state.stopping = true;
  lastRequestAt = performance.now();
  line("stopping", { signal, graceSeconds });
  // Answers not begun yet close their connection too.
  for (const response of answering) if (!response.headersSent) response.shouldKeepAlive = false;
  let open = servers.size;
  if (open === 0) exit();
  // The listener only: http.Server#close would also close every idle connection at once, and the proxy may be
  // sending a request on one of them at that very moment. Exits once the last connection has closed.
  for (const server of servers) {
    net.Server.prototype.close.call(server, () => {
      open -= 1;
      if (open === 0) exit();
    });
  }
  setInterval(closeIdleWhenQuiet, 100);
  setTimeout(() => {
    if (state.interrupts.size > 0) line("ending open streams", { streams: state.interrupts.size });
    for (const interrupt of [...state.interrupts]) interrupt();
    setTimeout(() => {
      for (const server of servers) server.closeAllConnections();
      setTimeout(exit, 50);
    }, LAST_EVENT_MS);
  }, graceSeconds * 1000);
}

process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
