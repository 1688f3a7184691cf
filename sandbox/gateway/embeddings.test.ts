import { describe, expect, it } from "vitest";
import { EmbeddingResponse } from "../../lib/gateway/schemas";
import { gatewayUnderTest } from "./test-support";

const gateway = gatewayUnderTest();

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i], 0);
const norm = (a: number[]) => Math.sqrt(cosine(a, a));

function decodeBase64(text: string): number[] {
  const bytes = Buffer.from(text, "base64");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getFloat32(i * 4, true));
}

async function embed(body: Record<string, unknown>) {
  const { status, body: answer } = await gateway.json(EmbeddingResponse, "/v1/embeddings", { body });
  expect(status).toBe(200);
  return answer;
}

const vectors = (answer: EmbeddingResponse) => answer.data!.map((d) => d.embedding as number[]);

describe("POST /v1/embeddings", () => {
  it("places texts that share words closer than unrelated texts", async () => {
    const answer = await embed({
      model: "openai/text-embedding-3-small",
      input: [
        "nightly backups of the production cluster",
        "restore the production cluster from nightly backups",
        "a recipe for tomato pasta with garlic",
      ],
    });
    const [backup, restore, pasta] = vectors(answer);
    expect(backup).toHaveLength(1536);
    for (const v of [backup, restore, pasta]) expect(norm(v)).toBeCloseTo(1, 5);
    expect(cosine(backup, restore)).toBeGreaterThan(0.4);
    expect(cosine(backup, restore)).toBeGreaterThan(cosine(backup, pasta) + 0.3);
    expect(answer.data!.map((d) => d.index)).toEqual([0, 1, 2]);
    expect(answer.model).toBe("openai/text-embedding-3-small");
    expect(answer.extra_fields).toMatchObject({ request_type: "embedding", provider: "openai" });
  });

  it("is deterministic and honours dimensions", async () => {
    const body = { model: "openai/text-embedding-3-large", input: "gateway keys and providers", dimensions: 64 };
    const [first] = vectors(await embed(body));
    const [again] = vectors(await embed(body));
    expect(first).toHaveLength(64);
    expect(again).toEqual(first);
    const [native] = vectors(await embed({ model: "cohere/embed-multilingual-light-v3.0", input: "hello" }));
    expect(native).toHaveLength(384);
  });

  it("encodes base64 as little-endian float32 equal to the float answer", async () => {
    const body = { model: "mistral/mistral-embed", input: ["first text", "second text"] };
    const floats = vectors(await embed(body));
    const encoded = await embed({ ...body, encoding_format: "base64" });
    const decoded = encoded.data!.map((d) => decodeBase64(d.embedding as string));
    expect(decoded).toEqual(floats);
    expect(decoded[0]).toHaveLength(1024);
    const small = await embed({
      model: "openai/text-embedding-3-small",
      input: "x",
      dimensions: 32,
      encoding_format: "base64",
    });
    expect(decodeBase64(small.data![0].embedding as string)).toHaveLength(32);
  });

  it("accepts token arrays and reports usage with cost", async () => {
    const one = await embed({ model: "openai/text-embedding-3-small", input: [101, 202, 303, 404] });
    expect(one.data).toHaveLength(1);
    expect(one.usage).toMatchObject({ prompt_tokens: 4, total_tokens: 4 });
    // $0.02 per million tokens.
    expect(one.usage!.cost!.total_cost).toBeCloseTo(4 * 0.00000002, 12);
    const many = await embed({
      model: "openai/text-embedding-3-small",
      input: [
        [1, 2, 3],
        [1, 2, 4],
        [9, 8],
      ],
    });
    const [a, b, c] = vectors(many);
    expect(many.usage!.prompt_tokens).toBe(8);
    expect(cosine(a, b)).toBeGreaterThan(cosine(a, c));
  });
});
