import { describe, expect, it } from "vitest";
import { answerTokens, costOf, pricesOf, promptTokens } from "./estimate";

describe("batch cost estimate", () => {
  it("counts the prompt's messages and prices tokens with the model's prices", () => {
    const tokens = promptTokens({
      model: "m",
      messages: [
        { role: "system", content: "x".repeat(400) },
        { role: "user", content: "y".repeat(40) },
      ],
    });
    expect(tokens).toBe(3 + 4 + 100 + 4 + 10);
    expect(answerTokens("{count} unread")).toBe(Math.ceil((14 * 1.3) / 4) + 2);
    const prices = pricesOf({ id: "m", pricing: { prompt: "0.000001", completion: "0.000002", request: "0.0001" } });
    expect(prices).toEqual({ prompt: 0.000001, completion: 0.000002, request: 0.0001 });
    expect(costOf(prices!, { prompt: 1000, answer: 500 })).toBeCloseTo(0.001 + 0.001 + 0.0001, 10);
  });

  it("has no prices for a model the list does not price", () => {
    expect(pricesOf({ id: "gpt" })).toBeUndefined();
    expect(pricesOf({ id: "gpt", pricing: { prompt: "0.1", completion: "" } })).toBeUndefined();
    expect(pricesOf(undefined)).toBeUndefined();
  });
});
