import type { Server } from "node:http";

/**
 * Stops listening, closes idle keep-alive connections as they become idle, lets requests in flight finish for up
 * to `graceMs`, then cuts what is left (open streams, slow fault requests).
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close((error) => {
      clearInterval(sweep);
      clearTimeout(cut);
      if (error) reject(error);
      else resolve();
    });
    if (graceMs === 0) server.closeAllConnections();
  });
}
