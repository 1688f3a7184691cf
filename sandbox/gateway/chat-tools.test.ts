import { describe, expect, it } from "vitest";
import { ChatCompletion, type ChatChunk } from "../../lib/gateway/schemas";
import { chunksOf, readEvents, streamedReasoning, streamedText, gatewayUnderTest } from "./test-support";

const gateway = gatewayUnderTest();

const weatherTool = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Current weather for a city",
    parameters: {
      type: "object",
      properties: { location: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
      required: ["location", "unit"],
    },
  },
};
const timeTool = {
  type: "function",
  function: { name: "get_time", parameters: { type: "object", properties: { zone: { type: "string" } } } },
};
const ask = { role: "user", content: "What is the weather like in Lisbon today?" };

async function complete(body: Record<string, unknown>) {
  const { status, body: completion } = await gateway.json(ChatCompletion, "/v1/chat/completions", { body });
  expect(status).toBe(200);
  return completion;
}

async function stream(body: Record<string, unknown>) {
  const response = await gateway.call("/v1/chat/completions", { body: { ...body, stream: true } });
  expect(response.status).toBe(200);
  return chunksOf(await readEvents(response, performance.now()));
}

/** Reassembles streamed tool calls the way a client must: by index, concatenating argument fragments. */
function collectToolCalls(chunks: ChatChunk[]) {
  const calls: { id?: string; name?: string; arguments: string }[] = [];
  for (const chunk of chunks) {
    for (const delta of chunk.choices?.[0]?.delta?.tool_calls ?? []) {
      const index = delta.index ?? 0;
      calls[index] ??= { arguments: "" };
      if (delta.id) calls[index].id = delta.id;
      if (delta.function.name) calls[index].name = delta.function.name;
      calls[index].arguments += delta.function.arguments ?? "";
    }
  }
  return calls;
}

describe("tool calls", () => {
  it("answers with a tool call, then uses the tool's result (non-streaming)", async () => {
    const first = await complete({ model: "openai/gpt-4o", messages: [ask], tools: [weatherTool, timeTool], seed: 1 });
    const choice = first.choices![0];
    expect(choice.finish_reason).toBe("tool_calls");
    expect(choice.message?.content).toBeNull();
    const call = choice.message!.tool_calls![0];
    expect(call).toMatchObject({ type: "function", function: { name: "get_weather" } });
    expect(call.id).toMatch(/^call_/);
    const args = JSON.parse(call.function!.arguments!) as Record<string, unknown>;
    expect(args.location).toBe("Lisbon");
    expect(["celsius", "fahrenheit"]).toContain(args.unit);

    const second = await complete({
      model: "openai/gpt-4o",
      tools: [weatherTool, timeTool],
      seed: 1,
      messages: [
        ask,
        { role: "assistant", content: null, tool_calls: [call] },
        { role: "tool", tool_call_id: call.id, content: JSON.stringify({ temperature_c: 23.5, condition: "sunny" }) },
      ],
    });
    expect(second.choices![0].finish_reason).toBe("stop");
    const text = second.choices![0].message!.content as string;
    expect(text).toContain("get_weather");
    expect(text).toContain("23.5");
    expect(text).toContain("sunny");
  });

  it("streams a tool call as a first delta with id and name, then argument fragments", async () => {
    const chunks = await stream({
      model: "anthropic/claude-3-5-haiku",
      messages: [ask],
      tools: [weatherTool],
      seed: 2,
    });
    const deltas = chunks.flatMap((c) => c.choices?.[0]?.delta?.tool_calls ?? []);
    expect(deltas[0]).toMatchObject({ index: 0, type: "function", function: { name: "get_weather", arguments: "" } });
    expect(deltas[0].id).toMatch(/^call_/);
    expect(deltas.length).toBeGreaterThan(3);
    for (const fragment of deltas.slice(1)) {
      expect(fragment.index).toBe(0);
      expect(fragment.function.arguments?.length).toBeGreaterThan(0);
    }
    const [call] = collectToolCalls(chunks);
    expect(JSON.parse(call.arguments)).toMatchObject({ location: "Lisbon" });
    expect(chunks.at(-1)?.choices?.[0].finish_reason).toBe("tool_calls");

    const answer = await stream({
      model: "anthropic/claude-3-5-haiku",
      tools: [weatherTool],
      messages: [
        ask,
        {
          role: "assistant",
          content: null,
          tool_calls: [{ id: call.id, type: "function", function: { name: call.name, arguments: call.arguments } }],
        },
        { role: "tool", tool_call_id: call.id, content: '{"temperature_c": 19, "condition": "cloudy"}' },
      ],
    });
    expect(streamedText(answer)).toMatch(/get_weather, temperature c is 19, condition is cloudy/);
    expect(answer.at(-1)?.choices?.[0].finish_reason).toBe("stop");
  });

  it("calls a tool named in the message, or the one tool_choice demands, and none with tool_choice none", async () => {
    const named = await complete({
      model: "openai/gpt-4o-mini",
      messages: [{ role: "user", content: "Use get_time for Tokyo" }],
      tools: [weatherTool, timeTool],
    });
    expect(named.choices![0].message!.tool_calls![0].function!.name).toBe("get_time");
    const forced = await complete({
      model: "openai/gpt-4o-mini",
      messages: [{ role: "user", content: "Tell me a story" }],
      tools: [weatherTool, timeTool],
      tool_choice: { type: "function", function: { name: "get_time" } },
    });
    expect(forced.choices![0].message!.tool_calls!.map((c) => c.function!.name)).toEqual(["get_time"]);
    const plain = await complete({
      model: "openai/gpt-4o-mini",
      messages: [{ role: "user", content: "Tell me a story" }],
      tools: [weatherTool],
    });
    expect(plain.choices![0].finish_reason).toBe("stop");
    const none = await complete({
      model: "openai/gpt-4o-mini",
      messages: [ask],
      tools: [weatherTool],
      tool_choice: "none",
    });
    expect(none.choices![0].message!.tool_calls).toBeUndefined();
    const unknown = await gateway.failure("/v1/chat/completions", {
      body: {
        model: "openai/gpt-4o-mini",
        messages: [ask],
        tools: [weatherTool],
        tool_choice: { type: "function", function: { name: "nope" } },
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.param).toBe("tool_choice");
  });
});

describe("reasoning", () => {
  it("streams reasoning deltas before the answer and counts reasoning tokens", async () => {
    const chunks = await stream({
      model: "openai/o3-mini",
      messages: [{ role: "user", content: "Why do backups need restore tests?" }],
      reasoning: { effort: "low" },
      seed: 4,
      stream_options: { include_usage: true },
    });
    const kinds = chunks.flatMap((c) =>
      c.choices?.[0]?.delta?.reasoning ? ["r"] : c.choices?.[0]?.delta?.content ? ["c"] : [],
    );
    const firstContent = kinds.indexOf("c");
    expect(firstContent).toBeGreaterThan(5);
    expect(kinds.slice(0, firstContent).every((k) => k === "r")).toBe(true);
    expect(kinds.slice(firstContent).every((k) => k === "c")).toBe(true);
    const usage = chunks.at(-1)!.usage!;
    expect(usage.completion_tokens_details?.reasoning_tokens).toBe(firstContent);
    expect(usage.completion_tokens).toBe(kinds.length);
    expect(usage.cost?.reasoning_tokens_cost).toBeGreaterThan(0);

    const whole = await complete({
      model: "openai/o3-mini",
      messages: [{ role: "user", content: "Why do backups need restore tests?" }],
      reasoning: { effort: "low" },
      seed: 4,
    });
    expect(whole.choices![0].message!.reasoning).toBe(streamedReasoning(chunks));
    expect(whole.choices![0].message!.content).toBe(streamedText(chunks));
  });

  it("thinks longer at higher effort and not at all with effort none", async () => {
    const body = {
      model: "anthropic/claude-sonnet-4",
      messages: [{ role: "user", content: "Plan a migration" }],
      seed: 8,
    };
    const low = await complete({ ...body, reasoning: { effort: "minimal" } });
    const high = await complete({ ...body, reasoning: { effort: "high" } });
    const none = await complete({ ...body, reasoning: { effort: "none" } });
    expect(high.usage!.completion_tokens_details!.reasoning_tokens!).toBeGreaterThan(
      low.usage!.completion_tokens_details!.reasoning_tokens!,
    );
    expect(none.choices![0].message!.reasoning).toBeUndefined();
    expect(none.usage!.completion_tokens_details!.reasoning_tokens).toBe(0);
  });
});

describe("logprobs", () => {
  it("returns a log-probability per token with the requested number of alternatives", async () => {
    const body = { model: "openai/gpt-4o", messages: [ask], seed: 5, logprobs: true, top_logprobs: 3 };
    const whole = await complete(body);
    const content = whole.choices![0].logprobs!.content!;
    expect(content.map((t) => t.token).join("")).toBe(whole.choices![0].message!.content);
    for (const entry of content) {
      expect(entry.logprob).toBeLessThanOrEqual(0);
      expect(entry.bytes).toEqual([...Buffer.from(entry.token!, "utf8")]);
      expect(entry.top_logprobs).toHaveLength(3);
      const values = entry.top_logprobs!.map((t) => t.logprob!);
      expect([...values].sort((a, b) => b - a)).toEqual(values);
    }
    const chunks = await stream(body);
    const streamed = chunks.filter((c) => c.choices?.[0]?.delta?.content);
    expect(streamed.every((c) => c.choices![0].logprobs?.content?.length === 1)).toBe(true);
    expect(streamed.map((c) => c.choices![0].logprobs!.content![0].logprob)).toEqual(content.map((t) => t.logprob));
    const without = await complete({ ...body, logprobs: undefined, top_logprobs: undefined });
    expect(without.choices![0].logprobs).toBeUndefined();
  });
});
