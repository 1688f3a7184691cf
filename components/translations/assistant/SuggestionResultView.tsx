"use client";

import { Check, ShieldAlert, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { useGatewayMoney, usePlaygroundFormat } from "@/components/playground/shared/use-playground-format";
import { glossaryProblems, type CompiledGlossary } from "@/lib/i18n/glossary";
import { checkTranslation } from "@/lib/i18n/icu-checks";
import { CheckList } from "../editor/CheckList";
import type { SuggestionResult } from "./use-suggestion";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

export interface AcceptHandle {
  accept(): void;
}

export interface SuggestionResultViewProps {
  result: Extract<SuggestionResult, { kind: "answer" }>;
  rowKey: string;
  source: string;
  lang: string;
  onAccept: (text: string) => void;
  handle: Ref<AcceptHandle>;
  /** The language's glossary: a suggestion that departs from it is marked (it may still be accepted and fixed). */
  glossary: CompiledGlossary;
}

/**
 * A finished suggestion: editable, checked against the source on every keystroke, with its model, cost and latency.
 * A suggestion that fails a check (or ended early and was not edited) is flagged and cannot be accepted; one that
 * departs from the glossary is marked with the terms it misses, and may be accepted to be fixed in the editor.
 */
export function SuggestionResultView({
  result,
  rowKey,
  source,
  lang,
  onAccept,
  handle,
  glossary,
}: SuggestionResultViewProps) {
  const t = useTranslations("translations.assistant.suggest");
  const f = usePlaygroundFormat();
  const money = useGatewayMoney();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const [text, setText] = useState(result.text);
  const [refused, setRefused] = useState(false);
  useLeaveGuard(text !== result.text);
  const checks = useMemo(() => checkTranslation(source, text, lang), [source, text, lang]);
  const terms = useMemo(() => glossaryProblems(source, text, glossary), [source, text, glossary]);
  const cutShort = result.state !== "complete" && text === result.text;
  const flagged = checks.errors.length > 0 || cutShort;

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight + 2, 200)}px`;
    if (caret.current !== null) {
      element.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [text]);

  const accept = () => {
    if (flagged) {
      setRefused(true);
      area.current?.focus();
      return;
    }
    onAccept(text);
  };
  useImperativeHandle(handle, () => ({ accept }));

  const insert = (snippet: string) => {
    const element = area.current;
    const from = element?.selectionStart ?? text.length;
    const to = element?.selectionEnd ?? from;
    caret.current = from + snippet.length;
    setText(text.slice(0, from) + snippet + text.slice(to));
    element?.focus();
  };

  const figures = [
    { key: "model", label: t("figures.model"), value: result.model },
    { key: "cost", label: t("figures.cost"), value: result.cost === undefined ? undefined : money.cost(result.cost) },
    { key: "latency", label: t("figures.latency"), value: f.ms(result.latencyMs) },
  ].filter((figure): figure is { key: string; label: string; value: string } => figure.value !== undefined);

  return (
    <div
      className="space-y-2"
      data-testid="suggestion-result"
      data-flagged={flagged || undefined}
      data-glossary={terms.length > 0 || undefined}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {t("label", { key: rowKey })}
      </label>
      <textarea
        id={`${id}-text`}
        ref={area}
        lang={lang}
        rows={1}
        value={text}
        onChange={(event) => {
          setRefused(false);
          setText(event.target.value);
        }}
        aria-invalid={flagged || undefined}
        aria-describedby={`${id}-state ${id}-checks`}
        spellCheck
        className="block w-full resize-none rounded-md border border-line bg-surface px-2 py-1.5 text-sm text-ink focus:outline-2 focus:outline-accent aria-invalid:border-bad"
      />
      <p
        id={`${id}-state`}
        role={refused ? "alert" : undefined}
        data-testid="suggestion-verdict"
        className="flex items-start gap-2 text-sm"
      >
        {flagged ? (
          <>
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-bad" />
            <span className="text-ink">{cutShort ? t("cutShort") : t("flagged")}</span>
          </>
        ) : terms.length > 0 ? (
          <>
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warn" />
            <span className="text-ink">{t("glossary")}</span>
          </>
        ) : (
          <>
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-ok" />
            <span className="text-ink">{t("passes")}</span>
          </>
        )}
      </p>
      <CheckList id={`${id}-checks`} checks={checks} hints={terms} onInsert={insert} emphasize={refused} />
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs" data-testid="suggestion-figures">
        {figures.map((figure) => (
          <div key={figure.key} className="flex gap-1.5" data-testid={`suggestion-${figure.key}`}>
            <dt className="text-muted">{figure.label}</dt>
            <dd className="font-medium tabular-nums text-ink">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <Button
        size="sm"
        variant="primary"
        icon={<Check aria-hidden className="size-4" />}
        aria-disabled={flagged || undefined}
        aria-keyshortcuts="Alt+Shift+A"
        onClick={accept}
      >
        {t("accept")}
      </Button>
    </div>
  );
}
