import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ChatCompletion, EmbeddingResponse } from "../../lib/gateway/schemas";
import { chunksOf, readEvents, gatewayUnderTest } from "./test-support";

const gateway = gatewayUnderTest();
const Provider = z.object({ name: z.string(), available: z.boolean() });
const Reset = z.object({ reset: z.boolean() });

const setAvailable = (name: string, available: boolean) =>
  gateway.control(Provider, "POST", `/providers/${name}`, { available });
const chat = { model: "openai/gpt-4o", messages: [{ role: "user", content: "Summarise the incident" }], seed: 1 };

afterEach(async () => {
  await gateway.control(Reset, "POST", "/reset");
});

describe("provider availability and fallbacks", () => {
  it("answers 503 in the Error body while the provider is down", async () => {
    expect((await setAvailable("openai", false)).body).toEqual({ name: "openai", available: false });
    const { status, body } = await gateway.failure("/v1/chat/completions", { body: chat });
    expect(status).toBe(503);
    expect(body).toMatchObject({
      is_gateway_error: true,
      status_code: 503,
      error: { code: "provider_unavailable" },
      extra_fields: { provider: "openai", model_requested: "openai/gpt-4o" },
    });
    await setAvailable("openai", true);
    expect((await gateway.call("/v1/chat/completions", { body: chat })).status).toBe(200);
  });

  it("serves from the first available fallback and says so in extra_fields", async () => {
    await setAvailable("openai", false);
    await setAvailable("anthropic", false);
    const fallbacks = ["anthropic/claude-3-5-haiku", "mistral/mistral-small-latest", "cohere/command-a-03-2025"];
    const { status, body } = await gateway.json(ChatCompletion, "/v1/chat/completions", {
      body: { ...chat, fallbacks },
    });
    expect(status).toBe(200);
    expect(body.model).toBe("mistral/mistral-small-latest");
    expect(body.extra_fields).toMatchObject({ provider: "mistral", model_requested: "openai/gpt-4o" });

    const response = await gateway.call("/v1/chat/completions", { body: { ...chat, fallbacks, stream: true } });
    const chunks = chunksOf(await readEvents(response, performance.now()));
    expect(chunks.length).toBeGreaterThan(5);
    expect(
      chunks.every(
        (c) => c.extra_fields?.provider === "mistral" && c.extra_fields?.model_requested === "openai/gpt-4o",
      ),
    ).toBe(true);
  });

  it("uses the requested model while its provider is up, and falls back for embeddings too", async () => {
    const up = await gateway.json(ChatCompletion, "/v1/chat/completions", {
      body: { ...chat, fallbacks: ["mistral/mistral-small-latest"] },
    });
    expect(up.body.extra_fields?.provider).toBe("openai");
    await setAvailable("openai", false);
    const embedded = await gateway.json(EmbeddingResponse, "/v1/embeddings", {
      body: { model: "openai/text-embedding-3-small", input: "hello", fallbacks: ["mistral/mistral-embed"] },
    });
    expect(embedded.status).toBe(200);
    expect(embedded.body.extra_fields).toMatchObject({
      provider: "mistral",
      model_requested: "openai/text-embedding-3-small",
    });
  });

  it("answers 503 when every candidate is down, and refuses a fallback the key may not use", async () => {
    await setAvailable("openai", false);
    await setAvailable("mistral", false);
    const down = await gateway.failure("/v1/chat/completions", {
      body: { ...chat, fallbacks: ["mistral/mistral-small-latest"] },
    });
    expect(down.status).toBe(503);
    const forbidden = await gateway.failure("/v1/chat/completions", {
      key: "sk-gateway-demo-limited",
      body: { ...chat, fallbacks: ["anthropic/claude-3-5-haiku"] },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error?.param).toBe("fallbacks");
  });

  it("answers 404 for an unknown provider in the control API", async () => {
    const { status } = await gateway.control(z.unknown(), "POST", "/providers/nobody", { available: false });
    expect(status).toBe(404);
  });
});
