import { describe, expect, it } from "vitest";
import { gatewayUnderTest } from "./test-support";

const gateway = gatewayUnderTest();

const chat = { model: "openai/gpt-4o", messages: [{ role: "user", content: "Hello there" }] };
const rerank = { model: "cohere/rerank-v3.5", query: "backup", documents: ["nightly backup", "weather"] };

describe("the Limits table: each limit answers 400 naming the parameter", () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    ["frequency_penalty above 2", "/v1/chat/completions", { ...chat, frequency_penalty: 2.5 }, "frequency_penalty"],
    ["frequency_penalty below -2", "/v1/chat/completions", { ...chat, frequency_penalty: -2.1 }, "frequency_penalty"],
    ["presence_penalty above 2", "/v1/chat/completions", { ...chat, presence_penalty: 2.01 }, "presence_penalty"],
    ["presence_penalty below -2", "/v1/chat/completions", { ...chat, presence_penalty: -3 }, "presence_penalty"],
    ["temperature above 2", "/v1/chat/completions", { ...chat, temperature: 2.1 }, "temperature"],
    ["temperature below 0", "/v1/chat/completions", { ...chat, temperature: -0.1 }, "temperature"],
    ["top_p above 1", "/v1/chat/completions", { ...chat, top_p: 1.5 }, "top_p"],
    ["top_p below 0", "/v1/chat/completions", { ...chat, top_p: -0.5 }, "top_p"],
    ["top_logprobs above 20", "/v1/chat/completions", { ...chat, logprobs: true, top_logprobs: 21 }, "top_logprobs"],
    ["top_logprobs below 0", "/v1/chat/completions", { ...chat, logprobs: true, top_logprobs: -1 }, "top_logprobs"],
    ["five stop sequences", "/v1/chat/completions", { ...chat, stop: ["a", "b", "c", "d", "e"] }, "stop"],
    ["empty rerank query", "/v1/rerank", { ...rerank, query: "" }, "query"],
    ["no rerank documents", "/v1/rerank", { ...rerank, documents: [] }, "documents"],
    ["top_n of 0", "/v1/rerank", { ...rerank, top_n: 0 }, "top_n"],
    ["max_tokens_per_doc of 0", "/v1/rerank", { ...rerank, max_tokens_per_doc: 0 }, "max_tokens_per_doc"],
    ["missing messages", "/v1/chat/completions", { model: "openai/gpt-4o" }, "messages"],
    ["model id with a blank", "/v1/chat/completions", { ...chat, model: "gpt 4o" }, "model"],
    [
      "reasoning effort unknown",
      "/v1/chat/completions",
      { ...chat, model: "openai/o3-mini", reasoning: { effort: "max" } },
      "reasoning.effort",
    ],
    ["empty embedding input", "/v1/embeddings", { model: "openai/text-embedding-3-small", input: [] }, "input"],
    [
      "bad encoding_format",
      "/v1/embeddings",
      { model: "openai/text-embedding-3-small", input: "x", encoding_format: "hex" },
      "encoding_format",
    ],
  ];

  it.each(cases)("%s", async (_name, path, body, param) => {
    const response = await gateway.failure(path, { body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ is_gateway_error: true, status_code: 400, error: { param } });
    expect(response.body.error?.message).toBeTruthy();
  });

  it("accepts the edges of every range", async () => {
    const response = await gateway.call("/v1/chat/completions", {
      body: {
        ...chat,
        frequency_penalty: -2,
        presence_penalty: 2,
        temperature: 2,
        top_p: 0,
        logprobs: true,
        top_logprobs: 20,
        stop: ["w", "x", "y", "z"],
        max_completion_tokens: 5,
      },
    });
    expect(response.status).toBe(200);
  });
});

describe("other request errors", () => {
  it("answers 404 with param model for an unknown model, and for an unknown fallback", async () => {
    const unknown = await gateway.failure("/v1/chat/completions", { body: { ...chat, model: "openai/gpt-99" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.param).toBe("model");
    const fallback = await gateway.failure("/v1/chat/completions", { body: { ...chat, fallbacks: ["mistral/nope"] } });
    expect(fallback.status).toBe(404);
    expect(fallback.body.error?.param).toBe("fallbacks");
  });

  it("answers 400 for invalid JSON and for a body that is not an object", async () => {
    const broken = await gateway.failure("/v1/chat/completions", { body: '{"model": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.error?.code).toBe("invalid_json");
    const array = await gateway.failure("/v1/embeddings", { body: "[1,2]" });
    expect(array.status).toBe(400);
  });

  it("refuses a model that does not offer the method or the parameter", async () => {
    const embedChat = await gateway.failure("/v1/chat/completions", {
      body: { ...chat, model: "openai/text-embedding-3-small" },
    });
    expect(embedChat.status).toBe(400);
    expect(embedChat.body.error?.param).toBe("model");
    const tools = await gateway.failure("/v1/chat/completions", {
      body: {
        ...chat,
        model: "mistral/open-mistral-nemo",
        tools: [{ type: "function", function: { name: "get_weather" } }],
      },
    });
    expect(tools.status).toBe(400);
    expect(tools.body.error?.param).toBe("tools");
    const logprobs = await gateway.failure("/v1/chat/completions", {
      body: { ...chat, model: "anthropic/claude-sonnet-4", logprobs: true },
    });
    expect(logprobs.body.error?.param).toBe("logprobs");
    const tooMany = await gateway.failure("/v1/chat/completions", {
      body: { ...chat, max_completion_tokens: 1_000_000 },
    });
    expect(tooMany.body.error?.param).toBe("max_completion_tokens");
    const dimensions = await gateway.failure("/v1/embeddings", {
      body: { model: "openai/text-embedding-3-small", input: "x", dimensions: 5000 },
    });
    expect(dimensions.body.error?.param).toBe("dimensions");
  });

  it("answers 404 for an unknown route and 405 for a wrong method", async () => {
    expect((await gateway.failure("/v1/nothing")).status).toBe(404);
    const wrong = await gateway.call("/v1/chat/completions", { method: "GET" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
  });
});
