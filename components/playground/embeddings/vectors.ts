/** Vectors of an embeddings answer (float arrays or base64 float32), and their cosine similarities. */
import type { EmbeddingResponse } from "@/lib/gateway/schemas";

/** `encoding_format: base64`: little-endian float32 values, base64-encoded (as OpenAI sends them). */
export function decodeBase64Floats(text: string): number[] {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const view = new DataView(bytes.buffer);
  const values: number[] = [];
  for (let offset = 0; offset + 4 <= bytes.length; offset += 4) values.push(view.getFloat32(offset, true));
  return values;
}

/** One vector per input, in input order (`index` decides where the gateway gives it). */
export function vectorsOf(response: EmbeddingResponse): number[][] {
  const items = [...(response.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  return items.map((item) => {
    const embedding = item.embedding;
    if (typeof embedding === "string") return decodeBase64Floats(embedding);
    if (!embedding || embedding.length === 0) return [];
    // Several vectors for one input (token arrays): the first stands for it.
    return Array.isArray(embedding[0]) ? (embedding[0] as number[]) : (embedding as number[]);
  });
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < length; i++) {
    dot += a[i] * b[i];
    normA += a[i] * a[i];
    normB += b[i] * b[i];
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The symmetric matrix of cosine similarities between every pair of vectors. */
export function similarityMatrix(vectors: readonly number[][]): number[][] {
  return vectors.map((a, i) => vectors.map((b, j) => (i === j && a.length > 0 ? 1 : cosine(a, b))));
}
