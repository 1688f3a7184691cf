import type { Server } from "node:http";
import net from "node:net";

/** Idle keep-alive connections are left alone this long after the close, so requests already sent on them are read. */
const IDLE_SWEEP_AFTER_MS = 1_000;

/**
 * Stops listening, answers requests still arriving on open connections with `Connection: close`, closes idle
 * keep-alive connections from a second after the close on, lets requests in flight finish for up to `graceMs`, then
 * cuts what is left (open streams, slow fault requests). Not `http.Server#close`, which closes idle connections at
 * once: one whose request was sent but not read yet (a busy machine) would lose it.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.prependListener("request", (_request, response) => {
      response.shouldKeepAlive = false;
    });
    let sweep: NodeJS.Timeout | undefined;
    const sweepFrom = setTimeout(() => {
      sweep = setInterval(() => server.closeIdleConnections(), 100);
    }, IDLE_SWEEP_AFTER_MS);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    net.Server.prototype.close.call(server, (error?: Error) => {
      clearTimeout(sweepFrom);
      clearInterval(sweep);
      clearTimeout(cut);
      if (error) reject(error);
      else resolve();
    });
    if (graceMs === 0) server.closeAllConnections();
  });
}
