import { z } from "zod";
import { ExtraFields, Fallbacks, integerAtLeast, ModelName, oneOf, required, Usage } from "./shared";

import { ENCODING_FORMATS } from "../limits";

export { ENCODING_FORMATS };

const inputMessage =
  "input must be a non-empty string, array of strings, array of token integers or array of token arrays";
const notEmpty = "input must not be empty";

/** Text or token ids: a string, strings, token ids or arrays of token ids; never empty. */
export const EmbeddingInput = z.union(
  [
    z.string().min(1, notEmpty),
    z.array(z.string("input[] must be a string")).min(1, notEmpty),
    z.array(z.int("input[] must be an integer token id")).min(1, notEmpty),
    z
      .array(z.array(z.int("input[][] must be an integer token id")).min(1, "input[] must not be empty"))
      .min(1, notEmpty),
  ],
  required("input", inputMessage),
);
export type EmbeddingInput = z.infer<typeof EmbeddingInput>;

/** POST /v1/embeddings body; unknown (vendor) fields pass through. */
export const EmbeddingRequest = z.looseObject(
  {
    model: ModelName,
    input: EmbeddingInput,
    fallbacks: Fallbacks.optional(),
    encoding_format: oneOf("encoding_format", ENCODING_FORMATS).optional(),
    dimensions: integerAtLeast("dimensions", 1).optional(),
  },
  "the request body must be a JSON object",
);
export type EmbeddingRequest = z.infer<typeof EmbeddingRequest>;

export const Embedding = z.looseObject({
  index: z.int().nullish(),
  object: z.string().nullish(),
  /** base64 text, one vector, or several vectors. */
  embedding: z.union([z.string(), z.array(z.number()), z.array(z.array(z.number()))]).nullish(),
});
export type Embedding = z.infer<typeof Embedding>;

export const EmbeddingResponse = z.looseObject({
  data: z.array(Embedding).nullish(),
  model: z.string().nullish(),
  object: z.string().nullish(),
  usage: Usage.nullish(),
  extra_fields: ExtraFields.nullish(),
});
export type EmbeddingResponse = z.infer<typeof EmbeddingResponse>;
