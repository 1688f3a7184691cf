"use client";

import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { Toaster as Sonner, toast as sonner } from "sonner";
import { cn } from "./cn";

export type ToastTone = "ok" | "info" | "warn" | "bad";

export interface ToastEntry {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  duration: number;
}

/** What `toast()` calls once this stack is on screen. */
export interface ToastApi {
  show(entry: ToastEntry): void;
}

const TONES: Record<ToastTone, { icon: ReactNode; className: string }> = {
  ok: { icon: <CircleCheck aria-hidden className="size-5 text-ok" />, className: "border-ok/40" },
  info: { icon: <Info aria-hidden className="size-5 text-info" />, className: "border-info/40" },
  warn: { icon: <TriangleAlert aria-hidden className="size-5 text-warn" />, className: "border-warn/40" },
  bad: { icon: <CircleAlert aria-hidden className="size-5 text-bad" />, className: "border-bad/40" },
};

function ToastCard({
  entry,
  dismissLabel,
  onDismiss,
}: {
  entry: ToastEntry;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  return (
    <div
      data-tone={entry.tone}
      className={cn(
        "flex w-full items-start gap-3 sm:w-80 rounded-lg border bg-surface p-3 text-ink shadow-lg",
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
        onClick={onDismiss}
        className="flex size-6 shrink-0 items-center justify-center rounded text-muted hover:bg-raised hover:text-ink"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/**
 * sonner's toaster (stacking, timers paused on hover, swipe, its polite live region) drawing the console's toast
 * cards. It connects itself to `toast()` once mounted and painted, after sonner's own toaster listens.
 */
export function ToastStack({ connect }: { connect: (api: ToastApi) => () => void }) {
  const t = useTranslations("common");
  const dismissLabel = t("actions.dismiss");
  useEffect(() => {
    const api: ToastApi = {
      show: (entry) =>
        sonner.custom(
          (id) => <ToastCard entry={entry} dismissLabel={dismissLabel} onDismiss={() => sonner.dismiss(id)} />,
          { id: entry.id, duration: entry.duration },
        ),
    };
    // The live region is painted empty first, so the waiting toasts arrive as additions a screen reader announces.
    let disconnect = () => {};
    const frame = requestAnimationFrame(() => {
      disconnect = connect(api);
    });
    return () => {
      cancelAnimationFrame(frame);
      disconnect();
    };
  }, [connect, dismissLabel]);
  // On a phone a toast spans the width: at the bottom it would cover what it reports on (a new row scrolled into view).
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  return (
    <Sonner position={narrow ? "top-center" : "bottom-right"} visibleToasts={5} customAriaLabel={t("toast.region")} />
  );
}

const NARROW = "(max-width: 767px)";
const isNarrow = () => window.matchMedia(NARROW).matches;
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
