import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ChatCompletion } from "../../lib/gateway/schemas";
import { chunksOf, readEvents, streamedText, gatewayUnderTest } from "./test-support";

const gateway = gatewayUnderTest();

const question = { role: "user", content: "How should I plan backups for my Kubernetes cluster?" };
const base = { model: "openai/gpt-4o", messages: [question] };

async function stream(body: Record<string, unknown>) {
  const sentAt = performance.now();
  const response = await gateway.call("/v1/chat/completions", { body: { ...body, stream: true } });
  expect(response.status).toBe(200);
  const events = await readEvents(response, sentAt);
  return { response, events, chunks: chunksOf(events) };
}

async function complete(body: Record<string, unknown>) {
  const { status, body: completion } = await gateway.json(ChatCompletion, "/v1/chat/completions", { body });
  expect(status).toBe(200);
  return completion;
}

describe("streamed chat completions", () => {
  it("sends chunks of the spec's shape, a usage chunk and [DONE]", async () => {
    const { response, events, chunks } = await stream({ ...base, seed: 1, stream_options: { include_usage: true } });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(events.at(-1)?.data).toBe("[DONE]");

    const tokens = chunks.filter((c) => c.choices?.length && c.choices[0].delta?.content);
    expect(tokens.length).toBeGreaterThanOrEqual(30);
    expect(tokens[0].choices?.[0].delta?.role).toBe("assistant");
    chunks.forEach((chunk, index) => {
      expect(chunk).toMatchObject({ object: "chat.completion.chunk", model: "openai/gpt-4o", id: chunks[0].id });
      expect(chunk.created).toBeTypeOf("number");
      expect(chunk.extra_fields).toMatchObject({
        request_type: "chat_completion_stream",
        provider: "openai",
        model_requested: "openai/gpt-4o",
        chunk_index: index,
      });
      expect(chunk.extra_fields?.latency).toBeGreaterThanOrEqual(0);
    });
    // One token per event: no content delta holds more than one word.
    for (const chunk of tokens) expect(chunk.choices?.[0].delta?.content?.trim()).not.toMatch(/\s/);

    const finish = chunks.at(-2)!;
    expect(finish.choices?.[0]).toMatchObject({ finish_reason: "stop", delta: {} });
    const usage = chunks.at(-1)!;
    expect(usage.choices).toEqual([]);
    expect(usage.usage?.completion_tokens).toBe(tokens.length);
    expect(usage.usage?.total_tokens).toBe((usage.usage?.prompt_tokens ?? 0) + tokens.length);
    expect(usage.usage?.completion_tokens_details?.reasoning_tokens).toBe(0);
    // gpt-4o: $2.50 / $10 per million tokens.
    expect(usage.usage?.cost?.input_tokens_cost).toBeCloseTo((usage.usage?.prompt_tokens ?? 0) * 0.0000025, 12);
    expect(usage.usage?.cost?.output_tokens_cost).toBeCloseTo(tokens.length * 0.00001, 12);
    expect(usage.usage?.cost?.total_cost).toBeCloseTo(
      (usage.usage?.cost?.input_tokens_cost ?? 0) + (usage.usage?.cost?.output_tokens_cost ?? 0),
      12,
    );
  });

  it("sends no usage chunk unless asked", async () => {
    const { chunks } = await stream({ ...base, seed: 1 });
    expect(chunks.every((c) => c.usage === undefined && (c.choices?.length ?? 0) > 0)).toBe(true);
  });

  it("paces tokens over time at the configured rate, changeable through the control API", async () => {
    const Pace = z.object({ tokensPerSecond: z.number() });
    expect((await gateway.control(Pace, "POST", "/pace", { tokensPerSecond: 40 })).body.tokensPerSecond).toBe(40);
    try {
      const { events } = await stream({ ...base, seed: 2, max_completion_tokens: 12 });
      const tokenTimes = events.slice(0, 12).map((e) => e.at);
      const span = tokenTimes.at(-1)! - tokenTimes[0];
      // 11 gaps of 25 ms; generous slack for a busy machine, but far from "all at once".
      expect(span).toBeGreaterThan(11 * 25 * 0.7);
      const gaps = tokenTimes.slice(1).map((t, i) => t - tokenTimes[i]);
      expect(gaps.filter((g) => g >= 10).length).toBeGreaterThanOrEqual(8);
    } finally {
      await gateway.control(Pace, "POST", "/pace", { tokensPerSecond: 2000 });
    }
  });

  it("is deterministic for the same messages and seed, and differs with another seed or temperature", async () => {
    const first = streamedText((await stream({ ...base, seed: 42 })).chunks);
    const again = streamedText((await stream({ ...base, seed: 42 })).chunks);
    const otherSeed = streamedText((await stream({ ...base, seed: 43 })).chunks);
    const otherTemperature = streamedText((await stream({ ...base, seed: 42, temperature: 0.3 })).chunks);
    expect(again).toBe(first);
    expect(otherSeed).not.toBe(first);
    expect(otherTemperature).not.toBe(first);
    // The answer picks up the user's words.
    expect(first.toLowerCase()).toMatch(/kubernetes|backups|cluster/);
    // Streaming and non-streaming agree.
    const whole = await complete({ ...base, seed: 42 });
    expect(whole.choices?.[0].message?.content).toBe(first);
    expect(whole.object).toBe("chat.completion");
    expect(whole.extra_fields).toMatchObject({
      request_type: "chat_completion",
      provider: "openai",
      model_requested: "openai/gpt-4o",
    });
  });

  it("writes 40 to 120 tokens by default", async () => {
    for (const seed of [5, 6, 7]) {
      const completion = await complete({ ...base, seed });
      const tokens = completion.usage?.completion_tokens ?? 0;
      expect(tokens).toBeGreaterThanOrEqual(40);
      expect(tokens).toBeLessThanOrEqual(170);
    }
  });

  it("stops at max_completion_tokens with finish_reason length", async () => {
    const { chunks } = await stream({
      ...base,
      seed: 3,
      max_completion_tokens: 7,
      stream_options: { include_usage: true },
    });
    const tokens = chunks.filter((c) => c.choices?.[0]?.delta?.content);
    expect(tokens).toHaveLength(7);
    expect(chunks.at(-2)?.choices?.[0].finish_reason).toBe("length");
    expect(chunks.at(-1)?.usage?.completion_tokens).toBe(7);
    const whole = await complete({ ...base, seed: 3, max_completion_tokens: 7 });
    expect(whole.choices?.[0].finish_reason).toBe("length");
  });

  it("cuts before a stop sequence with finish_reason stop", async () => {
    const full = String((await complete({ ...base, seed: 9 })).choices?.[0].message?.content);
    const words = full.split(" ");
    const stopWord = words[Math.floor(words.length / 2)];
    const expected = full.slice(0, full.indexOf(stopWord));
    const { chunks } = await stream({ ...base, seed: 9, stop: ["NEVER-THERE", stopWord] });
    expect(streamedText(chunks)).toBe(expected);
    expect(chunks.at(-1)?.choices?.[0].finish_reason).toBe("stop");
    const whole = await complete({ ...base, seed: 9, stop: stopWord });
    expect(whole.choices?.[0]).toMatchObject({ finish_reason: "stop", message: { content: expected } });
  });
});
