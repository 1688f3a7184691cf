"use client";

import { Eye, EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { IconButton } from "./button";
import { cn } from "./cn";
import { CopyButton } from "./copy-button";

export interface SecretFieldProps {
  /** Visible label ("API key"). */
  label: string;
  value: string;
  /** Start revealed (e.g. right after creation, when it is shown once). */
  defaultRevealed?: boolean;
  hint?: string;
  className?: string;
}

/**
 * A secret shown masked, with reveal and copy. The value is not in the DOM while masked (a fixed-length mask is
 * shown, so its length does not leak either); copying works without revealing.
 */
export function SecretField({ label, value, defaultRevealed = false, hint, className }: SecretFieldProps) {
  const t = useTranslations("common");
  const [revealed, setRevealed] = useState(defaultRevealed);
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div className="flex items-center gap-1 rounded-md border border-line bg-raised pl-3">
        <output
          aria-labelledby={`${id}-label`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="min-w-0 flex-1 truncate py-2 font-mono text-sm text-ink"
        >
          {revealed ? (
            value
          ) : (
            <>
              <span aria-hidden>{"•".repeat(24)}</span>
              <span className="sr-only">{t("secret.hidden")}</span>
            </>
          )}
        </output>
        <IconButton
          size="sm"
          aria-label={revealed ? t("actions.hide") : t("actions.reveal")}
          aria-pressed={revealed}
          icon={revealed ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          onClick={() => setRevealed((current) => !current)}
        />
        <CopyButton value={value} label={`${t("actions.copy")}: ${label}`} />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
