"use client";

import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { cn } from "./cn";

export type ToastTone = "ok" | "info" | "warn" | "bad";

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it disappears; errors stay longer by default. */
  duration?: number;
}

interface ToastEntry extends Required<Omit<ToastInput, "description">> {
  id: number;
  description?: string;
}

/** A tiny store outside React, so toasts can be raised from mutation callbacks and survive route changes. */
let toasts: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const EMPTY: ToastEntry[] = [];

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((entry) => entry.id !== id);
  emit();
}

/** Shows a toast; returns its id. At most five stay on screen. */
export function toast(input: ToastInput): number {
  const tone = input.tone ?? "ok";
  const entry: ToastEntry = {
    id: nextId++,
    title: input.title,
    description: input.description,
    tone,
    duration: input.duration ?? (tone === "bad" ? 10_000 : 5_000),
  };
  toasts = [...toasts, entry].slice(-5);
  emit();
  return entry.id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `const { toast } = useToast(); toast({ title: t("keyCreated") })`. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}

const TONES: Record<ToastTone, { icon: ReactNode; className: string }> = {
  ok: { icon: <CircleCheck aria-hidden className="size-5 text-ok" />, className: "border-ok/40" },
  info: { icon: <Info aria-hidden className="size-5 text-info" />, className: "border-info/40" },
  warn: { icon: <TriangleAlert aria-hidden className="size-5 text-warn" />, className: "border-warn/40" },
  bad: { icon: <CircleAlert aria-hidden className="size-5 text-bad" />, className: "border-bad/40" },
};

function ToastItem({ entry, dismissLabel }: { entry: ToastEntry; dismissLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(entry.id), entry.duration);
    return () => clearTimeout(timer);
  }, [entry.id, entry.duration]);
  return (
    <li
      className={cn(
        "pointer-events-auto flex w-80 items-start gap-3 rounded-lg border bg-surface p-3 text-ink shadow-lg",
        TONES[entry.tone].className,
      )}
    >
      {TONES[entry.tone].icon}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{entry.title}</p>
        {entry.description && <p className="mt-0.5 break-words text-sm text-muted">{entry.description}</p>}
      </div>
      <button
        type="button"
        aria-label={dismissLabel}
        onClick={() => dismissToast(entry.id)}
        className="flex size-6 shrink-0 items-center justify-center rounded text-muted hover:bg-raised hover:text-ink"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

/** The toast region; render it once in the console layout. It is a polite live region, always in the DOM. */
export function Toaster() {
  const t = useTranslations("common");
  const entries = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  return (
    <section aria-label={t("toast.region")} className="pointer-events-none fixed bottom-4 right-4 z-[60]">
      <ol aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2">
        {entries.map((entry) => (
          <ToastItem key={entry.id} entry={entry} dismissLabel={t("actions.dismiss")} />
        ))}
      </ol>
    </section>
  );
}
