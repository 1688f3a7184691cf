/** POST /v1/chat/completions: validation, routing (with fallbacks), then a JSON completion or an event stream. */
import { ChatRequest } from "../../lib/gateway/schemas";
import { promptTokens } from "./conversation";
import { badRequest } from "./errors";
import { shapeAnswer, shownId } from "./dialect";
import { extraFields, parseRequest, sendAnswer, type Exchange } from "./http";
import { planCompletion } from "./plan";
import { chunkPayloads, completionChoice } from "./render";
import { route } from "./routing";
import { writeEventStream } from "./stream";
import { checkToolChoice } from "./tools";
import { translationPrompt } from "./translate";

/** Parameters a model must list in `supported_parameters` before the request may use them. */
function neededParameters(request: ChatRequest): string[] {
  const needs: string[] = [];
  if (request.tools?.length) needs.push("tools");
  if (request.logprobs) needs.push("logprobs");
  if (request.reasoning && request.reasoning.effort !== "none") needs.push("reasoning");
  return needs;
}

export async function handleChat(exchange: Exchange): Promise<void> {
  const request = parseRequest(ChatRequest, exchange.body);
  checkToolChoice(request);
  if (request.top_logprobs && !request.logprobs) {
    throw badRequest("top_logprobs requires logprobs to be true.", "top_logprobs");
  }
  const stream = request.stream === true;
  const requestType = stream ? "chat_completion_stream" : "chat_completion";
  const chosen = route(
    {
      model: request.model,
      fallbacks: request.fallbacks,
      method: "chat.completions",
      requestType,
      needs: neededParameters(request),
    },
    exchange.key,
    exchange.state,
  );
  const info = chosen.model.info;
  if (request.max_completion_tokens !== undefined && request.max_completion_tokens > info.max_output_tokens) {
    throw badRequest(
      `max_completion_tokens is ${request.max_completion_tokens}, but ${shownId(exchange.state.dialect, chosen.model)} writes at most ${info.max_output_tokens} tokens.`,
      "max_completion_tokens",
      chosen.context,
    );
  }
  const prompt = promptTokens(request);
  if (prompt > info.max_input_tokens) {
    throw badRequest(
      `The messages hold ${prompt} tokens, but ${shownId(exchange.state.dialect, chosen.model)} reads at most ${info.max_input_tokens}.`,
      "messages",
      chosen.context,
    );
  }

  // The fault is taken by a translation prompt only, so that other requests in between leave it for the one it targets.
  const translation = translationPrompt(request);
  const brokenPlaceholder = translation !== undefined && exchange.state.takeFault("broken-placeholder") !== undefined;
  const plan = planCompletion(request, chosen.model, { translation, brokenPlaceholder });
  const logprobOptions = { logprobs: request.logprobs === true, topLogprobs: request.top_logprobs ?? 0 };
  const envelope = { id: plan.id, created: plan.created, model: shownId(exchange.state.dialect, chosen.model) };

  if (!stream) {
    sendAnswer(exchange, {
      ...envelope,
      object: "chat.completion",
      system_fingerprint: "fp_sandbox",
      service_tier: "default",
      choices: [completionChoice(plan, logprobOptions)],
      usage: plan.usage,
      extra_fields: extraFields(exchange, chosen, requestType),
    });
    return;
  }

  const payloads = chunkPayloads(plan, {
    ...logprobOptions,
    includeUsage: request.stream_options?.include_usage === true,
  });
  const drop = exchange.state.takeFault("drop-mid-stream");
  await writeEventStream(
    exchange.res,
    payloads.map(({ paced, ...payload }) => ({
      paced,
      data: (chunk_index: number) =>
        shapeAnswer(exchange.state.dialect, {
          ...envelope,
          object: "chat.completion.chunk",
          ...payload,
          extra_fields: { ...extraFields(exchange, chosen, requestType), chunk_index },
        }),
    })),
    { state: exchange.state, dropAfter: drop?.afterChunks },
  );
}
