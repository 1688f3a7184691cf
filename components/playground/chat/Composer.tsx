"use client";

import { Send, Square } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

export interface ComposerProps {
  running: boolean;
  /** The conversation ends with an unanswered message: sending with an empty box asks for the answer. */
  canContinue: boolean;
  /** Why nothing can be sent right now (invalid parameters, no model), already translated. */
  blockedReason?: string;
  /** False while requests cannot be checked yet (the request builder loads after the first paint): a send waits. */
  ready?: boolean;
  /** Returns whether the text was taken; it stays in the box otherwise (nothing typed is lost). */
  onSend: (text: string) => boolean;
  onContinue: () => void;
  onStop: () => void;
  label?: string;
  /** Shown under the box and updated as the user types (the expected cost of what would be sent). */
  note?: (draft: string) => ReactNode;
}

/** The message box: Enter sends, Shift+Enter adds a line; while an answer streams, Stop aborts it. */
export function Composer({
  running,
  canContinue,
  blockedReason,
  ready = true,
  onSend,
  onContinue,
  onStop,
  label,
  note,
}: ComposerProps) {
  const t = useTranslations("playground.chat");
  const [text, setText] = useState("");
  useLeaveGuard(text.trim() !== "");
  const id = useId();
  const continueMode = text.trim() === "" && canContinue;
  const disabled = running || blockedReason !== undefined || (text.trim() === "" && !canContinue);
  const formRef = useRef<HTMLFormElement>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const wasRunning = useRef(running);

  // When an answer ends, Stop turns back into a (disabled) Send: a keyboard user who was on it would be left on
  // nothing, so the focus returns to the message box. Focus elsewhere on the page is left alone.
  useEffect(() => {
    const focused = document.activeElement;
    const stranded =
      !focused || focused === document.body || (focused !== boxRef.current && !!formRef.current?.contains(focused));
    if (wasRunning.current && !running && stranded) boxRef.current?.focus();
    wasRunning.current = running;
  }, [running]);

  // A send pressed before requests can be checked is not lost: it goes out as soon as they can.
  const waiting = useRef(false);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled) return;
    if (!ready) {
      waiting.current = true;
      return;
    }
    if (continueMode) onContinue();
    else if (onSend(text)) setText("");
  };
  useEffect(() => {
    if (!ready || !waiting.current) return;
    waiting.current = false;
    submit();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes (Japanese, Chinese…), Enter confirms the composition, it does not send.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-2 border-t border-line bg-surface p-3">
      <label htmlFor={id} className="sr-only">
        {label ?? t("composerLabel")}
      </label>
      <textarea
        ref={boxRef}
        id={id}
        rows={3}
        value={text}
        placeholder={t("composerPlaceholder")}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
        className={cn(inputClasses, "resize-y py-2")}
      />
      {note?.(text)}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className={cn("text-xs", blockedReason ? "font-medium text-bad" : "text-muted")}>
          {blockedReason ?? t("composerHint")}
        </p>
        {running ? (
          <Button variant="danger" icon={<Square aria-hidden className="size-4" />} onClick={onStop}>
            {t("stop")}
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={disabled} icon={<Send aria-hidden className="size-4" />}>
            {continueMode ? t("getAnswer") : t("send")}
          </Button>
        )}
      </div>
    </form>
  );
}
