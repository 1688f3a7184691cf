import { describe, expect, it } from "vitest";
import { ModelList } from "../../lib/gateway/schemas";
import { LIMITED, gatewayUnderTest } from "./test-support";

const gateway = gatewayUnderTest();

async function allPages(pageSize: number, key?: string, provider?: string) {
  const ids: string[] = [];
  let token: string | undefined;
  let pages = 0;
  do {
    const query = new URLSearchParams({
      page_size: String(pageSize),
      ...(token ? { page_token: token } : {}),
      ...(provider ? { provider } : {}),
    });
    const { status, body } = await gateway.json(ModelList, `/v1/models?${query}`, { key });
    expect(status).toBe(200);
    expect(body.data!.length).toBeLessThanOrEqual(pageSize);
    ids.push(...body.data!.map((m) => m.id!));
    token = body.next_page_token ?? undefined;
    pages++;
  } while (token && pages < 50);
  return { ids, pages };
}

describe("GET /v1/models", () => {
  it("lists every model with the spec's fields and request_type list_models", async () => {
    const { status, body } = await gateway.json(ModelList, "/v1/models");
    expect(status).toBe(200);
    expect(body.extra_fields?.request_type).toBe("list_models");
    expect(typeof body.extra_fields?.latency).toBe("number");
    expect(body.next_page_token).toBeUndefined();
    const providers = new Set(body.data!.map((m) => m.id!.split("/")[0]));
    expect(providers.size).toBeGreaterThanOrEqual(3);
    for (const model of body.data!) {
      expect(model.id).toMatch(/^[a-z]+\/\S+$/);
      expect(model.pricing?.prompt).toMatch(/^\d+(\.\d+)?$/);
      expect(model.pricing?.completion).toMatch(/^\d+(\.\d+)?$/);
      expect(model.architecture?.input_modalities?.length).toBeGreaterThan(0);
      expect(model.supported_methods?.length).toBe(1);
      expect(model.context_length).toBeGreaterThan(0);
    }
    const methods = new Set(body.data!.flatMap((m) => m.supported_methods ?? []));
    expect([...methods].sort()).toEqual(["chat.completions", "embeddings", "rerank"]);
    const chat = body.data!.filter((m) => m.supported_methods?.includes("chat.completions"));
    const has = (p: string) => chat.filter((m) => m.supported_parameters?.includes(p)).length;
    // Capabilities vary: some chat models lack tools or logprobs, some reason.
    expect(has("tools")).toBeGreaterThan(0);
    expect(has("tools")).toBeLessThan(chat.length);
    expect(has("logprobs")).toBeGreaterThan(0);
    expect(has("logprobs")).toBeLessThan(chat.length);
    expect(has("reasoning")).toBeGreaterThan(0);
  });

  it("pages with page_size and an opaque page_token, covering every model once", async () => {
    const whole = (await gateway.json(ModelList, "/v1/models")).body.data!.map((m) => m.id);
    const { ids, pages } = await allPages(5);
    expect(ids).toEqual(whole);
    expect(pages).toBe(Math.ceil(whole.length / 5));
  });

  it("filters by provider", async () => {
    const { ids } = await allPages(3, undefined, "cohere");
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith("cohere/"))).toBe(true);
  });

  it("lists only the providers a virtual key allows", async () => {
    const { ids } = await allPages(4, LIMITED);
    const providers = new Set(ids.map((id) => id.split("/")[0]));
    expect([...providers].sort()).toEqual(["mistral", "openai"]);
    const forbidden = await gateway.failure("/v1/models?provider=anthropic", { key: LIMITED });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error?.param).toBe("provider");
  });

  it("rejects a bad page_size or page_token with 400 naming it", async () => {
    for (const [query, param] of [
      ["page_size=0", "page_size"],
      ["page_size=abc", "page_size"],
      ["page_token=not-a-token", "page_token"],
      ["provider=nobody", "provider"],
    ]) {
      const { status, body } = await gateway.failure(`/v1/models?${query}`);
      expect(status, query).toBe(400);
      expect(body.error?.param, query).toBe(param);
    }
  });
});

describe("authentication", () => {
  it("answers 401 in the Error body without a key or with a wrong one", async () => {
    for (const key of [null, "sk-gateway-wrong"]) {
      const { status, body } = await gateway.failure("/v1/models", { key });
      expect(status).toBe(401);
      expect(body).toMatchObject({
        is_gateway_error: true,
        status_code: 401,
        error: { type: "authentication_error", code: "invalid_api_key" },
      });
      expect(body.event_id).toBeTruthy();
    }
    const chat = await gateway.failure("/v1/chat/completions", {
      key: "nope",
      body: { model: "openai/gpt-4o", messages: [] },
    });
    expect(chat.status).toBe(401);
  });

  it("accepts the key as x-api-key, as Basic password, and the gateway token", async () => {
    const viaHeader = await gateway.call("/v1/models", { key: null, headers: { "x-api-key": LIMITED } });
    expect(viaHeader.status).toBe(200);
    const basic = Buffer.from(`user:${LIMITED}`).toString("base64");
    const viaBasic = await gateway.call("/v1/models", { key: null, headers: { authorization: `Basic ${basic}` } });
    expect(viaBasic.status).toBe(200);
    const token = await gateway.call("/v1/models", { key: "gw-demo-token" });
    expect(token.status).toBe(200);
  });

  it("refuses a model of a provider the key does not allow with 403", async () => {
    const { status, body } = await gateway.failure("/v1/chat/completions", {
      key: LIMITED,
      body: { model: "anthropic/claude-sonnet-4", messages: [{ role: "user", content: "hi" }] },
    });
    expect(status).toBe(403);
    expect(body.error?.param).toBe("model");
    const allowed = await gateway.call("/v1/chat/completions", {
      key: LIMITED,
      body: { model: "mistral/mistral-small-latest", messages: [{ role: "user", content: "hi" }] },
    });
    expect(allowed.status).toBe(200);
  });
});
