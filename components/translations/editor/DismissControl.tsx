"use client";

import { EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";
import type { Problem } from "../checks/findings";
import { REASON_MAX } from "../checks/use-dismissals";

/** A token's dismissals as the check list uses them (made for the token's current text). */
export interface DismissHandle {
  dismissed(problem: Problem): boolean;
  reason(problem: Problem): string;
  dismiss(problem: Problem, reason: string): void;
  restore(problem: Problem): void;
}

/** "Dismiss", then a reason and a confirmation: a finding the translator judged right leaves the list and the count. */
export function DismissControl({ problem, label, handle }: { problem: Problem; label: string; handle: DismissHandle }) {
  const t = useTranslations("translations.checks.dismiss");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  // A reason being written is the translator's words: leaving the page asks first (Cancel and Esc keep it here).
  useLeaveGuard(open && reason.trim() !== "");

  if (!open)
    return (
      <Button
        size="sm"
        variant="ghost"
        icon={<EyeOff aria-hidden className="size-3.5" />}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setOpen(true)}
        aria-label={t("buttonNamed", { finding: label })}
      >
        {t("button")}
      </Button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === "") {
      setMissing(true);
      return;
    }
    handle.dismiss(problem, reason);
    setOpen(false);
  };
  return (
    <form
      onSubmit={submit}
      className="flex w-full flex-wrap items-start gap-2"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      }}
    >
      <label htmlFor={`${id}-reason`} className="sr-only">
        {t("reasonLabel", { finding: label })}
      </label>
      <div className="min-w-0 flex-1 basis-48">
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={REASON_MAX}
          autoFocus
          placeholder={t("reasonPlaceholder")}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
          onChange={(event) => {
            setMissing(false);
            setReason(event.target.value);
          }}
          className={cn(inputClasses, "h-8 w-full text-sm")}
        />
        {missing && (
          <p id={`${id}-missing`} role="alert" className="mt-1 text-xs text-bad">
            {t("reasonRequired")}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" variant="secondary">
        {t("confirm")}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
        {t("cancel")}
      </Button>
    </form>
  );
}
