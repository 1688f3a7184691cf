import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  CHAT_ROLES,
  ChatChunk,
  ChatCompletion,
  ChatMessage,
  ChatRequest,
  EmbeddingRequest,
  EmbeddingResponse,
  GatewayErrorBody,
  ModelList,
  ModelListQuery,
  RerankRequest,
  RerankResponse,
  firstParam,
  gatewayErrorFromZod,
} from "./schemas";

const chat = (extra: Record<string, unknown> = {}) => ({
  model: "openai/gpt-4o-mini",
  messages: [{ role: "user", content: "Hello" }],
  ...extra,
});

/** Parses, expects a failure, and returns what the gateway would answer. */
const rejection = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success, `expected ${JSON.stringify(input)} to be rejected`).toBe(false);
  if (result.success) throw new Error("unreachable");
  const body = gatewayErrorFromZod(result.error);
  return { param: firstParam(result.error), body, message: body.error?.message };
};

const accepts = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.error?.issues ?? [], JSON.stringify(input)).toEqual([]);
};

describe("ChatRequest", () => {
  it("accepts a request using every field of the spec", () => {
    const request = chat({
      messages: [
        { role: "system", content: "Be brief." },
        {
          role: "user",
          content: [
            { type: "text", text: "What is in this image?" },
            { type: "image_url", image_url: { url: "https://example.com/a.png" } },
          ],
        },
        {
          role: "assistant",
          content: null,
          tool_calls: [{ id: "call_1", type: "function", function: { name: "lookup", arguments: '{"q":"x"}' } }],
        },
        { role: "tool", tool_call_id: "call_1", content: "42" },
      ],
      fallbacks: ["anthropic/claude-sonnet-4", "openrouter/meta-llama/llama-3-70b"],
      stream: true,
      frequency_penalty: -2,
      presence_penalty: 2,
      temperature: 0.7,
      top_p: 1,
      top_logprobs: 5,
      logprobs: true,
      logit_bias: { "50256": -100 },
      max_completion_tokens: 1024,
      seed: 42,
      stop: ["\n\n", "END"],
      metadata: { team: "search" },
      modalities: ["text"],
      parallel_tool_calls: false,
      prompt_cache_key: "k1",
      prompt_cache_retention: "24h",
      reasoning: { effort: "xhigh", max_tokens: 2000 },
      response_format: {
        type: "json_schema",
        json_schema: { name: "answer", schema: { type: "object" }, strict: true },
      },
      safety_identifier: "u-1",
      service_tier: "auto",
      truncation: "auto",
      user: "u-1",
      stream_options: { include_usage: true, include_obfuscation: false },
      store: false,
      verbosity: "low",
      tool_choice: {
        type: "allowed_tools",
        allowed_tools: { mode: "auto", tools: [{ type: "function", function: { name: "lookup" } }] },
      },
      tools: [
        {
          type: "function",
          function: {
            name: "lookup",
            description: "Look a thing up",
            parameters: {
              type: "object",
              properties: { q: { type: "string" } },
              required: ["q"],
              additionalProperties: false,
            },
            strict: true,
          },
          cache_control: { type: "ephemeral", ttl: "5m" },
        },
        {
          type: "custom",
          custom: { format: { type: "grammar", grammar: { definition: "start: /[0-9]+/", syntax: "lark" } } },
        },
      ],
      prediction: { type: "content", content: "draft" },
      web_search_options: {
        search_context_size: "medium",
        user_location: {
          type: "approximate",
          approximate: { city: "Berlin", country: "DE", region: "Berlin", timezone: "Europe/Berlin" },
        },
      },
    });
    accepts(ChatRequest, request);
  });

  it("lets unknown vendor fields through", () => {
    const parsed = ChatRequest.parse(chat({ top_k: 40, provider: { order: ["a"] } }));
    expect(parsed.top_k).toBe(40);
    expect(parsed.provider).toEqual({ order: ["a"] });
  });

  it.each([
    ["missing", undefined, "model is required"],
    ["empty", "", "model must be a model id of 1 to 256 characters without blanks"],
    ["with a blank", "gpt 4o", "model must be a model id"],
    ["with a line break", "gpt-4o\n", "model must be a model id"],
    ["with a control character", "gpt\u00004o", "model must be a model id"],
    ["longer than 256 characters", "m".repeat(257), "model must be a model id"],
    ["that is not a string", 42, "model must be a model id"],
  ])("rejects a model %s", (_, model, message) => {
    const { param, body } = rejection(ChatRequest, { ...chat(), model });
    expect(param).toBe("model");
    expect(body.error?.message).toContain(message);
  });

  it.each([
    ["with a provider prefix", "openai/gpt-4o"],
    ["without a provider prefix", "gpt-5.2"],
    ["with more than one slash", "accounts/fireworks/models/llama-v3p1-8b"],
    ["with a tag", "hf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M"],
    ["of exactly 256 characters", "m".repeat(256)],
  ])("accepts a model id %s in chat, embeddings and rerank", (_, model) => {
    accepts(ChatRequest, { ...chat(), model, fallbacks: [model] });
    accepts(EmbeddingRequest, { model, input: "hello", fallbacks: [model] });
    accepts(RerankRequest, { model, query: "q", documents: ["a"], fallbacks: [model] });
  });

  it("checks each fallback is a model id", () => {
    const { param, body } = rejection(ChatRequest, chat({ fallbacks: ["openai/gpt-4o", "claude 3"] }));
    expect(param).toBe("fallbacks");
    expect(body.error?.message).toBe(
      "fallbacks[1] must be a model id of 1 to 256 characters without blanks, e.g. gpt-4o or openai/gpt-4o",
    );
  });

  it.each([
    [{ messages: undefined }, "messages is required"],
    [{ messages: [] }, "messages must hold at least 1 message"],
    [{ messages: "hi" }, "messages must be an array of messages"],
    [{ messages: [{ content: "hi" }] }, "messages[0].role is required"],
    [{ messages: [{ role: "", content: "hi" }] }, "messages[0].role must be a non-empty string"],
    [
      { messages: [{ role: "user", content: 5 }] },
      "messages[0].content must be a string, an array of content parts or null",
    ],
  ])("rejects messages %j", (extra, message) => {
    const { param, body } = rejection(ChatRequest, chat(extra));
    expect(param).toBe("messages");
    expect(body.error?.message).toBe(message);
  });

  it("accepts any non-empty role, including every offered one", () => {
    for (const role of [...CHAT_ROLES, "function", "custom-role"]) accepts(ChatMessage, { role, content: "x" });
  });

  describe("limits", () => {
    it.each([
      ["temperature", [0, 2], [-0.01, 2.01], "temperature must be between 0 and 2"],
      ["top_p", [0, 1], [-0.01, 1.01], "top_p must be between 0 and 1"],
      ["frequency_penalty", [-2, 2], [-2.01, 2.01], "frequency_penalty must be between -2 and 2"],
      ["presence_penalty", [-2, 2], [-2.01, 2.01], "presence_penalty must be between -2 and 2"],
      ["top_logprobs", [0, 20], [-1, 21, 2.5], "top_logprobs must be an integer between 0 and 20"],
      ["max_completion_tokens", [1], [0, 1.5], "max_completion_tokens must be an integer of at least 1"],
      ["seed", [0, -7, 123456789], [1.5, "1"], "seed must be an integer"],
    ])("%s: accepted on the bound, rejected just outside", (field, ok, bad, message) => {
      for (const value of ok) accepts(ChatRequest, chat({ [field]: value }));
      for (const value of bad) {
        const { param, body } = rejection(ChatRequest, chat({ [field]: value }));
        expect(param).toBe(field);
        expect(body.error?.message).toBe(message);
      }
    });

    it("rejects a wrongly typed number naming the limit", () => {
      expect(rejection(ChatRequest, chat({ temperature: "1" })).message).toBe("temperature must be between 0 and 2");
    });

    it("accepts up to 4 stop sequences and rejects a fifth", () => {
      accepts(ChatRequest, chat({ stop: "END" }));
      accepts(ChatRequest, chat({ stop: ["a", "b", "c", "d"] }));
      const { param, body } = rejection(ChatRequest, chat({ stop: ["a", "b", "c", "d", "e"] }));
      expect(param).toBe("stop");
      expect(body.error?.message).toBe("stop must hold at most 4 sequences");
    });

    it("names a non-string stop sequence", () => {
      expect(rejection(ChatRequest, chat({ stop: ["a", 1] })).body.error?.message).toBe("stop[1] must be a string");
      const { param, body } = rejection(ChatRequest, chat({ stop: 3 }));
      expect(param).toBe("stop");
      expect(body.error?.message).toBe("stop must be a string or an array of at most 4 strings");
    });

    it("requires reasoning.max_tokens of at least 1", () => {
      accepts(ChatRequest, chat({ reasoning: { max_tokens: 1 } }));
      const { param, message } = rejection(ChatRequest, chat({ reasoning: { max_tokens: 0 } }));
      expect(param).toBe("reasoning.max_tokens");
      expect(message).toBe("reasoning.max_tokens must be an integer of at least 1");
    });
  });

  describe("enums", () => {
    it.each([
      [
        "reasoning.effort",
        ["none", "minimal", "low", "medium", "high", "xhigh"],
        "max",
        (v: unknown) => ({ reasoning: { effort: v } }),
      ],
      ["verbosity", ["low", "medium", "high"], "verbose", (v: unknown) => ({ verbosity: v })],
      ["prompt_cache_retention", ["in-memory", "24h"], "1h", (v: unknown) => ({ prompt_cache_retention: v })],
      ["tool_choice", ["none", "auto", "required"], "any", (v: unknown) => ({ tool_choice: v })],
      [
        "tool_choice.type",
        ["none", "any", "required", "function", "allowed_tools", "custom"],
        "tool",
        (v: unknown) => ({ tool_choice: { type: v } }),
      ],
      [
        "web_search_options.search_context_size",
        ["low", "medium", "high"],
        "huge",
        (v: unknown) => ({ web_search_options: { search_context_size: v } }),
      ],
      ["response_format.type", ["text", "json_object"], "xml", (v: unknown) => ({ response_format: { type: v } })],
    ])("%s accepts its values and rejects others", (param, values, bad, build) => {
      for (const value of values) accepts(ChatRequest, chat(build(value)));
      const rejected = rejection(ChatRequest, chat(build(bad)));
      expect(rejected.param).toBe(param);
      expect(rejected.body.error?.message).toMatch(
        new RegExp(`^${param.replace(".", "\\.")} must be one of ${values[0]}, `),
      );
    });

    it("checks the type of every tool", () => {
      const { param, body } = rejection(
        ChatRequest,
        chat({ tools: [{ type: "function", function: { name: "a" } }, { type: "mcp" }] }),
      );
      expect(param).toBe("tools");
      expect(body.error?.message).toBe("tools[1].type must be one of function, custom");
      expect(rejection(ChatRequest, chat({ tools: [{ function: { name: "a" } }] })).body.error?.message).toBe(
        "tools[0].type is required",
      );
    });

    it("requires a function name and a valid grammar syntax", () => {
      expect(
        rejection(ChatRequest, chat({ tools: [{ type: "function", function: { description: "x" } }] })).body.error
          ?.message,
      ).toBe("tools[0].function.name is required");
      const grammar = {
        type: "custom",
        custom: { format: { type: "grammar", grammar: { definition: "x", syntax: "peg" } } },
      };
      expect(rejection(ChatRequest, chat({ tools: [grammar] })).body.error?.message).toBe(
        "tools[0].custom.format.grammar.syntax must be one of lark, regex",
      );
    });

    it("checks the nested shapes of tool_choice", () => {
      accepts(ChatRequest, chat({ tool_choice: { type: "function", function: { name: "lookup" } } }));
      const { param, message } = rejection(ChatRequest, chat({ tool_choice: { type: "function", function: {} } }));
      expect(param).toBe("tool_choice.function.name");
      expect(message).toBe("tool_choice.function.name is required");
      expect(
        rejection(ChatRequest, chat({ tool_choice: { type: "allowed_tools", allowed_tools: { mode: "any" } } })).param,
      ).toBe("tool_choice.allowed_tools.mode");
    });
  });

  it("validates response_format.type and json_schema", () => {
    accepts(ChatRequest, chat({ response_format: { vendor_only: true } }));
    const missing = rejection(ChatRequest, chat({ response_format: { type: "json_schema" } }));
    expect(missing.param).toBe("response_format.json_schema");
    expect(missing.message).toBe("response_format.json_schema is required when response_format.type is json_schema");
    const noName = rejection(
      ChatRequest,
      chat({ response_format: { type: "json_schema", json_schema: { schema: {} } } }),
    );
    expect(noName.param).toBe("response_format.json_schema.name");
    const noSchema = rejection(
      ChatRequest,
      chat({ response_format: { type: "json_schema", json_schema: { name: "a" } } }),
    );
    expect(noSchema.message).toBe("response_format.json_schema.schema is required");
  });

  it("validates prediction, logit_bias and web search location", () => {
    expect(rejection(ChatRequest, chat({ prediction: { type: "text" } })).param).toBe("prediction.type");
    expect(rejection(ChatRequest, chat({ logit_bias: { "1": "high" } })).param).toBe("logit_bias.1");
    const location = (approximate: object) => chat({ web_search_options: { user_location: { approximate } } });
    const country = rejection(ChatRequest, location({ country: "DEU" }));
    expect(country.param).toBe("web_search_options.user_location.approximate.country");
    expect(country.message).toContain("two-letter ISO country code");
    expect(rejection(ChatRequest, location({ timezone: "Mars/Olympus" })).message).toContain("IANA time zone");
  });

  it("answers with the spec's Error body", () => {
    const result = ChatRequest.safeParse(chat({ temperature: 3 }));
    if (result.success) throw new Error("expected a failure");
    expect(gatewayErrorFromZod(result.error)).toEqual({
      is_gateway_error: true,
      status_code: 400,
      error: {
        type: "invalid_request_error",
        code: "invalid_parameter",
        message: "temperature must be between 0 and 2",
        param: "temperature",
      },
    });
    expect(GatewayErrorBody.parse(gatewayErrorFromZod(result.error, 422)).status_code).toBe(422);
    const notAnObject = ChatRequest.safeParse("hello");
    if (notAnObject.success) throw new Error("expected a failure");
    expect(firstParam(notAnObject.error)).toBeUndefined();
    expect(gatewayErrorFromZod(notAnObject.error).error).toEqual({
      type: "invalid_request_error",
      code: "invalid_parameter",
      message: "the request body must be a JSON object",
    });
  });
});

describe("EmbeddingRequest", () => {
  it.each([["hello"], [["a", "b"]], [[1, 2, 3]], [[[1, 2], [3]]]])("accepts input %j", (input) => {
    accepts(EmbeddingRequest, {
      model: "openai/text-embedding-3-small",
      input,
      encoding_format: "base64",
      dimensions: 1,
      fallbacks: ["cohere/embed-v4"],
    });
  });

  it.each([
    [{ input: undefined }, "input", "input is required"],
    [{ input: "" }, "input", "input must not be empty"],
    [{ input: [] }, "input", "input must not be empty"],
    [{ input: [[1], []] }, "input", "input[1] must not be empty"],
    [
      { input: { text: "a" } },
      "input",
      "input must be a non-empty string, array of strings, array of token integers or array of token arrays",
    ],
    [{ encoding_format: "int8" }, "encoding_format", "encoding_format must be one of float, base64"],
    [{ dimensions: 0 }, "dimensions", "dimensions must be an integer of at least 1"],
  ])("rejects %j", (extra, param, message) => {
    const rejected = rejection(EmbeddingRequest, { model: "openai/text-embedding-3-small", input: "x", ...extra });
    expect(rejected.param).toBe(param);
    expect(rejected.body.error?.message).toBe(message);
  });
});

describe("RerankRequest", () => {
  const rerank = (extra: Record<string, unknown> = {}) => ({
    model: "cohere/rerank-v3.5",
    query: "capital of France",
    documents: ["Paris is the capital.", { text: "Berlin is in Germany.", id: "d2", meta: { lang: "en" } }],
    ...extra,
  });

  it("accepts strings and documents, and the bounds of its limits", () => {
    accepts(
      RerankRequest,
      rerank({ top_n: 1, max_tokens_per_doc: 1, priority: -3, return_documents: true, fallbacks: ["voyage/rerank-2"] }),
    );
    accepts(RerankRequest, rerank({ query: "a", documents: ["only one"] }));
  });

  it.each([
    [{ query: "" }, "query", "query must be at least 1 character long"],
    [{ query: undefined }, "query", "query is required"],
    [{ documents: [] }, "documents", "documents must hold at least 1 document"],
    [{ documents: [{ id: "d1" }] }, "documents", "documents[0].text is required"],
    [{ documents: [42] }, "documents", "documents[0] must be a string or an object with text"],
    [{ top_n: 0 }, "top_n", "top_n must be an integer of at least 1"],
    [{ max_tokens_per_doc: 0 }, "max_tokens_per_doc", "max_tokens_per_doc must be an integer of at least 1"],
    [{ priority: 0.5 }, "priority", "priority must be an integer"],
    [{ return_documents: "yes" }, "return_documents", "return_documents must be true or false"],
  ])("rejects %j", (extra, param, message) => {
    const rejected = rejection(RerankRequest, rerank(extra));
    expect(rejected.param).toBe(param);
    expect(rejected.body.error?.message).toBe(message);
  });
});

describe("ModelListQuery", () => {
  it("coerces page_size from the query string and drops unknown parameters", () => {
    expect(ModelListQuery.parse({ page_size: "1", provider: "openai", page_token: "t", x: "y" })).toEqual({
      page_size: 1,
      provider: "openai",
      page_token: "t",
    });
    for (const page_size of ["0", "1.5", "ten", ""]) {
      const rejected = rejection(ModelListQuery, { page_size });
      expect(rejected.param).toBe("page_size");
      expect(rejected.message).toBe("page_size must be an integer of at least 1");
    }
  });
});

describe("responses", () => {
  const extra_fields = {
    request_type: "chat_completion",
    provider: "openai",
    model_requested: "gpt-4o-mini",
    latency: 412,
    chunk_index: 3,
  };

  it("parses a realistic stream chunk, nulls included", () => {
    const chunk = ChatChunk.parse({
      id: "chatcmpl-123",
      object: "chat.completion.chunk",
      created: 1_735_000_000,
      model: "gpt-4o-mini",
      system_fingerprint: "fp_abc",
      choices: [
        {
          index: 0,
          delta: {
            role: "assistant",
            content: "Hel",
            tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name: "lookup", arguments: "" } }],
          },
          logprobs: null,
          finish_reason: null,
        },
      ],
      usage: null,
      extra_fields,
      obfuscation: "x1y2",
    });
    expect(chunk.choices?.[0].delta?.content).toBe("Hel");
    expect(chunk.extra_fields?.chunk_index).toBe(3);
    expect(chunk.obfuscation).toBe("x1y2");
  });

  it("requires function on each streamed tool call", () => {
    expect(ChatChunk.safeParse({ choices: [{ delta: { tool_calls: [{ index: 0 }] } }] }).success).toBe(false);
  });

  it("parses a realistic completion and keeps unknown fields", () => {
    const completion = ChatCompletion.parse({
      id: "chatcmpl-456",
      object: "chat.completion",
      created: 1_735_000_000,
      model: "gpt-4o-mini",
      service_tier: "default",
      choices: [
        {
          index: 0,
          finish_reason: "stop",
          message: {
            role: "assistant",
            content: "Hello!",
            refusal: null,
            annotations: [
              {
                type: "url_citation",
                url_citation: { start_index: 0, end_index: 5, title: "T", url: "https://e.com" },
              },
            ],
            reasoning_details: [{ type: "reasoning.summary", summary: "thought", index: 0 }],
          },
          log_probs: {
            content: [{ token: "Hello", logprob: -0.1, bytes: [72], top_logprobs: [{ token: "Hi", logprob: -2 }] }],
          },
        },
      ],
      usage: {
        prompt_tokens: 10,
        completion_tokens: 2,
        total_tokens: 12,
        prompt_tokens_details: { cached_read_tokens: 0 },
        completion_tokens_details: { reasoning_tokens: 0 },
        cost: { total_cost: 0.00012 },
      },
      extra_fields: { ...extra_fields, cache_debug: { cache_hit: false, similarity: 0.5 } },
      citations: ["https://e.com"],
      vendor_trace: { id: "t" },
    });
    expect(completion.choices?.[0].message?.content).toBe("Hello!");
    expect(completion.usage?.cost?.total_cost).toBe(0.00012);
    expect(completion.vendor_trace).toEqual({ id: "t" });
  });

  it("parses embeddings, model lists and error bodies leniently", () => {
    expect(
      EmbeddingResponse.parse({
        data: [{ index: 0, object: "embedding", embedding: [0.1, 0.2] }],
        model: "m",
        extra_fields,
        more: 1,
      }).more,
    ).toBe(1);
    const list = ModelList.parse({
      data: [{ id: "openai/gpt-4o", context_length: 128000, pricing: { prompt: "0.0000025" }, future: true }],
      next_page_token: "p2",
    });
    expect(list.data?.[0].future).toBe(true);
    const error = GatewayErrorBody.parse({
      is_gateway_error: false,
      status_code: 429,
      error: { type: "rate_limit", message: "slow down", param: null },
      hint: "x",
    });
    expect(error.hint).toBe("x");
  });

  it("requires results and model in a rerank response", () => {
    const response = {
      results: [{ index: 1, relevance_score: 0.9, document: { text: "Paris" } }],
      model: "rerank-v3.5",
      extra_fields,
    };
    expect(RerankResponse.parse({ ...response, meta: {} }).meta).toEqual({});
    expect(RerankResponse.safeParse({ model: "m" }).success).toBe(false);
    expect(RerankResponse.safeParse({ results: [] }).success).toBe(false);
  });
});
