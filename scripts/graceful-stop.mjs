/**
 * Graceful stop of a console process. Loaded before Next (`node --import ./scripts/graceful-stop.mjs …/next start` or
 * `… server.js`); `npm start`, scripts/cluster.mjs and the standalone bundle's start command do so.
 *
 * On SIGTERM or SIGINT: readiness turns 503 (lib/bff/lifecycle.ts reads the same object), the listening socket
 * closes (new connections are refused, so a proxy tries another instance), idle keep-alive connections close,
 * requests in flight run on for up to STOP_GRACE_SECONDS (default 10); chat streams still open then end with the
 * `console_restarting` event. Then the process exits 0, its log lines written (lib/bff/log.ts flushes on exit).
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

const servers = new Set();
/** Per connection: whether it has carried a request, and how many are running on it now. */
const connections = new Map();

/** A kept-alive connection between two requests is closed; one that has not sent its first request yet is not. */
function closeIfIdle(socket) {
  const use = connections.get(socket);
  if (use && use.served && use.running === 0) socket.end();
}

const createServer = http.createServer;
http.createServer = function createTrackedServer(...args) {
  const server = createServer.apply(this, args);
  servers.add(server);
  server.on("connection", (socket) => {
    connections.set(socket, { served: false, running: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  server.prependListener("request", (request, response) => {
    const use = connections.get(request.socket);
    if (use) {
      use.served = true;
      use.running += 1;
      response.once("close", () => {
        use.running -= 1;
        if (state.stopping) setImmediate(() => closeIfIdle(request.socket));
      });
    }
    // A request that still arrives on an open connection while stopping is answered, then its connection closes.
    if (state.stopping) response.shouldKeepAlive = false;
  });
  return server;
};

function line(message, extra = {}) {
  process.stdout.write(
    `${JSON.stringify({ t: new Date().toISOString(), level: "info", msg: message, pid: process.pid, ...extra })}\n`,
  );
}

function exit() {
  line("stopped");
  process.exit(0);
}

function stop(signal) {
  if (state.stopping) return;
  state.stopping = true;
  line("stopping", { signal, graceSeconds });
  let open = servers.size;
  if (open === 0) exit();
  // The listener only: http.Server#close would also cut every connection without a request in progress, including
  // one just accepted whose request has not been read yet (the proxy would get a reset for a request it sent).
  for (const server of servers) {
    net.Server.prototype.close.call(server, () => {
      open -= 1;
      if (open === 0) exit();
    });
  }
  for (const socket of connections.keys()) closeIfIdle(socket);
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
