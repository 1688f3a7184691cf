"use client";

import { Sparkles, Square } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { useErrorMessage } from "@/components/ui/use-error-message";
import type { TokenRow } from "../model/rows";
import type { AssistantScope } from "./assistant-scope";
import { SuggestionResultView, type AcceptHandle } from "./SuggestionResultView";
import { useSuggestion } from "./use-suggestion";
import { useSuggestionModel } from "./use-suggestion-model";

export interface SuggestionCommands {
  suggest(): void;
  accept(): void;
}

export interface SuggestionBoxProps {
  scope: AssistantScope;
  row: TokenRow;
  onTake: (text: string) => void;
  commands: Ref<SuggestionCommands>;
}

/** "Suggest": a translation from the gateway, streamed, checked, priced; taken into the editor only on Accept. */
export function SuggestionBox({ scope, row, onTake, commands }: SuggestionBoxProps) {
  const t = useTranslations("translations.assistant.suggest");
  const message = useErrorMessage();
  const id = useId();
  const { model, setModel: setStored, chatModels, noKey } = useSuggestionModel();
  const suggestion = useSuggestion(scope, row, model);
  const [accepted, setAccepted] = useState(false);
  const resultHandle = useRef<AcceptHandle>(null);
  const running = suggestion.streaming !== null;

  const suggest = () => {
    if (noKey || !model) return;
    setAccepted(false);
    suggestion.start();
  };
  useImperativeHandle(commands, () => ({ suggest, accept: () => resultHandle.current?.accept() }));

  const result = suggestion.result;
  return (
    <section aria-labelledby={`${id}-heading`} data-testid="suggestion" className="min-w-0 space-y-2">
      <h3 id={`${id}-heading`} className="text-xs font-medium uppercase tracking-wide text-muted">
        {t("title")}
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        {!noKey && (
          <label className="flex min-w-0 grow basis-48 flex-col gap-1 text-xs text-muted">
            {t("model")}
            {chatModels.length > 0 ? (
              <select
                value={model}
                onChange={(event) => setStored(event.target.value)}
                data-testid="suggestion-model-select"
                className={cn(inputClasses, "h-8 min-w-0 pr-8 text-sm")}
              >
                {chatModels.map((m) => (
                  <option key={m.id} value={m.id ?? ""}>
                    {m.id}
                  </option>
                ))}
              </select>
            ) : (
              <input
                value={model}
                onChange={(event) => setStored(event.target.value.trim())}
                spellCheck={false}
                autoComplete="off"
                className={cn(inputClasses, "h-8 font-mono text-sm")}
              />
            )}
          </label>
        )}
        {running ? (
          <Button size="sm" icon={<Square aria-hidden className="size-3.5" />} onClick={suggestion.stop}>
            {t("stop")}
          </Button>
        ) : (
          <Button
            size="sm"
            icon={<Sparkles aria-hidden className="size-4" />}
            aria-disabled={noKey || !model || undefined}
            aria-describedby={noKey ? `${id}-nokey` : undefined}
            aria-keyshortcuts="Alt+Shift+S"
            onClick={suggest}
          >
            {t("button")}
          </Button>
        )}
      </div>
      {noKey && (
        <p id={`${id}-nokey`} data-testid="suggestion-no-key" className="text-sm text-ink">
          {t("noKey")}{" "}
          <Link href="/playground" className="text-accent underline">
            {t("openPlayground")}
          </Link>
        </p>
      )}
      {running && (
        <p
          aria-live="polite"
          aria-busy="true"
          lang={scope.lang}
          data-testid="suggestion-stream"
          className="whitespace-pre-wrap break-words rounded-md border border-dashed border-line px-2 py-1.5 text-sm text-ink"
        >
          {suggestion.streaming || t("waiting")}
        </p>
      )}
      {!running && result?.kind === "failed" && (
        <p role="alert" data-testid="suggestion-failed" className="text-sm text-bad">
          {t("failed", { reason: message(result.error) })}
        </p>
      )}
      {!running && result?.kind === "answer" && !accepted && (
        <SuggestionResultView
          key={`${result.text}\u0000${result.latencyMs}`}
          result={result}
          rowKey={row.key}
          source={row.source}
          lang={scope.lang}
          handle={resultHandle}
          glossary={scope.glossary}
          onAccept={(text) => {
            onTake(text);
            setAccepted(true);
          }}
        />
      )}
      {accepted && (
        <p role="status" data-testid="suggestion-accepted" className="text-sm text-ink">
          {t("accepted")}
        </p>
      )}
    </section>
  );
}
