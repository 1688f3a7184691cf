import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { failureError } from "@/lib/bff/upstream-errors";
import { PortalClient } from "@/lib/portal/upstream";
import { classifyFailure, deadline, UpstreamFailure } from "./failure";
import { lastAnswerAt } from "./reachability";

let closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

function listen(status: number): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(status, { "content-type": "application/json" }).end("{}");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

function client(url: string) {
  const portal = new PortalClient({ baseUrl: url, connectTimeoutMs: 1_000, timeoutMs: 2_000 });
  closers.push(() => portal.close());
  return portal;
}

const call = (portal: PortalClient) =>
  portal.call({ method: "GET", path: "/context", token: "t", region: "eu", requestId: "req-reach" });

async function failureOf(promise: Promise<unknown>): Promise<UpstreamFailure> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UpstreamFailure);
  return error as UpstreamFailure;
}

describe("when an upstream was last reached", () => {
  it("any answer counts, an error status too; a refused connection afterwards names that time", async () => {
    const { server, url } = await listen(503);
    const portal = client(url);
    const before = Date.now();
    await expect(call(portal)).resolves.toMatchObject({ status: 503 });
    const answered = lastAnswerAt("portal");
    expect(answered).toBeGreaterThanOrEqual(before);
    expect(answered).toBeLessThanOrEqual(Date.now());

    await close(server);
    const failure = await failureOf(call(portal));
    expect(failure.kind).toBe("unreachable");
    const body = failureError(failure).toBody("req-reach");
    expect(body.error).toMatchObject({
      code: "upstream_unreachable",
      upstream: { service: "portal", lastReachedAt: new Date(answered!).toISOString() },
    });
    // The failure itself is not an answer.
    expect(lastAnswerAt("portal")).toBe(answered);
  });

  it("a health ping that gets an answer counts as reaching it", async () => {
    const { server, url } = await listen(404);
    closers.push(() => close(server));
    const before = Date.now();
    await expect(client(url).ping(1_000)).resolves.toMatchObject({ ok: true });
    expect(lastAnswerAt("portal")).toBeGreaterThanOrEqual(before);
  });
});

describe("what counts as an upstream that cannot be reached", () => {
  it("no connection within the connect timeout, as a refused one; a slow answer is a timeout", () => {
    const clock = deadline(60_000);
    try {
      const kind = (code: string) => classifyFailure("portal", Object.assign(new Error(code), { code }), clock).kind;
      expect(kind("UND_ERR_CONNECT_TIMEOUT")).toBe("unreachable");
      expect(kind("ECONNREFUSED")).toBe("unreachable");
      expect(kind("UND_ERR_HEADERS_TIMEOUT")).toBe("timeout");
      expect(kind("UND_ERR_BODY_TIMEOUT")).toBe("timeout");
    } finally {
      clock.clear();
    }
  });
});
