/**
 * POST /v1/embeddings. Vectors come from feature hashing: every word and every pair of neighbouring words adds
 * ±weight at a hashed position, plus a faint text-specific noise, then the vector is L2-normalised. Texts that
 * share words therefore point the same way, as real embeddings of related texts do.
 */
import { EmbeddingRequest } from "../../lib/gateway/schemas";
import { badRequest } from "./errors";
import { shownId } from "./dialect";
import { extraFields, parseRequest, sendAnswer, type Exchange } from "./http";
import { hash32, seededRandom } from "./prng";
import { route } from "./routing";
import { usageFor } from "./usage";
import { words } from "./tokens";

const WORD_WEIGHT = 1;
const BIGRAM_WEIGHT = 0.5;
const NOISE = 0.02;

/** One input to embed: the features of a text, or of a token-id array (each id a feature). */
interface Item {
  features: string[];
  tokens: number;
}

function textItem(text: string): Item {
  const ws = words(text);
  return { features: ws, tokens: Math.max(1, ws.length) };
}

function tokenItem(ids: number[]): Item {
  return { features: ids.map((id) => `#${id}`), tokens: ids.length };
}

function items(input: EmbeddingRequest["input"]): Item[] {
  if (typeof input === "string") return [textItem(input)];
  if (input.every((x): x is string => typeof x === "string")) return input.map(textItem);
  if (input.every((x): x is number => typeof x === "number")) return [tokenItem(input)];
  return (input as number[][]).map(tokenItem);
}

export function embed(features: string[], dimensions: number): Float32Array {
  const vector = new Float64Array(dimensions);
  const add = (feature: string, weight: number) => {
    const h = hash32(feature);
    vector[h % dimensions] += (h & 0x80000000 ? -1 : 1) * weight;
  };
  features.forEach((feature, i) => {
    add(feature, WORD_WEIGHT);
    if (i > 0) add(`${features[i - 1]} ${feature}`, BIGRAM_WEIGHT);
  });
  const noise = seededRandom(features.join(" "));
  for (let i = 0; i < dimensions; i++) vector[i] += (noise() * 2 - 1) * NOISE;
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0)) || 1;
  return Float32Array.from(vector, (x) => x / norm);
}

/** Little-endian float32, base64: what OpenAI sends for `encoding_format: base64`. */
export function toBase64(vector: Float32Array): string {
  const view = new DataView(new ArrayBuffer(vector.length * 4));
  vector.forEach((x, i) => view.setFloat32(i * 4, x, true));
  return Buffer.from(view.buffer).toString("base64");
}

export async function handleEmbeddings(exchange: Exchange): Promise<void> {
  const request = parseRequest(EmbeddingRequest, exchange.body);
  const chosen = route(
    {
      model: request.model,
      fallbacks: request.fallbacks,
      method: "embeddings",
      requestType: "embedding",
      needs: request.dimensions !== undefined ? ["dimensions"] : [],
    },
    exchange.key,
    exchange.state,
  );
  const shown = shownId(exchange.state.dialect, chosen.model);
  const native = chosen.model.dimensions ?? 256;
  const dimensions = request.dimensions ?? native;
  if (dimensions > native) {
    throw badRequest(`dimensions must be at most ${native} for ${shown}.`, "dimensions", chosen.context);
  }
  const inputs = items(request.input);
  const limit = chosen.model.info.max_input_tokens;
  const tooLong = inputs.findIndex((item) => item.tokens > limit);
  if (tooLong >= 0) {
    throw badRequest(
      `input[${tooLong}] holds ${inputs[tooLong].tokens} tokens; ${shown} reads at most ${limit}.`,
      "input",
      chosen.context,
    );
  }
  const base64 = request.encoding_format === "base64";
  const prompt = inputs.reduce((sum, item) => sum + item.tokens, 0);
  sendAnswer(exchange, {
    object: "list",
    data: inputs.map((item, index) => {
      const vector = embed(item.features, dimensions);
      return { object: "embedding", index, embedding: base64 ? toBase64(vector) : Array.from(vector) };
    }),
    model: shown,
    usage: usageFor(chosen.model, { prompt, completion: 0, reasoning: 0 }),
    extra_fields: extraFields(exchange, chosen, "embedding"),
  });
}
