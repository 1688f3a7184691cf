"use client";

import { Wrench } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ToolCall } from "./model/conversation";

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Still streaming, or not JSON: shown as it came.
    return text;
  }
};

/** The tool calls of an answer: function name and arguments, growing while they stream. */
export function ToolCallList({ calls }: { calls: readonly ToolCall[] }) {
  const t = useTranslations("playground.chat");
  if (calls.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t("toolCalls")}>
      {calls.map((call, index) => (
        <li key={call.id || index} className="rounded-md border border-info/30 bg-info/5 p-3" data-testid="tool-call">
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
            <Wrench aria-hidden className="size-3.5 text-info" />
            {t("toolCall")}
            <code className="font-mono text-sm font-medium text-ink" data-testid="tool-call-name">
              {call.name}
            </code>
            {call.id && <code className="font-mono">{call.id}</code>}
          </p>
          <pre
            className="mt-2 overflow-x-auto whitespace-pre-wrap break-all font-mono text-xs text-ink"
            data-testid="tool-call-arguments"
          >
            {pretty(call.arguments)}
          </pre>
        </li>
      ))}
    </ul>
  );
}
