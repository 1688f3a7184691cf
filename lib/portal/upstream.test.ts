import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { UpstreamFailure } from "@/lib/upstream/failure";
import { PortalClient } from "./upstream";

/**
 * A portal that answers the first request of each connection and drops the connection when a second one arrives
 * on it: what a kept-alive connection looks like when the upstream closes it just as the console reuses it.
 */
function startDroppingPortal(): Promise<{ url: string; server: Server; received: string[] }> {
  const received: string[] = [];
  const served = new WeakSet<Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    received.push(`${req.method} ${req.url}`);
    if (served.has(req.socket)) {
      req.socket.destroy();
      return;
    }
    served.add(req.socket);
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json", connection: "keep-alive" });
      res.end(JSON.stringify({ ok: received.length }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, received }),
    ),
  );
}

let closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function setUp() {
  const portal = await startDroppingPortal();
  const client = new PortalClient({ baseUrl: portal.url, connectTimeoutMs: 2_000, timeoutMs: 5_000 });
  closers.push(
    () => client.close(),
    () => new Promise((r) => portal.server.close(r)),
  );
  const call = (method: "GET" | "POST") =>
    client.call({
      method,
      path: "/ai/providers",
      token: "t",
      region: "eu",
      requestId: "req-00000001",
      ...(method === "POST" ? { body: {} } : {}),
    });
  return { portal, call };
}

// The pool decides which connection a request takes, so each test sends a series: some of them reuse one.
describe("PortalClient and a connection the portal drops on reuse", () => {
  it("sends a GET again until a live connection answers", async () => {
    const { portal, call } = await setUp();
    for (let i = 0; i < 10; i++) expect((await call("GET")).status).toBe(200);
    // Ten answered, and more than ten sent: the dropped ones were sent again.
    expect(portal.received.length).toBeGreaterThan(10);
  });

  it("does not send a POST twice: the failure is reported", async () => {
    const { portal, call } = await setUp();
    let failures = 0;
    for (let i = 0; i < 10; i++) {
      const outcome = await call("POST").then(
        (answer) => answer.status,
        (error: unknown) => error,
      );
      if (outcome instanceof UpstreamFailure) failures += 1;
      else expect(outcome).toBe(200);
    }
    expect(failures).toBeGreaterThan(0);
    expect(portal.received).toHaveLength(10);
  });
});
