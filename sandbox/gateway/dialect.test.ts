import { describe, expect, it } from "vitest";
import { ChatCompletion, EmbeddingResponse, ModelList, RerankResponse } from "../../lib/gateway/schemas";
import { dialectFromEnv } from "./dialect";
import { chunksOf, gatewayUnderTest, readEvents, streamedText } from "./test-support";

const ask = { role: "user", content: "How should I plan backups?" };

describe("the plain OpenAI-compatible dialect", () => {
  const gateway = gatewayUnderTest(2000, { name: "plain", endpoints: ["models", "chat", "embeddings", "rerank"] });

  it("lists ids without a provider prefix and nothing about price, context or parameters", async () => {
    const response = await gateway.call("/v1/models");
    const body = (await response.json()) as { object: string; data: Record<string, unknown>[] };
    expect(body.object).toBe("list");
    expect(ModelList.parse(body).extra_fields).toBeUndefined();
    const ids = body.data.map((m) => m.id as string);
    expect(ids).toContain("gpt-4o");
    expect(ids).toContain("rerank-v3.5");
    expect(ids.some((id) => id.includes("/"))).toBe(false);
    expect(Object.keys(body.data[0]).sort()).toEqual(["created", "id", "object", "owned_by"]);
  });

  it("answers a chat for a plain id without extra_fields or cost, and refuses prefixed ids", async () => {
    const { status, body } = await gateway.json(ChatCompletion, "/v1/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [ask], seed: 1 },
    });
    expect(status).toBe(200);
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.extra_fields).toBeUndefined();
    expect(body.usage?.completion_tokens).toBeGreaterThan(0);
    expect(body.usage?.cost).toBeUndefined();
    const prefixed = await gateway.failure("/v1/chat/completions", {
      body: { model: "openai/gpt-4o-mini", messages: [ask] },
    });
    expect(prefixed.status).toBe(404);
    expect(prefixed.body.error?.code).toBe("model_not_found");
  });

  it("streams chunks without extra_fields", async () => {
    const response = await gateway.call("/v1/chat/completions", {
      body: { model: "claude-sonnet-4", messages: [ask], stream: true, stream_options: { include_usage: true } },
    });
    const chunks = chunksOf(await readEvents(response, performance.now()));
    expect(streamedText(chunks).length).toBeGreaterThan(0);
    expect(chunks.every((c) => c.extra_fields === undefined && c.model === "claude-sonnet-4")).toBe(true);
    const usage = chunks.find((c) => c.usage)?.usage;
    expect(usage?.total_tokens).toBeGreaterThan(0);
    expect(usage?.cost).toBeUndefined();
  });

  it("embeds and reranks under plain ids", async () => {
    const embedded = await gateway.json(EmbeddingResponse, "/v1/embeddings", {
      body: { model: "text-embedding-3-small", input: ["a", "b"] },
    });
    expect(embedded.status).toBe(200);
    expect(embedded.body.data).toHaveLength(2);
    expect(embedded.body.extra_fields).toBeUndefined();
    const ranked = await gateway.json(RerankResponse, "/v1/rerank", {
      body: { model: "rerank-v3.5", query: "backup", documents: ["backup plan", "weather"] },
    });
    expect(ranked.body.model).toBe("rerank-v3.5");
    expect(ranked.body.results[0].index).toBe(0);
    expect(ranked.body.usage?.cost).toBeUndefined();
  });
});

describe("a dialect without some endpoints", () => {
  const gateway = gatewayUnderTest(2000, { name: "plain", endpoints: ["models", "chat"] });

  it("answers 404 for the endpoints it does not offer, and serves the others", async () => {
    const embeddings = await gateway.failure("/v1/embeddings", {
      body: { model: "text-embedding-3-small", input: "a" },
    });
    expect(embeddings.status).toBe(404);
    expect(embeddings.body.error?.code).toBe("route_not_found");
    const rerank = await gateway.failure("/v1/rerank", {
      body: { model: "rerank-v3.5", query: "q", documents: ["a"] },
    });
    expect(rerank.status).toBe(404);
    expect((await gateway.call("/v1/models")).status).toBe(200);
  });
});

describe("dialectFromEnv", () => {
  it("reads the dialect and the endpoints, and refuses unknown values", () => {
    expect(dialectFromEnv({})).toEqual({ name: "spec", endpoints: ["models", "chat", "embeddings", "rerank"] });
    expect(dialectFromEnv({ SANDBOX_GATEWAY_DIALECT: "plain", SANDBOX_GATEWAY_ENDPOINTS: "chat, models" })).toEqual({
      name: "plain",
      endpoints: ["chat", "models"],
    });
    expect(() => dialectFromEnv({ SANDBOX_GATEWAY_DIALECT: "litellm" })).toThrow(/spec or plain/);
    expect(() => dialectFromEnv({ SANDBOX_GATEWAY_ENDPOINTS: "chat,images" })).toThrow(/images/);
  });
});
