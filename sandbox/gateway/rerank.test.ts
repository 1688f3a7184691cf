import { describe, expect, it } from "vitest";
import { RerankResponse } from "../../lib/gateway/schemas";
import { gatewayUnderTest } from "./test-support";

const gateway = gatewayUnderTest();

const documents = [
  "A recipe for tomato pasta with garlic and olive oil.",
  {
    text: "How to restore a Kubernetes cluster from a nightly backup.",
    id: "doc-restore",
    meta: { source: "runbook" },
  },
  "Weather forecast: light rain in the morning.",
  "Backup policies: keep nightly backup copies of every cluster in two zones.",
];

async function rerank(body: Record<string, unknown>) {
  const { status, body: answer } = await gateway.json(RerankResponse, "/v1/rerank", {
    body: { model: "cohere/rerank-v3.5", ...body },
  });
  expect(status).toBe(200);
  return answer;
}

describe("POST /v1/rerank", () => {
  it("orders documents by BM25 relevance, scores between 0 and 1", async () => {
    const answer = await rerank({ query: "restore cluster backup", documents });
    const order = answer.results.map((r) => r.index);
    expect(order.slice(0, 2)).toEqual([1, 3]);
    expect(new Set(order.slice(2))).toEqual(new Set([0, 2]));
    const scores = answer.results.map((r) => r.relevance_score!);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores.every((s) => s >= 0 && s <= 1)).toBe(true);
    expect(scores[0]).toBeGreaterThan(scores[1]);
    expect(scores.at(-1)).toBe(0);
    expect(answer.results[0].document).toBeUndefined();
    expect(answer.model).toBe("cohere/rerank-v3.5");
    expect(answer.extra_fields).toMatchObject({
      request_type: "rerank",
      provider: "cohere",
      model_requested: "cohere/rerank-v3.5",
    });
    expect(answer.usage!.prompt_tokens).toBeGreaterThan(0);
    expect(answer.usage!.cost!.request_cost).toBe(0.002);
  });

  it("honours top_n and return_documents, for strings and objects", async () => {
    const answer = await rerank({ query: "pasta recipe", documents, top_n: 2, return_documents: true });
    expect(answer.results).toHaveLength(2);
    expect(answer.results[0]).toMatchObject({ index: 0, document: { text: documents[0] } });
    const restore = await rerank({ query: "restore", documents, top_n: 1, return_documents: true });
    expect(restore.results[0].document).toEqual(documents[1]);
  });

  it("scores only the first max_tokens_per_doc words of each document", async () => {
    const answer = await rerank({ query: "zones", documents, max_tokens_per_doc: 4 });
    expect(answer.results.every((r) => r.relevance_score === 0)).toBe(true);
    const full = await rerank({ query: "zones", documents });
    expect(full.results[0]).toMatchObject({ index: 3 });
    expect(full.results[0].relevance_score).toBeGreaterThan(0);
  });
});
