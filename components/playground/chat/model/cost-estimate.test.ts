import { describe, expect, it } from "vitest";
import {
  actualCost,
  costOf,
  DEFAULT_COMPLETION_TOKENS,
  estimatePromptTokens,
  expectedCompletionTokens,
  pricesOf,
} from "./cost-estimate";
import { countTokens } from "@/lib/gateway/token-count";
import type { ChatRequest } from "@/lib/gateway/schemas";
import { promptTokens as sandboxPromptTokens } from "../../../../sandbox/gateway/conversation";
import { toWireMessages } from "./build-request";
import type { UiMessage } from "./conversation";
import { answerPricing, estimateNext, withCosts } from "./next-cost";

const PRICES = { prompt: 0.0000025, completion: 0.00001, request: 0 };

describe("token estimate", () => {
  it("counts a word with its leading blank, or a punctuation mark, as one token", () => {
    expect(countTokens("")).toBe(0);
    expect(countTokens("Describe the sea")).toBe(3);
    expect(countTokens("Hello, world!")).toBe(4);
    expect(countTokens("  it's   fine ")).toBe(2);
    expect(countTokens("👍👍")).toBe(2);
  });

  it("adds 4 tokens per message, 3 for the reply, the system prompt and tool definitions", () => {
    // "Be brief." → 3; "Hello there!" → 3; the tools' JSON `{"a": 1}` → { " a " : 1 } = 7.
    expect(estimatePromptTokens("", [{ content: "Hello there!" }])).toBe(4 + 3 + 3);
    expect(estimatePromptTokens("Be brief.", [{ content: "Hello there!" }])).toBe(4 + 3 + 4 + 3 + 3);
    expect(estimatePromptTokens("  ", [{ content: "Hello there!" }], '{"a": 1}')).toBe(4 + 3 + 7 + 3);
    // Blanks between JSON parts do not count: the typed tools and the compact JSON sent count the same.
    expect(estimatePromptTokens("", [], '[\n  { "a": 1 }\n]')).toBe(estimatePromptTokens("", [], '[{"a":1}]'));
  });

  it("counts a tool call's name and arguments", () => {
    // get_weather { " city " : " Paris " } → 1 + 9.
    const call = { name: "get_weather", arguments: '{"city":"Paris"}' };
    expect(estimatePromptTokens("", [{ content: "", toolCalls: [call] }])).toBe(4 + 0 + 10 + 3);
  });

  it("equals the prompt tokens the sandbox gateway reports for the request as sent", () => {
    const conversation: UiMessage[] = [
      { id: "u", role: "user", content: "What's the weather in Paris, today?" },
      {
        id: "a",
        role: "assistant",
        content: "",
        toolCalls: [{ id: "c1", name: "get_weather", arguments: '{"city": "Paris"}' }],
      },
      { id: "t", role: "tool", content: '{"temp": 21}', toolCallId: "c1", toolName: "get_weather" },
      { id: "b", role: "assistant", content: "It is 21 °C — sunny." },
      { id: "v", role: "user", content: "Describe the sea" },
    ];
    const tools = '[{"type": "function", "function": {"name": "get_weather", "parameters": {"type": "object"}}}]';
    const system = "You are terse.";
    const sent = conversation.map((m) => ({ content: m.content, toolCalls: m.toolCalls }));
    const reported = sandboxPromptTokens({
      model: "openai/gpt-4o-mini",
      messages: toWireMessages(system, conversation),
      tools: JSON.parse(tools),
    } as ChatRequest);
    expect(estimatePromptTokens(system, sent, tools)).toBe(reported);
    // "Describe the sea" alone: 3 words, 4 for the message, 3 for the reply.
    expect(estimatePromptTokens("", [{ content: "Describe the sea" }])).toBe(10);
  });

  it("expects the earlier answers' mean length, else 256, capped by max_completion_tokens", () => {
    expect(expectedCompletionTokens([])).toBe(DEFAULT_COMPLETION_TOKENS);
    expect(expectedCompletionTokens([100, undefined, 201])).toBe(151);
    expect(expectedCompletionTokens([100, 200], 50)).toBe(50);
    expect(expectedCompletionTokens([], 1000)).toBe(DEFAULT_COMPLETION_TOKENS);
  });
});

describe("prices and cost", () => {
  it("reads the list's per-token prices, and none when the list has no prompt or completion price", () => {
    expect(pricesOf({ pricing: { prompt: "0.0000025", completion: "0.00001", request: "0.001" } })).toEqual({
      prompt: 0.0000025,
      completion: 0.00001,
      request: 0.001,
    });
    expect(pricesOf({ pricing: { prompt: "0.0000025", completion: "0.00001" } })?.request).toBe(0);
    expect(pricesOf({})).toBeUndefined();
    expect(pricesOf(undefined)).toBeUndefined();
    expect(pricesOf({ pricing: { prompt: "0.0000025" } })).toBeUndefined();
    expect(pricesOf({ pricing: { prompt: "n/a", completion: "0.00001" } })).toBeUndefined();
  });

  it("prices tokens without floating-point dust", () => {
    // 3 × 0.0000001 is 3.0000000000000004e-7 in binary floating point.
    expect(costOf({ prompt: 0.0000001, completion: 0, request: 0 }, 3, 0)).toBe(0.0000003);
    // 100 in at 2.5/M and 256 out at 10/M: 0.00025 + 0.00256.
    expect(costOf(PRICES, 100, 256)).toBe(0.00281);
  });

  it("takes the gateway's cost, else computes it from the reported tokens, else has none", () => {
    expect(actualCost({ cost: 0.5, promptTokens: 1, completionTokens: 1 }, PRICES)).toEqual({
      cost: 0.5,
      from: "gateway",
    });
    expect(actualCost({ promptTokens: 100, completionTokens: 256 }, PRICES)).toEqual({ cost: 0.00281, from: "prices" });
    expect(actualCost({ promptTokens: 100, completionTokens: 256 }, undefined)).toBeUndefined();
    expect(actualCost({ promptTokens: 100 }, PRICES)).toBeUndefined();
  });
});

describe("the next message of a conversation", () => {
  const answer = (completionTokens: number): UiMessage => ({
    id: "a",
    role: "assistant",
    content: "x".repeat(40),
    metrics: { requestedModel: "m", fallback: false, completionTokens },
  });
  const messages: UiMessage[] = [
    { id: "u", role: "user", content: "y".repeat(40) },
    answer(120),
    { id: "v", role: "user", content: "Why?" },
  ];

  it("estimates every message it carries and the earlier answers' length", () => {
    const estimate = estimateNext(PRICES, {
      system: "",
      params: { tools: "", max_completion_tokens: undefined },
      messages,
    })!;
    // 3 messages: 4 + 1 (one 40-letter word), 4 + 1, 4 + 2 ("Why" and "?"), and 3 for the reply.
    expect(estimate.promptTokens).toBe(19);
    expect(estimate.completionTokens).toBe(120);
    expect(estimate.cost).toBe(Number((19 * 0.0000025 + 120 * 0.00001).toFixed(12)));
    expect(estimateNext(undefined, { system: "", params: { tools: "" }, messages })).toBeUndefined();
  });

  const only = (model: string) => (id: string) => (id === model ? PRICES : undefined);

  it("keeps the estimate beside the actual cost of the answer", () => {
    const metrics = { requestedModel: "m", fallback: false, promptTokens: 40, completionTokens: 100 };
    const estimate = { promptTokens: 36, completionTokens: 120, cost: 0.00129 };
    expect(withCosts(metrics, only("m"), estimate)).toMatchObject({
      priced: true,
      estimatedCost: 0.00129,
      estimatedPromptTokens: 36,
      estimatedCompletionTokens: 120,
      cost: 0.0011,
      costFrom: "prices",
    });
    const fromGateway = withCosts({ ...metrics, cost: 0.002 }, only("m"), estimate);
    expect(fromGateway).toMatchObject({ cost: 0.002, costFrom: "gateway" });
    expect(fromGateway.pricedAs).toBeUndefined();
    const plain = withCosts(metrics, () => undefined, undefined);
    expect(plain.priced).toBe(false);
    expect(plain.cost).toBeUndefined();
    expect(plain.estimatedCost).toBeUndefined();
  });

  describe("when a fallback answered", () => {
    const cheap = { prompt: 0.0000001, completion: 0.0000004, request: 0 };
    const list = (id: string) =>
      ({ "openai/gpt-4o": PRICES, "mistral/mistral-small-latest": cheap })[id] as typeof PRICES | undefined;
    const fellBack = {
      requestedModel: "openai/gpt-4o",
      servedModel: "mistral/mistral-small-latest",
      fallback: true,
      promptTokens: 100,
      completionTokens: 256,
    };

    it("prices the tokens at the answering model's list prices", () => {
      expect(answerPricing(fellBack, list)).toEqual({ model: "mistral/mistral-small-latest", prices: cheap });
      // 100 × 0.1/M + 256 × 0.4/M, not the requested model's 0.00281.
      expect(withCosts(fellBack, list, undefined)).toMatchObject({
        priced: true,
        cost: 0.0001124,
        costFrom: "prices",
        pricedAs: "mistral/mistral-small-latest",
      });
    });

    it("falls back to the requested model's prices when the answering one is not listed or not priced", () => {
      const unknown = { ...fellBack, servedModel: "acme/unlisted" };
      expect(answerPricing(unknown, list)).toEqual({ model: "openai/gpt-4o", prices: PRICES });
      expect(withCosts(unknown, list, undefined)).toMatchObject({ cost: 0.00281, pricedAs: "openai/gpt-4o" });
      // A dated id of the same model is not in the list either: the requested model's prices are the right ones.
      const dated = { ...fellBack, servedModel: "openai/gpt-4o-2024-08-06", fallback: false };
      expect(answerPricing(dated, list)?.model).toBe("openai/gpt-4o");
    });

    it("has no computed cost when neither model is priced", () => {
      const none = withCosts(fellBack, () => undefined, undefined);
      expect(none).toMatchObject({ priced: false });
      expect(none.cost).toBeUndefined();
      expect(none.pricedAs).toBeUndefined();
    });
  });
});
