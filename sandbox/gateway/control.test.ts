import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ChatCompletion } from "../../lib/gateway/schemas";
import { ALL, readEvents, gatewayUnderTest } from "./test-support";

const gateway = gatewayUnderTest(50);
const Streams = z.object({ open: z.number() });
const Faults = z.object({ faults: z.array(z.record(z.string(), z.unknown())) });
const Requests = z.object({
  requests: z.array(
    z.object({
      seq: z.number(),
      method: z.string(),
      path: z.string(),
      headers: z.record(z.string(), z.unknown()),
      body: z.unknown(),
    }),
  ),
  last_seq: z.number(),
});
const chat = { model: "openai/gpt-4o", messages: [{ role: "user", content: "Tell me about clusters" }] };

afterEach(async () => {
  await gateway.control(z.unknown(), "POST", "/reset");
});

async function waitFor(check: () => Promise<boolean>, withinMs: number) {
  const deadline = performance.now() + withinMs;
  while (performance.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe("control API", () => {
  it("refuses calls without the control key", async () => {
    const response = await fetch(gateway.url("/__control/streams"), { headers: { "x-sandbox-control": "wrong" } });
    expect(response.status).toBe(401);
  });

  it("closes the stream upstream within a second when the client goes away", async () => {
    // At 10 tokens per second the answer would take several seconds: only the abort can end it sooner.
    await gateway.control(z.unknown(), "POST", "/pace", { tokensPerSecond: 10 });
    const abort = new AbortController();
    const response = await gateway.call("/v1/chat/completions", {
      body: { ...chat, stream: true },
      signal: abort.signal,
    });
    let seen = 0;
    await readEvents(response, performance.now(), () => {
      seen++;
      return seen < 3;
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await gateway.control(Streams, "GET", "/streams")).body.open).toBe(1);
    abort.abort();
    const closed = await waitFor(async () => (await gateway.control(Streams, "GET", "/streams")).body.open === 0, 1000);
    expect(closed).toBe(true);
  });

  it("drops a stream mid-way with the drop-mid-stream fault, once", async () => {
    await gateway.control(z.unknown(), "POST", "/pace", { tokensPerSecond: 2000 });
    const added = await gateway.control(Faults, "POST", "/faults", {
      mode: "drop-mid-stream",
      afterChunks: 4,
      times: 1,
    });
    expect(added.status).toBe(201);
    const response = await gateway.call("/v1/chat/completions", { body: { ...chat, stream: true } });
    const events: string[] = [];
    const outcome = await readEvents(response, performance.now(), (e) => void events.push(e.data)).then(
      () => "ended",
      () => "broken",
    );
    expect(outcome).toBe("broken");
    expect(events).toHaveLength(4);
    expect((await gateway.control(Faults, "GET", "/faults")).body.faults).toEqual([]);
    const next = await gateway.call("/v1/chat/completions", { body: { ...chat, stream: true } });
    expect((await readEvents(next, performance.now())).at(-1)?.data).toBe("[DONE]");
  });

  it("injects errors and delays until cleared", async () => {
    await gateway.control(Faults, "POST", "/faults", { mode: "error", status: 502, times: 2 });
    for (let i = 0; i < 2; i++) {
      const { status, body } = await gateway.failure("/v1/models");
      expect(status).toBe(502);
      expect(body.status_code).toBe(502);
    }
    expect((await gateway.call("/v1/models")).status).toBe(200);

    await gateway.control(Faults, "POST", "/faults", { mode: "slow", delayMs: 300 });
    const started = performance.now();
    expect((await gateway.call("/v1/models")).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    await gateway.control(Faults, "DELETE", "/faults");
    const fast = performance.now();
    await gateway.call("/v1/models");
    expect(performance.now() - fast).toBeLessThan(250);

    const invalid = await gateway.control(z.unknown(), "POST", "/faults", { mode: "explode" });
    expect(invalid.status).toBe(400);
  });

  it("logs requests with method, path, headers and body, readable since a sequence number", async () => {
    await gateway.control(Requests, "DELETE", "/requests");
    const before = (await gateway.control(Requests, "GET", "/requests")).body.last_seq;
    await gateway.json(ChatCompletion, "/v1/chat/completions", { body: { ...chat, max_completion_tokens: 3 } });
    await gateway.call("/v1/models?page_size=2");
    const { body } = await gateway.control(Requests, "GET", `/requests?since=${before}`);
    expect(body.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/chat/completions",
      "GET /v1/models?page_size=2",
    ]);
    expect(body.requests[0].body).toMatchObject({ model: "openai/gpt-4o", max_completion_tokens: 3 });
    expect(body.requests[0].headers.authorization).toBe(`Bearer ${ALL}`);
    const later = await gateway.control(Requests, "GET", `/requests?since=${body.requests[0].seq}`);
    expect(later.body.requests).toHaveLength(1);
  });
});
