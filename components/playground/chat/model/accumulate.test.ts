import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGatewayServer, type GatewayServer } from "@/sandbox/gateway/server";
import { ChatCompletion, type ChatRequest } from "@/lib/gateway/schemas";
import { readChatStream } from "@/lib/gateway/stream-reader";
import { applyChunk, emptyAnswer, metricsOf } from "./accumulate";
import { EXAMPLE_TOOLS } from "./params";

/** The accumulator against the gateway stand-in: a streamed answer must add up to the non-streamed one. */
let gateway: GatewayServer;
const CONTROL = "accumulate-test";

beforeAll(async () => {
  gateway = await startGatewayServer({ controlKey: CONTROL, tokensPerSecond: 5000 });
});
afterAll(async () => gateway.close());

const post = (body: ChatRequest) =>
  fetch(`${gateway.url}/v1/chat/completions`, {
    method: "POST",
    headers: { authorization: "Bearer sk-gateway-demo-all", "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function both(request: ChatRequest) {
  const whole = ChatCompletion.parse(await (await post({ ...request, stream: false })).json());
  const answer = emptyAnswer();
  const response = await post({ ...request, stream: true, stream_options: { include_usage: true } });
  const end = await readChatStream(response.body!, { onChunk: (chunk) => applyChunk(answer, chunk, 5) });
  return { whole, answer, end };
}

describe("applyChunk", () => {
  it("adds up text, reasoning and usage to what the non-streamed completion says", async () => {
    const { whole, answer, end } = await both({
      model: "anthropic/claude-sonnet-4",
      messages: [{ role: "user", content: "Explain tides briefly" }],
      reasoning: { effort: "low" },
      seed: 7,
    });
    expect(end).toBe("done");
    const message = whole.choices?.[0]?.message;
    expect(answer.content).toBe(message?.content);
    expect(answer.reasoning).toBe(message?.reasoning);
    expect(answer.reasoning.length).toBeGreaterThan(0);
    expect(answer.usage?.completion_tokens).toBe(whole.usage?.completion_tokens);
    expect(answer.finishReason).toBe(whole.choices?.[0]?.finish_reason);
    expect(answer.firstTokenMs).toBe(5);
  });

  it("joins tool-call arguments streamed in fragments", async () => {
    const { whole, answer } = await both({
      model: "openai/gpt-4o-mini",
      messages: [{ role: "user", content: "What is the weather in Berlin?" }],
      tools: JSON.parse(EXAMPLE_TOOLS),
      seed: 3,
    });
    const calls = whole.choices?.[0]?.message?.tool_calls ?? [];
    expect(calls.length).toBeGreaterThan(0);
    expect(answer.toolCalls).toEqual(
      calls.map((c) => ({ id: c.id, name: c.function?.name, arguments: c.function?.arguments })),
    );
    expect(JSON.parse(answer.toolCalls[0].arguments)).toHaveProperty("city");
    expect(answer.finishReason).toBe("tool_calls");
  });

  it("collects one log-probability per streamed token", async () => {
    const { answer } = await both({
      model: "openai/gpt-4o",
      messages: [{ role: "user", content: "Say something about bread" }],
      logprobs: true,
      top_logprobs: 3,
    });
    expect(answer.logprobs.map((l) => l.token).join("")).toBe(answer.content);
    expect(answer.logprobs.every((l) => l.logprob <= 0 && l.top.length <= 3)).toBe(true);
  });

  it("reports a fallback: the serving model and provider differ from the requested ones", async () => {
    await fetch(`${gateway.url}/__control/providers/openai`, {
      method: "POST",
      headers: { "x-sandbox-control": CONTROL, "content-type": "application/json" },
      body: JSON.stringify({ available: false }),
    });
    try {
      const { answer } = await both({
        model: "openai/gpt-4o-mini",
        fallbacks: ["mistral/mistral-small-latest"],
        messages: [{ role: "user", content: "hello" }],
      });
      const metrics = metricsOf(answer, "openai/gpt-4o-mini", 100);
      expect(metrics).toMatchObject({
        requestedModel: "openai/gpt-4o-mini",
        servedModel: "mistral/mistral-small-latest",
        provider: "mistral",
        fallback: true,
      });
      expect(metrics.cost).toBeGreaterThan(0);
      expect(metrics.gatewayLatencyMs).toBeGreaterThanOrEqual(0);
    } finally {
      await fetch(`${gateway.url}/__control/reset`, { method: "POST", headers: { "x-sandbox-control": CONTROL } });
    }
  });
});
