"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { WhenOpened } from "@/components/ui/lazy";
import type { ChatRequest } from "@/lib/gateway/schemas";
import { findModel } from "../shared/gateway-models";
import { Composer } from "./Composer";
import { CostEstimateNote } from "./CostEstimateNote";
import { LazyCodeDialog } from "./lazy-dialogs";
import { pricesOf } from "./model/cost-estimate";
import { estimateNext, withCosts } from "./model/next-cost";
import { CompareColumn, type ColumnResult } from "./CompareColumn";
import { newId, type UiMessage } from "./model/conversation";
import { ChatStreamSession } from "./stream-session";
import type { ChatController } from "./use-chat-controller";
import { useFieldErrorText } from "./use-field-error-text";

const MAX_COLUMNS = 3;

/**
 * The same conversation plus one prompt, sent to two or three models at once: each streams in its own column
 * with its own Stop and its own figures. The results are for comparing; they do not join the conversation.
 */
export function CompareView({ chat }: { chat: ChatController }) {
  const t = useTranslations("playground.compare");
  const errorText = useFieldErrorText();
  const { builder } = chat;
  const [sessions] = useState(() => Array.from({ length: MAX_COLUMNS }, () => new ChatStreamSession()));
  useEffect(() => () => sessions.forEach((s) => s.stop()), [sessions]);
  const others = chat.chatModels.map((m) => m.id ?? "").filter((id) => id && id !== chat.model);
  const [models, setModels] = useState<string[]>(() => [chat.model, others[0] ?? chat.model].filter(Boolean));
  const [results, setResults] = useState<(ColumnResult | null)[]>([]);
  const [running, setRunning] = useState<boolean[]>([]);
  const [prompt, setPrompt] = useState<string | null>(null);
  // The request each column sent last, for its "View code".
  const [sent, setSent] = useState<(ChatRequest | undefined)[]>([]);
  const [codeOf, setCodeOf] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const { conversation } = chat;
  // Models arrive after the first render: fill empty columns once they do.
  const columns = models.length > 0 ? models : [chat.model, others[0] ?? ""];

  const setAt = <T,>(list: T[], index: number, value: T) => {
    const next = [...list];
    next[index] = value;
    return next;
  };

  const priceList = (id: string) => pricesOf(findModel(chat.models.data, id));
  const pricesAt = (index: number) => priceList(columns[index]);
  const estimateAt = (index: number, messages: readonly UiMessage[]) =>
    estimateNext(pricesAt(index), { system: conversation.system, params: conversation.params, messages });
  const withDraft = (text: string, id = "draft"): UiMessage[] => [
    ...conversation.messages,
    { id, role: "user", content: text },
  ];

  const send = (text: string): boolean => {
    if (!builder) return false;
    const messages = withDraft(text, newId());
    const requests = columns.map((model) =>
      builder.buildChatRequest({
        model,
        fallbacks: [],
        system: conversation.system,
        params: conversation.params,
        supported: findModel(chat.models.data, model)?.supported_parameters,
        messages,
      }),
    );
    const invalid = requests.findIndex((r) => !r.request);
    if (invalid !== -1) {
      const first = Object.values(requests[invalid].errors)[0];
      setProblem(t("invalid", { model: columns[invalid] || "—", problem: errorText(first) ?? "" }));
      return false;
    }
    setProblem(undefined);
    setPrompt(text);
    setSent(requests.map((r) => r.request));
    setResults([]);
    setRunning(columns.map(() => true));
    requests.forEach(({ request }, index) => {
      if (!request) return;
      const estimate = estimateAt(index, messages);
      void sessions[index].start(request, (outcome) => {
        setRunning((current) => setAt(current, index, false));
        const costed =
          outcome.kind === "answer"
            ? { ...outcome, metrics: withCosts(outcome.metrics, priceList, estimate) }
            : outcome;
        setResults((current) => setAt(current, index, costed));
      });
    });
    return true;
  };

  const anyRunning = running.some(Boolean);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t("intro", { count: conversation.messages.length })}</p>
      <div className="flex flex-wrap items-center gap-2">
        {columns.length < MAX_COLUMNS && (
          <Button
            size="sm"
            icon={<Plus aria-hidden className="size-4" />}
            disabled={anyRunning}
            onClick={() => setModels([...columns, others[columns.length - 1] ?? chat.model])}
          >
            {t("addModel")}
          </Button>
        )}
      </div>
      {prompt !== null && (
        <p
          className="rounded-lg border border-accent/30 bg-accent/5 px-4 py-2 text-sm text-ink"
          data-testid="compare-prompt"
        >
          {prompt}
        </p>
      )}
      <div className={columns.length === 3 ? "grid gap-3 lg:grid-cols-3" : "grid gap-3 lg:grid-cols-2"}>
        {columns.map((model, index) => (
          <CompareColumn
            key={index}
            index={index}
            models={chat.chatModels}
            model={model}
            onModel={(id) => setModels(setAt(columns, index, id))}
            onRemove={columns.length > 2 ? () => setModels(columns.filter((_, i) => i !== index)) : undefined}
            session={sessions[index]}
            running={running[index] === true}
            result={results[index] ?? null}
            onViewCode={sent[index] ? () => setCodeOf(index) : undefined}
          />
        ))}
      </div>
      <div className="overflow-hidden rounded-lg border border-line">
        <Composer
          running={anyRunning}
          ready={builder !== undefined}
          canContinue={false}
          blockedReason={problem}
          onSend={send}
          onContinue={() => undefined}
          onStop={() => sessions.forEach((s) => s.stop())}
          label={t("composerLabel")}
          note={(draft) => (
            <div className="space-y-0.5">
              {columns.map((model, index) => (
                <CostEstimateNote
                  key={index}
                  estimate={estimateAt(index, withDraft(draft))}
                  model={model}
                  loading={chat.models.isPending}
                  showModel
                />
              ))}
            </div>
          )}
        />
      </div>
      <WhenOpened open={codeOf !== null}>
        <LazyCodeDialog
          request={codeOf === null ? undefined : sent[codeOf]}
          open={codeOf !== null}
          onOpenChange={(open) => !open && setCodeOf(null)}
        />
      </WhenOpened>
    </div>
  );
}
