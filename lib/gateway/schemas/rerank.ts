import { z } from "zod";
import {
  ExtraFields,
  Fallbacks,
  flag,
  freeObject,
  integer,
  integerAtLeast,
  ModelName,
  required,
  text,
  Usage,
} from "./shared";

export const RerankDocument = z.looseObject(
  {
    text: z.string(required("documents[].text", "documents[].text must be a string")),
    id: text("documents[].id").nullish(),
    meta: freeObject("documents[].meta").nullish(),
  },
  "documents[] must be a string or an object with text",
);
export type RerankDocument = z.infer<typeof RerankDocument>;

/** POST /v1/rerank body. Plain strings are accepted as documents; turning them into objects is the caller's job. */
export const RerankRequest = z.looseObject(
  {
    model: ModelName,
    query: z.string(required("query", "query must be a string")).min(1, "query must be at least 1 character long"),
    documents: z
      .array(
        z.union([z.string(), RerankDocument], "documents[] must be a string or an object with text"),
        required("documents", "documents must be an array of documents"),
      )
      .min(1, "documents must hold at least 1 document"),
    fallbacks: Fallbacks.optional(),
    top_n: integerAtLeast("top_n", 1).optional(),
    max_tokens_per_doc: integerAtLeast("max_tokens_per_doc", 1).optional(),
    priority: integer("priority").optional(),
    return_documents: flag("return_documents").optional(),
  },
  "the request body must be a JSON object",
);
export type RerankRequest = z.infer<typeof RerankRequest>;

export const RerankResult = z.looseObject({
  index: z.int().nullish(),
  relevance_score: z.number().nullish(),
  /** Present when documents are returned. */
  document: RerankDocument.nullish(),
});
export type RerankResult = z.infer<typeof RerankResult>;

/** Results come ordered by `relevance_score`, highest first. */
export const RerankResponse = z.looseObject({
  id: z.string().nullish(),
  results: z.array(RerankResult),
  model: z.string(),
  usage: Usage.nullish(),
  extra_fields: ExtraFields.nullish(),
});
export type RerankResponse = z.infer<typeof RerankResponse>;
