"use client";

import { CircleCheck, CircleDot, CircleX, Info, LoaderCircle, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { cn } from "./cn";
import { lazyComponent, preloadOn, WhenOpened } from "./lazy";

/*
 * The detail popover is fetched when a badge is first hovered, focused or pressed: Radix Popover with its popper
 * (floating-ui), dismissable layer and focus scope is ~25 kB gzip that a page showing badges does not need for its
 * first paint (first-load budget). The button is real at once; a press before the code arrived opens it on arrival.
 */
const LazyPopover = lazyComponent(() => import("./popover").then((module) => module.Popover));

export type StatusTone = "ok" | "warn" | "bad" | "info" | "neutral" | "progress";

/**
 * Declares a resource's state → tone map once: `const backupTone = makeStatusTones({completed: "ok", running:
 * "progress", failed: "bad"})`, then `backupTone(backup.status)`. Lookup ignores case; unknown states are neutral.
 */
export function makeStatusTones<S extends string>(
  map: Record<S, StatusTone>,
  fallback: StatusTone = "neutral",
): (state: string | null | undefined) => StatusTone {
  const lowered = new Map<string, StatusTone>();
  for (const [state, tone] of Object.entries(map) as [string, StatusTone][]) lowered.set(state.toLowerCase(), tone);
  return (state) => (state ? (lowered.get(state.toLowerCase()) ?? fallback) : fallback);
}

const TONES: Record<StatusTone, string> = {
  ok: "border-ok/30 bg-ok/10 text-ok",
  warn: "border-warn/30 bg-warn/10 text-warn",
  bad: "border-bad/30 bg-bad/10 text-bad",
  info: "border-info/30 bg-info/10 text-info",
  neutral: "border-line bg-raised text-muted",
  progress: "border-info/30 bg-info/10 text-info",
};

function ToneIcon({ tone }: { tone: StatusTone }) {
  const className = "size-3.5 shrink-0";
  switch (tone) {
    case "ok":
      return <CircleCheck aria-hidden className={className} />;
    case "warn":
      return <TriangleAlert aria-hidden className={className} />;
    case "bad":
      return <CircleX aria-hidden className={className} />;
    case "info":
      return <Info aria-hidden className={className} />;
    case "progress":
      return <LoaderCircle aria-hidden className={cn(className, "animate-spin motion-reduce:animate-none")} />;
    default:
      return <CircleDot aria-hidden className={className} />;
  }
}

/** A 14px ring filled to `percent`; the number next to it carries the meaning. */
function ProgressRing({ percent }: { percent: number }) {
  const circumference = 2 * Math.PI * 5;
  return (
    <svg aria-hidden viewBox="0 0 14 14" className="size-3.5 shrink-0 -rotate-90">
      <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2.5" />
      <circle
        cx="7"
        cy="7"
        r="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - percent / 100)}
      />
    </svg>
  );
}

export interface StatusBadgeProps {
  tone: StatusTone;
  /** The state as users read it (already translated), e.g. "Running". */
  label: string;
  /** 0–100: shows a ring and the number (for running backups, cluster operations). */
  progress?: number | null;
  /** The last error or message: the badge becomes a button opening it in a popover. */
  detail?: ReactNode;
  className?: string;
}

/** A resource's status chip: colour and icon from the tone, the word always visible (never colour alone). */
export function StatusBadge({ tone, label, progress, detail, className }: StatusBadgeProps) {
  const t = useTranslations("common");
  const percent =
    typeof progress === "number" && Number.isFinite(progress) ? Math.min(100, Math.max(0, Math.round(progress))) : null;
  const classes = cn(
    "inline-flex max-w-full items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
    TONES[tone],
    className,
  );
  const content = (
    <>
      {percent !== null ? <ProgressRing percent={percent} /> : <ToneIcon tone={tone} />}
      <span className="min-w-0 [overflow-wrap:anywhere]">{label}</span>
      {percent !== null && <span className="tabular-nums">{t("status.progress", { percent })}</span>}
    </>
  );
  if (detail === undefined || detail === null || detail === "") return <span className={classes}>{content}</span>;
  return <DetailBadge classes={classes} content={content} label={label} detail={detail} />;
}

function DetailBadge({
  classes,
  content,
  label,
  detail,
}: {
  classes: string;
  content: ReactNode;
  label: string;
  detail: ReactNode;
}) {
  const t = useTranslations("common");
  const [open, setOpen] = useState(false);
  const button = (onClick?: () => void) => (
    <button
      type="button"
      className={cn(classes, "cursor-pointer hover:brightness-95")}
      onClick={onClick}
      {...preloadOn(LazyPopover.preload)}
    >
      {content}
      <Info aria-hidden className="size-3 shrink-0 opacity-70" />
      <span className="sr-only">{t("actions.showDetails")}</span>
    </button>
  );
  return (
    <WhenOpened open={open} fallback={button(() => setOpen(true))}>
      <LazyPopover aria-label={label} className="max-w-sm" open={open} onOpenChange={setOpen} trigger={button()}>
        <div className="whitespace-pre-wrap break-words text-sm">{detail}</div>
      </LazyPopover>
    </WhenOpened>
  );
}
