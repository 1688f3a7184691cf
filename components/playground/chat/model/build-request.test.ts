import { describe, expect, it } from "vitest";
import { ChatRequest } from "@/lib/gateway/schemas";
import { buildChatRequest, type ChatDraft } from "./build-request";
import type { UiMessage } from "./conversation";
import { DEFAULT_PARAMS, EXAMPLE_TOOLS, fieldOfParam, isSupported, type ChatParams } from "./params";

const user = (content: string): UiMessage => ({ id: content, role: "user", content });

const draft = (params: Partial<ChatParams> = {}, rest: Partial<ChatDraft> = {}): ChatDraft => ({
  model: "openai/gpt-4o",
  fallbacks: [],
  system: "",
  messages: [user("Hi")],
  params: { ...DEFAULT_PARAMS, ...params },
  ...rest,
});

describe("buildChatRequest", () => {
  it("builds a request the gateway schema accepts, with only the parameters that were set", () => {
    const { request, errors } = buildChatRequest(
      draft(
        { temperature: 0.4, stop: ["END", ""], seed: 9 },
        { system: "Be brief", fallbacks: ["anthropic/claude-3-5-haiku"] },
      ),
    );
    expect(errors).toEqual({});
    expect(request).toEqual({
      model: "openai/gpt-4o",
      messages: [
        { role: "system", content: "Be brief" },
        { role: "user", content: "Hi" },
      ],
      stream: true,
      fallbacks: ["anthropic/claude-3-5-haiku"],
      temperature: 0.4,
      seed: 9,
      stop: ["END"],
      stream_options: { include_usage: true },
    });
    expect(ChatRequest.safeParse(request).success).toBe(true);
  });

  it("puts a value outside the gateway's limits under its field and sends nothing", () => {
    const { request, errors } = buildChatRequest(draft({ temperature: 3, top_logprobs: 25, logprobs: true }));
    expect(request).toBeUndefined();
    expect(errors.temperature).toEqual({ code: "between", values: { min: 0, max: 2 } });
    expect(errors.top_logprobs).toEqual({ code: "integerBetween", values: { min: 0, max: 20 } });
  });

  it("rejects more than four stop sequences", () => {
    const { errors } = buildChatRequest(draft({ stop: ["a", "b", "c", "d", "e"] }));
    expect(errors.stop).toEqual({ code: "stopMax", values: { max: 4 } });
  });

  it("checks parameters even before the first message, without producing a request", () => {
    const { request, errors } = buildChatRequest(draft({ presence_penalty: -3 }, { messages: [] }));
    expect(request).toBeUndefined();
    expect(Object.keys(errors)).toEqual(["presence_penalty"]);
    expect(buildChatRequest(draft({}, { messages: [] })).errors).toEqual({});
  });

  it("leaves out parameters the model does not list", () => {
    const { request } = buildChatRequest(
      draft({ logprobs: true, temperature: 1, tools: EXAMPLE_TOOLS }, { supported: ["temperature", "stream"] }),
    );
    expect(request).toMatchObject({ temperature: 1 });
    expect(request).not.toHaveProperty("logprobs");
    expect(request).not.toHaveProperty("tools");
    expect(request).not.toHaveProperty("stream_options");
  });

  it("validates the tools editor against the spec's tool shape and the parameters as a JSON Schema", () => {
    expect(buildChatRequest(draft({ tools: "[{" })).errors.tools?.code).toBe("json");
    expect(buildChatRequest(draft({ tools: "{}" })).errors.tools?.code).toBe("notArray");
    const badType = buildChatRequest(draft({ tools: JSON.stringify([{ type: "robot" }]) })).errors.tools;
    expect(badType?.values?.detail).toMatch(/^tools\[0\]\.type must be one of function, custom/);
    const unknownRequired = buildChatRequest(
      draft({
        tools: JSON.stringify([
          {
            type: "function",
            function: { name: "f", parameters: { type: "object", properties: {}, required: ["x"] } },
          },
        ]),
      }),
    ).errors.tools;
    expect(unknownRequired?.problem).toEqual({
      code: "unknownRequired",
      path: "tools[0].function.parameters.required",
      name: "x",
    });
  });

  it("sends tools with a tool choice naming one of them, and refuses a choice naming none", () => {
    const ok = buildChatRequest(
      draft({ tools: EXAMPLE_TOOLS, tool_choice: "function:get_weather", parallel_tool_calls: "off" }),
    );
    expect(ok.request).toMatchObject({
      tool_choice: { type: "function", function: { name: "get_weather" } },
      parallel_tool_calls: false,
    });
    expect(ok.request?.tools?.[0]?.function?.name).toBe("get_weather");
    const wrong = buildChatRequest(draft({ tools: EXAMPLE_TOOLS, tool_choice: "function:get_time" }));
    expect(wrong.errors.tool_choice).toEqual({ code: "toolChoiceUnknown", values: { name: "get_time" } });
  });

  it("checks a JSON schema response format as a JSON Schema", () => {
    const schema = (inner: unknown) => JSON.stringify({ name: "answer", schema: inner });
    expect(
      buildChatRequest(draft({ response_format: "json_schema", json_schema: schema({ type: "strnig" }) })).errors
        .response_format,
    ).toMatchObject({ code: "schemaProblem", problem: { code: "badType", path: "schema.type" } });
    expect(
      buildChatRequest(draft({ response_format: "json_schema", json_schema: JSON.stringify({ schema: {} }) })).errors
        .response_format,
    ).toMatchObject({ code: "detail" });
    const good = buildChatRequest(draft({ response_format: "json_schema", json_schema: schema({ type: "object" }) }));
    expect(good.request?.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "answer", schema: { type: "object" } },
    });
  });

  it("replays a tool round trip in the wire format", () => {
    const messages: UiMessage[] = [
      user("Weather in Paris?"),
      {
        id: "a",
        role: "assistant",
        content: "",
        toolCalls: [{ id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' }],
      },
      { id: "t", role: "tool", content: '{"temp":21}', toolCallId: "call_1", toolName: "get_weather" },
    ];
    const { request } = buildChatRequest(draft({ tools: EXAMPLE_TOOLS }, { messages }));
    expect(request?.messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } },
        ],
      },
      { role: "tool", tool_call_id: "call_1", content: '{"temp":21}' },
    ]);
  });

  it("asks for a model and a well-formed model id, with or without a provider prefix", () => {
    expect(buildChatRequest(draft({}, { model: "" })).errors.model).toEqual({ code: "modelRequired" });
    expect(buildChatRequest(draft({}, { fallbacks: ["no pe"] })).errors.fallbacks).toEqual({ code: "modelName" });
    expect(buildChatRequest(draft({}, { model: "gpt 5" })).errors.model).toEqual({ code: "modelName" });
    for (const model of ["gpt-5.2", "openai/gpt-4o", "accounts/fireworks/models/llama-v3"]) {
      const { request, errors } = buildChatRequest(draft({}, { model, fallbacks: ["llama3.1:8b"] }));
      expect(errors).toEqual({});
      expect(request?.model).toBe(model);
    }
  });
});

describe("parameter fields", () => {
  it("maps the gateway's error.param to the panel's field", () => {
    expect(fieldOfParam("temperature")).toBe("temperature");
    expect(fieldOfParam("reasoning.max_tokens")).toBe("reasoning_max_tokens");
    expect(fieldOfParam("reasoning.effort")).toBe("reasoning_effort");
    expect(fieldOfParam("response_format.json_schema.schema")).toBe("response_format");
    expect(fieldOfParam("tools[0].function.name")).toBe("tools");
    expect(fieldOfParam("stream_options")).toBe("include_usage");
    expect(fieldOfParam("something_else")).toBeUndefined();
  });

  it("offers every parameter when the model lists none", () => {
    expect(isSupported("tools", null)).toBe(true);
    expect(isSupported("tools", ["temperature"])).toBe(false);
    expect(isSupported("top_logprobs", ["logprobs"])).toBe(true);
  });
});
