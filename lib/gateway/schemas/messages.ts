import { z } from "zod";
import { nonEmptyText } from "./shared";

/**
 * Messages and choices, shared by requests (`messages[]`) and responses (`choices[].message`, `choices[].delta`).
 * Optional fields accept `null` as well: OpenAI-style upstreams send `"refusal": null` and the like.
 */

/** The roles the console offers; `role` itself accepts any non-empty string since the spec does not fix the set. */
export const CHAT_ROLES = ["system", "developer", "user", "assistant", "tool"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const REASONING_DETAIL_TYPES = ["reasoning.summary", "reasoning.encrypted", "reasoning.text"] as const;

/** One content part. The spec does not show the parts; these are the OpenAI-compatible shapes, extra fields pass. */
export const ContentPart = z.looseObject(
  {
    type: nonEmptyText("messages[].content[].type", true),
    text: z.string().nullish(),
    image_url: z.looseObject({ url: z.string().nullish(), detail: z.string().nullish() }).nullish(),
    input_audio: z.looseObject({ data: z.string().nullish(), format: z.string().nullish() }).nullish(),
    file: z
      .looseObject({ file_data: z.string().nullish(), file_id: z.string().nullish(), filename: z.string().nullish() })
      .nullish(),
  },
  "messages[].content[] must be an object with a type",
);
export type ContentPart = z.infer<typeof ContentPart>;

export const MessageContent = z.union(
  [z.string(), z.array(ContentPart), z.null()],
  "messages[].content must be a string, an array of content parts or null",
);
export type MessageContent = z.infer<typeof MessageContent>;

export const ToolCallFunction = z.looseObject({ name: z.string().nullish(), arguments: z.string().nullish() });

export const ToolCall = z.looseObject({
  index: z.int().nullish(),
  type: z.string().nullish(),
  id: z.string().nullish(),
  function: ToolCallFunction.nullish(),
});
export type ToolCall = z.infer<typeof ToolCall>;

/** A tool call in a streamed delta: the spec requires `function` there; `arguments` arrive in fragments. */
export const ToolCallDelta = ToolCall.extend({ function: ToolCallFunction });
export type ToolCallDelta = z.infer<typeof ToolCallDelta>;

export const ReasoningDetail = z.looseObject({
  id: z.string().nullish(),
  index: z.int().nullish(),
  type: z.enum(REASONING_DETAIL_TYPES).nullish(),
  summary: z.string().nullish(),
  text: z.string().nullish(),
  signature: z.string().nullish(),
  data: z.string().nullish(),
});
export type ReasoningDetail = z.infer<typeof ReasoningDetail>;

export const Annotation = z.looseObject({
  type: z.string().nullish(),
  url_citation: z
    .looseObject({
      start_index: z.int().nullish(),
      end_index: z.int().nullish(),
      title: z.string().nullish(),
      url: z.string().nullish(),
      sources: z.record(z.string(), z.unknown()).nullish(),
      type: z.string().nullish(),
    })
    .nullish(),
});
export type Annotation = z.infer<typeof Annotation>;

export const MessageAudio = z.looseObject({
  id: z.string().nullish(),
  data: z.string().nullish(),
  expires_at: z.int().nullish(),
  transcript: z.string().nullish(),
});
export type MessageAudio = z.infer<typeof MessageAudio>;

export const ChatMessage = z.looseObject(
  {
    role: nonEmptyText("messages[].role", true),
    name: z.string().nullish(),
    content: MessageContent.optional(),
    tool_call_id: z.string().nullish(),
    refusal: z.string().nullish(),
    audio: MessageAudio.nullish(),
    reasoning: z.string().nullish(),
    reasoning_details: z.array(ReasoningDetail).nullish(),
    annotations: z.array(Annotation).nullish(),
    tool_calls: z.array(ToolCall).nullish(),
  },
  "messages[] must be an object with a role",
);
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatDelta = z.looseObject({
  role: z.string().nullish(),
  content: z.string().nullish(),
  refusal: z.string().nullish(),
  audio: MessageAudio.nullish(),
  reasoning: z.string().nullish(),
  reasoning_details: z.array(ReasoningDetail).nullish(),
  tool_calls: z.array(ToolCallDelta).nullish(),
});
export type ChatDelta = z.infer<typeof ChatDelta>;

const TokenLogProb = z.looseObject({
  bytes: z.array(z.int()).nullish(),
  logprob: z.number().nullish(),
  token: z.string().nullish(),
});

export const LogProbs = z.looseObject({
  content: z.array(TokenLogProb.extend({ top_logprobs: z.array(TokenLogProb).nullish() })).nullish(),
  refusal: z.array(TokenLogProb).nullish(),
  text_offset: z.array(z.int()).nullish(),
  token_logprobs: z.array(z.number()).nullish(),
  tokens: z.array(z.string()).nullish(),
  top_logprobs: z.array(z.record(z.string(), z.number())).nullish(),
});
export type LogProbs = z.infer<typeof LogProbs>;

/** A `choices[]` item: `message` in a completion, `delta` in a stream chunk. */
export const Choice = z.looseObject({
  index: z.int().nullish(),
  finish_reason: z.string().nullish(),
  log_probs: LogProbs.nullish(),
  /** The spec names the field `log_probs`; OpenAI-compatible upstreams send `logprobs`. */
  logprobs: LogProbs.nullish(),
  text: z.string().nullish(),
  message: ChatMessage.nullish(),
  delta: ChatDelta.nullish(),
});
export type Choice = z.infer<typeof Choice>;
