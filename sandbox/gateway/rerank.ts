/**
 * POST /v1/rerank: scores each document against the query with BM25 (lower-cased words), maps the score to
 * 0..1 with s / (s + 1) so it reads like a relevance probability, and answers highest first.
 */
import { RerankRequest } from "../../lib/gateway/schemas";
import { shownId } from "./dialect";
import { extraFields, parseRequest, sendAnswer, type Exchange } from "./http";
import { idFrom } from "./prng";
import { route } from "./routing";
import { words } from "./tokens";
import { usageFor } from "./usage";

const K1 = 1.2;
const B = 0.75;

/** BM25 scores of each document for the query. */
export function bm25(query: string[], documents: string[][]): number[] {
  const n = documents.length;
  const averageLength = documents.reduce((sum, d) => sum + d.length, 0) / n || 1;
  const frequencies = documents.map((doc) => {
    const counts = new Map<string, number>();
    for (const word of doc) counts.set(word, (counts.get(word) ?? 0) + 1);
    return counts;
  });
  const terms = [...new Set(query)];
  const idf = new Map(
    terms.map((term) => {
      const containing = frequencies.filter((f) => f.has(term)).length;
      return [term, Math.log(1 + (n - containing + 0.5) / (containing + 0.5))];
    }),
  );
  return documents.map((doc, i) =>
    terms.reduce((score, term) => {
      const tf = frequencies[i].get(term) ?? 0;
      if (tf === 0) return score;
      return score + (idf.get(term) ?? 0) * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / averageLength)));
    }, 0),
  );
}

export async function handleRerank(exchange: Exchange): Promise<void> {
  const request = parseRequest(RerankRequest, exchange.body);
  const chosen = route(
    { model: request.model, fallbacks: request.fallbacks, method: "rerank", requestType: "rerank", needs: [] },
    exchange.key,
    exchange.state,
  );
  const documents = request.documents.map((d) => (typeof d === "string" ? { text: d } : d));
  const limit = request.max_tokens_per_doc;
  const docWords = documents.map((d) => (limit ? words(d.text).slice(0, limit) : words(d.text)));
  const queryWords = words(request.query);
  const scores = bm25(queryWords, docWords);
  const ranked = scores
    .map((score, index) => ({ index, relevance_score: Number((score / (score + 1)).toFixed(6)) }))
    .sort((a, b) => b.relevance_score - a.relevance_score || a.index - b.index)
    .slice(0, request.top_n ?? documents.length);
  const prompt = queryWords.length * documents.length + docWords.reduce((sum, d) => sum + d.length, 0);
  sendAnswer(exchange, {
    id: idFrom(Math.random, "rerank-"),
    results: ranked.map((r) => (request.return_documents ? { ...r, document: documents[r.index] } : r)),
    model: shownId(exchange.state.dialect, chosen.model),
    usage: usageFor(chosen.model, { prompt, completion: 0, reasoning: 0 }),
    extra_fields: extraFields(exchange, chosen, "rerank"),
  });
}
