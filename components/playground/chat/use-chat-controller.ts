"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { paramError } from "@/lib/gateway/browser";
import { findModel, modelsFor, useGatewayModels } from "../shared/gateway-models";
import type { BuiltRequest, FieldErrorMap } from "./model/build-request";
import { pricesOf } from "./model/cost-estimate";
import { awaitsAnswer, newId, pendingToolCalls, requestMessages, type UiMessage } from "./model/conversation";
import { estimateNext, withCosts } from "./model/next-cost";
import { fieldOfParam, type ChatParams, type Field } from "./model/params";
import { rememberExchange } from "./raw-exchanges";
import { useRequestBuilder } from "./request-builder";
import { useChatStreamSession, type StreamOutcome } from "./stream-session";
import type { ToolResult } from "./ToolResultForm";
import { useConversations } from "./use-conversations";

/** Which field a params patch touches, so a gateway error shown there clears once the user changes it. */
const fieldOfPatchKey = (key: keyof ChatParams): Field => (key === "json_schema" ? "response_format" : key);

/** While the request builder loads: nothing to send, nothing to complain about. */
const NOT_BUILT: BuiltRequest = { errors: {} };

const answerFrom = (
  outcome: Extract<StreamOutcome, { kind: "answer" }>,
  metrics: UiMessage["metrics"] = outcome.metrics,
): UiMessage => ({
  id: newId(),
  role: "assistant",
  content: outcome.answer.content,
  ...(outcome.answer.reasoning ? { reasoning: outcome.answer.reasoning } : {}),
  ...(outcome.answer.toolCalls.length ? { toolCalls: outcome.answer.toolCalls } : {}),
  ...(outcome.answer.logprobs.length ? { logprobs: outcome.answer.logprobs } : {}),
  metrics,
  state: outcome.state,
  ...(outcome.note ? { note: outcome.note } : {}),
  ...(outcome.noteCode ? { noteCode: outcome.noteCode } : {}),
});

/**
 * The chat page's state and actions: the open conversation, its request (built and checked live), the running
 * stream, and send / stop / regenerate / edit / tool results / clear.
 */
export function useChatController(initialModel: string | undefined) {
  const models = useGatewayModels();
  const chatModels = useMemo(() => modelsFor(models.data, "chat"), [models.data]);
  const store = useConversations(initialModel);
  const { conversation, update, startNew: startNewConversation } = store;
  const session = useChatStreamSession();
  const [streamingFor, setStreamingFor] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ conversationId: string; error: unknown } | null>(null);
  const [gatewayErrors, setGatewayErrors] = useState<FieldErrorMap>({});

  const model = conversation.model || chatModels[0]?.id || "";
  const modelInfo = findModel(models.data, model);
  const supported = modelInfo?.supported_parameters;
  const prices = useMemo(() => pricesOf(modelInfo), [modelInfo]);
  const priceList = useCallback((id: string) => pricesOf(findModel(models.data, id)), [models.data]);

  const draftOf = useCallback(
    (messages: readonly UiMessage[]) => ({
      model,
      fallbacks: conversation.fallbacks,
      system: conversation.system,
      params: conversation.params,
      supported,
      messages,
    }),
    [model, conversation.fallbacks, conversation.system, conversation.params, supported],
  );

  const { builder, want: wantBuilder } = useRequestBuilder();
  const built = useMemo(
    () => (builder ? builder.buildChatRequest(draftOf(conversation.messages)) : NOT_BUILT),
    [builder, draftOf, conversation.messages],
  );
  // Rebuilt with every message; keyed by content so the memoized panels re-render only when an error changes.
  // "View code" shows the request as sent for the last answer (or as it would be sent), never one ending with a reply.
  const codeRequest = useMemo(
    () => (builder ? builder.buildChatRequest(draftOf(requestMessages(conversation.messages))).request : undefined),
    [builder, draftOf, conversation.messages],
  );
  const errorsKey = JSON.stringify({ ...built.errors, ...gatewayErrors });
  const errors = useMemo(() => JSON.parse(errorsKey) as FieldErrorMap, [errorsKey]);

  const conversationId = useRef(conversation.id);
  useEffect(() => {
    conversationId.current = conversation.id;
  });

  /** Sends the conversation as `messages`; false (and nothing sent or changed) when the request is not valid. */
  const run = useCallback(
    (messages: UiMessage[]): boolean => {
      if (session.running || !builder) return false;
      const { request } = builder.buildChatRequest(draftOf(messages));
      if (!request) return false;
      const id = conversation.id;
      const estimate = estimateNext(prices, { system: conversation.system, params: conversation.params, messages });
      setGatewayErrors({});
      setFailure(null);
      update(id, (c) => ({ ...c, model, messages }));
      setStreamingFor(id);
      void session.start(request, (outcome) => {
        setStreamingFor(null);
        if (outcome.kind === "failed") {
          const rejected = paramError(outcome.error);
          const field = rejected ? fieldOfParam(rejected.param) : undefined;
          if (rejected && field)
            setGatewayErrors({ [field]: { code: "gateway", values: { detail: rejected.message } } });
          setFailure({ conversationId: id, error: outcome.error });
          return;
        }
        const { answer } = outcome;
        const nothing = !answer.content && !answer.reasoning && answer.toolCalls.length === 0;
        if (outcome.state === "stopped" && nothing) return;
        const message = answerFrom(outcome, withCosts(outcome.metrics, priceList, estimate));
        rememberExchange(message.id, { request: outcome.request, chunks: outcome.rawChunks });
        update(id, (c) => ({ ...c, messages: [...c.messages, message] }));
      });
      return true;
    },
    [
      session,
      builder,
      draftOf,
      conversation.id,
      conversation.system,
      conversation.params,
      prices,
      priceList,
      update,
      model,
    ],
  );

  const messages = conversation.messages;
  const actions = useMemo(
    () => ({
      send: (text: string) => run([...messages, { id: newId(), role: "user", content: text }]),
      /** Asks for an answer to the conversation as it is (after a failure, or when it ends with a user turn). */
      continue: () => run([...messages]),
      regenerate: () => {
        const last = messages.at(-1);
        if (last?.role === "assistant") run(messages.slice(0, -1));
      },
      edit: (index: number, content: string) => {
        const edited = messages[index];
        if (edited) run([...messages.slice(0, index), { ...edited, id: newId(), content }]);
      },
      submitToolResults: (results: ToolResult[]) =>
        run([
          ...messages,
          ...results.map(({ call, content }): UiMessage => ({
            id: newId(),
            role: "tool",
            content,
            toolCallId: call.id,
            toolName: call.name,
          })),
        ]),
      stop: () => session.stop(),
      clear: () => {
        setFailure(null);
        update(conversation.id, (c) => ({ ...c, messages: [] }));
      },
      startNew: () => {
        setFailure(null);
        startNewConversation({ ...conversation, model });
      },
    }),
    [run, messages, session, update, conversation, model, startNewConversation],
  );

  /** The settings' setters do not change with the conversation, so the settings panels stay memoized. */
  const settings = useMemo(
    () => ({
      setModel: (id: string) => {
        setGatewayErrors(({ model: _m, fallbacks: _f, ...rest }) => rest);
        update(conversationId.current, (c) => ({ ...c, model: id, fallbacks: c.fallbacks.filter((f) => f !== id) }));
      },
      setFallbacks: (fallbacks: string[]) => {
        setGatewayErrors(({ fallbacks: _f, ...rest }) => rest);
        update(conversationId.current, (c) => ({ ...c, fallbacks }));
      },
      setSystem: (system: string) => update(conversationId.current, (c) => ({ ...c, system })),
      setParams: (patch: Partial<ChatParams>) => {
        const touched = new Set((Object.keys(patch) as (keyof ChatParams)[]).map(fieldOfPatchKey));
        setGatewayErrors((current) =>
          Object.fromEntries(Object.entries(current).filter(([field]) => !touched.has(field as Field))),
        );
        update(conversationId.current, (c) => ({ ...c, params: { ...c.params, ...patch } }));
      },
    }),
    [update],
  );

  /** The expected cost of sending `draft` now (with an empty draft where an answer is due, of asking for it); undefined without prices. */
  const estimateDraft = useCallback(
    (draft: string) =>
      estimateNext(prices, {
        system: conversation.system,
        params: conversation.params,
        messages:
          draft.trim() || !awaitsAnswer(messages)
            ? [...messages, { id: "draft", role: "user", content: draft }]
            : messages,
      }),
    [prices, conversation.system, conversation.params, messages],
  );

  return {
    models,
    chatModels,
    prices,
    estimateDraft,
    modelInfo,
    model,
    /** The request builder, once loaded (see useRequestBuilder). */
    builder,
    /** A sign of use: starts fetching the request builder. */
    wantBuilder,
    /** Whether requests can be built and checked yet. */
    ready: builder !== undefined,
    conversation,
    conversations: store.conversations,
    select: store.select,
    rename: store.rename,
    remove: store.remove,
    request: built.request,
    codeRequest,
    errors,
    session,
    /** The running request belongs to the open conversation (its answer is shown growing there). */
    streamsHere: streamingFor !== null && streamingFor === conversation.id,
    running: streamingFor !== null,
    failure: failure?.conversationId === conversation.id ? failure.error : null,
    pendingCalls: pendingToolCalls(messages),
    canContinue: awaitsAnswer(messages),
    actions,
    settings,
  };
}

export type ChatController = ReturnType<typeof useChatController>;
