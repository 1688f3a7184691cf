import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGatewayServer, type GatewayServer } from "@/sandbox/gateway/server";
import { ApiError } from "@/lib/api/error";
import { gatewayClient, paramError, type GatewayBrowserClient } from "./browser";
import { readChatStream } from "./stream-reader";

/**
 * The real gateway stand-in behind a minimal double of the BFF relay: it checks `x-csrf`, adds the key, relays
 * bodies (streams unbuffered) and wraps gateway errors as the BFF does (`upstream.body` = the gateway's body).
 */
const CONTROL_KEY = "browser-test-control";
let gatewayServer: GatewayServer;
let relay: Server;
let client: GatewayBrowserClient;
const relayedPaths: string[] = [];

const readBody = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
};

beforeAll(async () => {
  gatewayServer = await startGatewayServer({ controlKey: CONTROL_KEY, tokensPerSecond: 400 });
  relay = createServer(async (req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (req.headers["x-csrf"] !== "1")
      return send(403, { error: { code: "csrf_rejected", message: "no", status: 403 } });
    const path = (req.url ?? "").replace(/^\/api\/gateway/, "");
    relayedPaths.push(path);
    const abort = new AbortController();
    res.on("close", () => abort.abort());
    const upstream = await fetch(`${gatewayServer.url}${path}`, {
      method: req.method,
      headers: { authorization: "Bearer sk-gateway-demo-all", "content-type": "application/json" },
      body: req.method === "POST" ? await readBody(req) : undefined,
      signal: abort.signal,
    }).catch(() => null);
    if (!upstream) return;
    if (!upstream.ok) {
      const body: unknown = await upstream.json();
      return send(upstream.status, {
        error: {
          code: "upstream_rejected",
          message: "rejected",
          status: upstream.status,
          upstream: { service: "gateway", status: upstream.status, body },
        },
      });
    }
    res.writeHead(200, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
    Readable.fromWeb(upstream.body as unknown as NodeReadableStream)
      .on("error", () => res.destroy())
      .pipe(res);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  client = gatewayClient(`http://127.0.0.1:${(relay.address() as AddressInfo).port}`);
});

afterAll(async () => {
  relay.closeAllConnections();
  await new Promise((resolve) => relay.close(resolve));
  await gatewayServer.close();
});

const openStreams = async () => {
  const response = await fetch(`${gatewayServer.url}/__control/streams`, {
    headers: { "x-sandbox-control": CONTROL_KEY },
  });
  return ((await response.json()) as { open: number }).open;
};

describe("gatewayClient", () => {
  it("walks every page of /v1/models and gets the same models as one big page", async () => {
    relayedPaths.length = 0;
    const paged = await client.listAllModels({ page_size: 4 });
    const whole = await client.listModels();
    expect(relayedPaths.length).toBeGreaterThan(2);
    expect(paged.map((m) => m.id)).toEqual((whole.data ?? []).map((m) => m.id));
    expect(new Set(paged.map((m) => m.id)).size).toBe(paged.length);
    expect(paged.length).toBeGreaterThan(10);
  });

  it("filters models by provider", async () => {
    const models = await client.listAllModels({ provider: "mistral" });
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((m) => m.id?.startsWith("mistral/"))).toBe(true);
  });

  it("streams a chat answer that matches the non-streamed answer for the same seed", async () => {
    const request = {
      model: "openai/gpt-4o-mini",
      messages: [{ role: "user", content: "Tell me about rivers" }],
      seed: 42,
      stream_options: { include_usage: true },
    };
    const whole = await client.chat(request);
    let text = "";
    let cost: number | null | undefined;
    const end = await readChatStream(await client.openChatStream(request), {
      onChunk: (chunk) => {
        text += chunk.choices?.[0]?.delta?.content ?? "";
        cost = chunk.usage?.cost?.total_cost ?? cost;
      },
    });
    expect(end).toBe("done");
    expect(text).toBe(whole.choices?.[0]?.message?.content);
    expect(cost).toBeGreaterThan(0);
  });

  it("closes the upstream stream when the browser aborts", async () => {
    const abort = new AbortController();
    const body = await client.openChatStream(
      {
        model: "openai/gpt-4o",
        messages: [{ role: "user", content: "Write a long story" }],
        max_completion_tokens: 400,
      },
      { signal: abort.signal },
    );
    let chunks = 0;
    const reading = readChatStream(body, {
      onChunk: () => {
        chunks += 1;
        if (chunks === 3) abort.abort();
      },
    });
    await expect(reading).rejects.toThrow();
    await expect.poll(openStreams, { timeout: 3000 }).toBe(0);
  });

  it("names the parameter the gateway rejected", async () => {
    const failure = await client
      .openChatStream({
        model: "openai/gpt-4o-mini",
        messages: [{ role: "user", content: "hi" }],
        max_completion_tokens: 10_000_000,
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(paramError(failure)).toMatchObject({ param: "max_completion_tokens" });
    expect(paramError(failure)?.message).toMatch(/max_completion_tokens/);
  });

  it("creates embeddings and reranks documents", async () => {
    const embeddings = await client.embeddings({
      model: "openai/text-embedding-3-small",
      input: ["a cat", "a dog"],
      dimensions: 8,
    });
    expect(embeddings.data?.map((d) => (Array.isArray(d.embedding) ? d.embedding.length : 0))).toEqual([8, 8]);
    const ranked = await client.rerank({
      model: "cohere/rerank-v3.5",
      query: "capital of France",
      documents: ["Bananas are yellow", "Paris is the capital of France"],
    });
    expect(ranked.results[0]?.index).toBe(1);
  });
});

describe("paramError", () => {
  it("reads the BFF's own field issues, cut at the first array index", () => {
    const error = new ApiError({
      code: "invalid_input",
      message: "bad",
      status: 400,
      issues: [{ path: "messages[0].role", message: "messages[0].role is required" }],
    });
    expect(paramError(error)).toEqual({ param: "messages", message: "messages[0].role is required" });
  });

  it("is undefined for errors that name no parameter", () => {
    expect(paramError(new ApiError({ code: "gateway_key_missing", message: "none", status: 409 }))).toBeUndefined();
    expect(paramError(new Error("plain"))).toBeUndefined();
  });
});

describe("the model list as the relay passes it on", () => {
  /** A relay double that answers every models request with the body named by the test. */
  async function answering(body: unknown) {
    const server = createServer((_req, res) =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body)),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { client: gatewayClient(url), close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("keeps every field of each model, known or not", async () => {
    const model = { id: "acme/one", name: "One", pricing: { prompt: "0.1" }, vendor_field: true };
    const relayed = await answering({ data: [model], next_page_token: null });
    await expect(relayed.client.listModels()).resolves.toEqual({ data: [model], next_page_token: null });
    await relayed.close();
  });

  it.each([
    ["not an object", [1, 2]],
    ["data not a list", { data: "models" }],
    ["a model not an object", { data: ["acme/one"] }],
    ["a page token not text", { data: [], next_page_token: 7 }],
  ])("refuses a list whose frame is wrong (%s) as a network error", async (_case, body) => {
    const relayed = await answering(body);
    await expect(relayed.client.listModels()).rejects.toBeInstanceOf(ApiError);
    await relayed.close();
  });
});
