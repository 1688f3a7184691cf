"use client";

import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button, IconButton, type ButtonSize } from "./button";

/** Copies text; falls back to a hidden textarea where the async clipboard API is unavailable (plain http). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy failed");
}

export interface CopyButtonProps {
  /** The text to copy (read when clicked). */
  value: string | (() => string);
  /** Accessible name / visible text; defaults to "Copy". Name what is copied: "Copy key id". */
  label?: string;
  /** "icon" renders an icon-only button. */
  variant?: "icon" | "button";
  size?: ButtonSize;
  className?: string;
}

/** Copies on click and says "Copied" (visibly and through a polite live region) for two seconds. */
export function CopyButton({ value, label, variant = "icon", size = "sm", className }: CopyButtonProps) {
  const t = useTranslations("common");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      await copyText(typeof value === "function" ? value() : value);
      setState("copied");
    } catch {
      setState("failed");
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), 2000);
  };

  const name = label ?? t("actions.copy");
  const icon =
    state === "copied" ? <Check aria-hidden className="size-4 text-ok" /> : <Copy aria-hidden className="size-4" />;
  const announcement = state === "copied" ? t("actions.copied") : state === "failed" ? t("actions.copyFailed") : "";
  return (
    <>
      {variant === "icon" ? (
        <IconButton aria-label={name} icon={icon} size={size} onClick={copy} className={className} />
      ) : (
        <Button icon={icon} size={size} onClick={copy} className={className}>
          {state === "copied" ? t("actions.copied") : name}
        </Button>
      )}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
