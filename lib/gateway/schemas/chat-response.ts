import { z } from "zod";
import { Choice } from "./messages";
import { ExtraFields, Usage } from "./shared";

export const SearchResult = z.looseObject({
  title: z.string().nullish(),
  url: z.string().nullish(),
  date: z.string().nullish(),
  last_updated: z.string().nullish(),
  snippet: z.string().nullish(),
  source: z.string().nullish(),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const Video = z.looseObject({
  url: z.string().nullish(),
  thumbnail_url: z.string().nullish(),
  thumbnail_width: z.int().nullish(),
  thumbnail_height: z.int().nullish(),
  duration: z.number().nullish(),
});
export type Video = z.infer<typeof Video>;

/** Non-streaming chat completion. The spec marks no field required; unknown fields pass through. */
export const ChatCompletion = z.looseObject({
  id: z.string().nullish(),
  choices: z.array(Choice).nullish(),
  created: z.int().nullish(),
  model: z.string().nullish(),
  object: z.string().nullish(),
  service_tier: z.string().nullish(),
  system_fingerprint: z.string().nullish(),
  usage: Usage.nullish(),
  extra_fields: ExtraFields.nullish(),
  search_results: z.array(SearchResult).nullish(),
  videos: z.array(Video).nullish(),
  citations: z.array(z.string()).nullish(),
});
export type ChatCompletion = z.infer<typeof ChatCompletion>;

/** One server-sent event of a streamed completion; `usage` arrives when `stream_options.include_usage` is set. */
export const ChatChunk = z.looseObject({
  id: z.string().nullish(),
  choices: z.array(Choice).nullish(),
  created: z.int().nullish(),
  model: z.string().nullish(),
  object: z.string().nullish(),
  usage: Usage.nullish(),
  extra_fields: ExtraFields.nullish(),
});
export type ChatChunk = z.infer<typeof ChatChunk>;
