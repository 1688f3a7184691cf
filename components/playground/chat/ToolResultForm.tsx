"use client";

import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { PlainField } from "../shared/PlainField";
import type { ToolCall } from "./model/conversation";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

export interface ToolResult {
  call: ToolCall;
  content: string;
}

/** The answer asked for tools: the user plays the tool, types each result, and the conversation continues. */
export function ToolResultForm({
  calls,
  disabled,
  onSubmit,
}: {
  calls: readonly ToolCall[];
  disabled: boolean;
  onSubmit: (results: ToolResult[]) => void;
}) {
  const t = useTranslations("playground.chat");
  const [values, setValues] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  useLeaveGuard(Object.values(values).some((value) => value.trim() !== ""));
  const missing = calls.filter((call) => !(values[call.id] ?? "").trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing.length > 0) return;
    onSubmit(calls.map((call) => ({ call, content: values[call.id] ?? "" })));
    setValues({});
    setTried(false);
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-info/30 bg-surface p-4"
      data-testid="tool-results"
    >
      <p className="text-sm text-ink">{t("toolResultsIntro")}</p>
      {calls.map((call) => (
        <PlainField
          key={call.id}
          label={t("toolResultLabel", { name: call.name })}
          hint={call.id}
          error={tried && missing.includes(call) ? t("toolResultRequired") : undefined}
        >
          {(aria) => (
            <textarea
              {...aria}
              rows={3}
              value={values[call.id] ?? ""}
              placeholder={t("toolResultPlaceholder")}
              onChange={(event) => setValues((current) => ({ ...current, [call.id]: event.target.value }))}
              className={cn(inputClasses, "py-2 font-mono")}
            />
          )}
        </PlainField>
      ))}
      <Button type="submit" variant="primary" disabled={disabled} icon={<Send aria-hidden className="size-4" />}>
        {t("sendToolResults")}
      </Button>
    </form>
  );
}
