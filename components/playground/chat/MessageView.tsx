"use client";

import { Braces, Code2, Pencil, RefreshCw, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo, useState } from "react";
import { Button, IconButton } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { inputClasses } from "@/components/ui/field-shell";
import { StatusBadge } from "@/components/ui/status-badge";
import { LogprobsView } from "./LogprobsView";
import { Markdown } from "./Markdown";
import { MetricsFooter } from "./MetricsFooter";
import type { UiMessage } from "./model/conversation";
import { ReasoningBlock } from "./ReasoningBlock";
import { ToolCallList } from "./ToolCallList";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

export interface MessageActions {
  edit(index: number, content: string): void;
  regenerate(): void;
  showCode(messageId: string): void;
  showRaw(messageId: string): void;
}

export interface MessageViewProps {
  message: UiMessage;
  index: number;
  /** The last answer: it can be regenerated (or retried when it was cut off). */
  isLastAnswer: boolean;
  /** A request is running: nothing may change the conversation. */
  busy: boolean;
  actions: MessageActions;
}

/** Interruptions the console's relay names in the stream's last event; each has its own sentence. */
const RELAY_BREAKS = ["upstream_dropped", "upstream_timeout", "console_restarting"] as const;
type RelayBreak = (typeof RELAY_BREAKS)[number];
const relayBreakOf = (code: string | undefined): RelayBreak | undefined => RELAY_BREAKS.find((known) => known === code);

/** One finished message. Memoized: while an answer streams, the messages above it do not re-render. */
export const MessageView = memo(function MessageView({
  message,
  index,
  isLastAnswer,
  busy,
  actions,
}: MessageViewProps) {
  const t = useTranslations("playground.chat");
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.content);
  useLeaveGuard(editing && draft !== message.content);
  const roleLabel =
    message.role === "tool" ? t("roles.tool", { name: message.toolName ?? "" }) : t(`roles.${message.role}`);
  const relayBreak = relayBreakOf(message.noteCode);

  return (
    <article
      aria-label={roleLabel}
      data-testid={`message-${message.role}`}
      data-state={message.state}
      className={cn(
        // Containment: a growing answer below does not make the browser lay this message out again.
        "rounded-lg border px-4 py-3 [contain:content]",
        message.role === "user" ? "ml-8 border-accent/30 bg-accent/5" : "mr-8 border-line bg-surface",
        message.role === "tool" && "border-info/30 bg-info/5",
      )}
    >
      <header className="mb-1 flex flex-wrap items-center gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{roleLabel}</h3>
        {message.state === "interrupted" && (
          <StatusBadge tone="warn" label={t("interrupted")} detail={relayBreak ? undefined : message.note} />
        )}
        {message.state === "stopped" && <StatusBadge tone="neutral" label={t("stopped")} />}
        <div className="ml-auto flex items-center gap-0.5">
          {message.content && <CopyButton value={message.content} label={t("copyMessage")} />}
          {message.role === "user" && !editing && (
            <IconButton
              size="sm"
              aria-label={t("edit")}
              icon={<Pencil aria-hidden className="size-4" />}
              disabled={busy}
              onClick={() => {
                setDraft(message.content);
                setEditing(true);
              }}
            />
          )}
          {message.role === "assistant" && (
            <>
              <IconButton
                size="sm"
                aria-label={t("viewCode")}
                icon={<Code2 aria-hidden className="size-4" />}
                onClick={() => actions.showCode(message.id)}
              />
              <IconButton
                size="sm"
                aria-label={t("viewRaw")}
                icon={<Braces aria-hidden className="size-4" />}
                onClick={() => actions.showRaw(message.id)}
              />
              {isLastAnswer && (
                <IconButton
                  size="sm"
                  aria-label={t("regenerate")}
                  icon={<RefreshCw aria-hidden className="size-4" />}
                  disabled={busy}
                  onClick={actions.regenerate}
                />
              )}
            </>
          )}
        </div>
      </header>

      {editing ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!draft.trim()) return;
            setEditing(false);
            actions.edit(index, draft);
          }}
        >
          <label className="sr-only" htmlFor={`edit-${message.id}`}>
            {t("editLabel")}
          </label>
          <textarea
            id={`edit-${message.id}`}
            rows={3}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className={cn(inputClasses, "py-2")}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" variant="primary" disabled={busy || !draft.trim()}>
              {t("saveAndResend")}
            </Button>
            <Button size="sm" onClick={() => setEditing(false)}>
              {t("cancelEdit")}
            </Button>
          </div>
        </form>
      ) : (
        <MessageBody message={message} />
      )}

      {message.state === "interrupted" && isLastAnswer && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink" role="status">
          <span data-testid="interrupted-hint">
            {relayBreak ? t(`interruptedBy.${relayBreak}`) : t("interruptedHint")}
          </span>
          <Button
            size="sm"
            icon={<RotateCcw aria-hidden className="size-4" />}
            disabled={busy}
            onClick={actions.regenerate}
          >
            {t("retry")}
          </Button>
        </div>
      )}
      {message.logprobs && message.logprobs.length > 0 && <LogprobsView logprobs={message.logprobs} />}
      {message.metrics && <MetricsFooter metrics={message.metrics} />}
    </article>
  );
});

function MessageBody({ message }: { message: UiMessage }) {
  if (message.role === "user") {
    return (
      <p className="whitespace-pre-wrap break-words text-sm text-ink" data-testid="message-content">
        {message.content}
      </p>
    );
  }
  if (message.role === "tool") {
    return (
      <pre className="whitespace-pre-wrap break-all font-mono text-xs text-ink" data-testid="message-content">
        {message.content}
      </pre>
    );
  }
  return (
    <>
      {message.reasoning && <ReasoningBlock text={message.reasoning} />}
      {message.content && (
        <div data-testid="message-content">
          <Markdown text={message.content} />
        </div>
      )}
      {message.toolCalls && <ToolCallList calls={message.toolCalls} />}
    </>
  );
}
