"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatNumber } from "@/lib/format";
import { cn } from "./cn";

export type MeterTone = "accent" | "ok" | "warn" | "bad";

const FILLS: Record<MeterTone, string> = { accent: "bg-accent", ok: "bg-ok", warn: "bg-warn", bad: "bg-bad" };

export interface ProgressBarProps {
  /** 0..max; `null` for an indeterminate bar. */
  value: number | null;
  max?: number;
  /** Accessible name ("Backup progress"). */
  label: string;
  /** Show the label and percentage above the bar. */
  showLabel?: boolean;
  tone?: MeterTone;
  className?: string;
}

/** role=progressbar with aria-valuenow; indeterminate when the value is unknown. */
export function ProgressBar({
  value,
  max = 100,
  label,
  showLabel = false,
  tone = "accent",
  className,
}: ProgressBarProps) {
  const locale = useLocale();
  const ratio = value === null || max <= 0 ? null : Math.min(1, Math.max(0, value / max));
  const percent = ratio === null ? null : Math.round(ratio * 100);
  return (
    <div className={cn("space-y-1", className)}>
      {showLabel && (
        <div className="flex justify-between text-xs text-muted">
          <span>{label}</span>
          {percent !== null && (
            <span className="tabular-nums">{formatNumber(ratio, locale, { style: "percent" })}</span>
          )}
        </div>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 overflow-hidden rounded-full bg-raised"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width]",
            FILLS[tone],
            percent === null && "w-1/3 animate-pulse",
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** Tone of a used/limit ratio: bad at or over the limit, warn from 80%. */
export function usageTone(used: number, limit: number | null | undefined): MeterTone {
  if (!limit || limit <= 0) return "ok";
  const ratio = used / limit;
  if (ratio >= 1) return "bad";
  if (ratio >= 0.8) return "warn";
  return "ok";
}

export interface UsageBarProps {
  label: string;
  used: number;
  /** null/undefined/0 for no limit. */
  limit?: number | null;
  /** Formats both numbers (e.g. bytes, money); defaults to a localized number. */
  format?: (value: number) => string;
  className?: string;
}

/** "Used of limit" with a bar coloured by how close the usage is to the limit (quotas, budgets). */
export function UsageBar({ label, used, limit, format, className }: UsageBarProps) {
  const t = useTranslations("common");
  const locale = useLocale();
  const show = format ?? ((value: number) => formatNumber(value, locale));
  const hasLimit = typeof limit === "number" && limit > 0;
  const text = hasLimit
    ? t("usage.ofLimit", { used: show(used), limit: show(limit) })
    : t("usage.unlimited", { used: show(used) });
  return (
    <div className={cn("space-y-1", className)}>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="text-ink">{label}</span>
        <span className="tabular-nums text-muted">{text}</span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={hasLimit ? limit : used || 1}
        aria-valuenow={used}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-raised"
      >
        {hasLimit && (
          <div
            className={cn("h-full rounded-full", FILLS[usageTone(used, limit)])}
            style={{ width: `${Math.min(100, (used / limit) * 100)}%` }}
          />
        )}
      </div>
    </div>
  );
}
