import { describe, expect, it } from "vitest";
import { toBase64, embed } from "@/sandbox/gateway/embeddings";
import { cosine, decodeBase64Floats, similarityMatrix, vectorsOf } from "./vectors";

describe("vectors", () => {
  it("decodes base64 float32 vectors exactly as the gateway stand-in encodes them", () => {
    const vector = embed(["a", "cat", "sat"], 16);
    const decoded = decodeBase64Floats(toBase64(vector));
    expect(decoded).toEqual(Array.from(vector));
  });

  it("orders vectors by index and reads float, base64 and nested forms", () => {
    const b64 = toBase64(Float32Array.from([0.5, -0.25]));
    const vectors = vectorsOf({
      data: [
        { index: 1, embedding: b64 },
        { index: 0, embedding: [1, 0] },
        { index: 2, embedding: [[0, 1]] },
      ],
    });
    expect(vectors).toEqual([
      [1, 0],
      [0.5, -0.25],
      [0, 1],
    ]);
  });

  it("computes cosine similarity and a symmetric matrix with ones on the diagonal", () => {
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([1, 1], [2, 2])).toBeCloseTo(1);
    expect(cosine([1, 0], [-1, 0])).toBe(-1);
    const matrix = similarityMatrix([
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    expect(matrix[0][0]).toBe(1);
    expect(matrix[0][1]).toBeCloseTo(Math.SQRT1_2);
    expect(matrix[1][0]).toBe(matrix[0][1]);
    expect(matrix[0][2]).toBe(0);
  });
});
