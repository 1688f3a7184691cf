"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { cn } from "@/components/ui/cn";
import { isResetPeriod, type BudgetLine, type RateLimitLine } from "../model/limits";
import { useAiFormat } from "./use-ai-format";

/** How much of a budget is used, 0..1, or null when either number is missing. */
export const budgetRatio = (line: BudgetLine) =>
  line.max_limit !== undefined && line.current_usage !== undefined
    ? line.max_limit > 0
      ? Math.min(1, Math.max(0, line.current_usage / line.max_limit))
      : 1
    : null;

/** A reset period as words ("30 days") when it is a listed one, else as the portal sent it. */
export function usePeriodText() {
  const t = useTranslations("ai.limits");
  return useCallback(
    (period: string | undefined) =>
      period === undefined ? "—" : isResetPeriod(period) ? t(`periods.${period}`) : period,
    [t],
  );
}

/**
 * One budget as "€12.40 of €50 per 30 days" with a thin bar (the text carries the meaning, the bar only repeats it)
 * and, under it, what the spent figure counts: the budget's own window, not a period chosen elsewhere. Whatever
 * the window, every budget has its bar; when the portal does not report the spend, the text says so and the bar
 * is an empty outline. The text wraps, in a table row as on a record's page: a cut amount is not read.
 */
export function BudgetSummary({
  line,
  currency,
  className,
}: {
  line: BudgetLine;
  currency: string | null;
  className?: string;
}) {
  const t = useTranslations("ai.limits");
  const format = useAiFormat();
  const periodText = usePeriodText();
  const ratio = budgetRatio(line);
  const limit = format.money(line.max_limit, currency);
  const period = periodText(line.reset_duration);
  const text =
    line.current_usage === undefined
      ? t("budgetNoUsage", { limit, period })
      : t("budgetUsage", { used: format.money(line.current_usage, currency), limit, period });
  return (
    <div className={cn("min-w-0 space-y-1", className)}>
      <p className="text-sm tabular-nums wrap-break-word">{text}</p>
      <div
        aria-hidden
        data-testid="budget-bar"
        className={cn(
          "h-1 w-full max-w-40 overflow-hidden rounded",
          ratio === null ? "border border-dashed border-line" : "bg-raised",
        )}
      >
        {ratio !== null && (
          <div
            className={cn("h-full", ratio >= 1 ? "bg-bad" : ratio >= 0.8 ? "bg-warn" : "bg-accent")}
            style={{ width: `${ratio * 100}%` }}
          />
        )}
      </div>
      {line.current_usage !== undefined && (
        <p className="text-xs text-muted" title={t("budgetWindowHint")} data-testid="budget-window">
          {t("budgetWindow")}
        </p>
      )}
    </div>
  );
}

/** The first budget and how many more there are; "No budget" when there is none. */
export function BudgetsCell({ lines, currency }: { lines: BudgetLine[]; currency: string | null }) {
  const t = useTranslations("ai.limits");
  if (lines.length === 0) return <span className="text-sm text-muted">{t("noBudgetShort")}</span>;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <BudgetSummary line={lines[0]} currency={currency} className="flex-1" />
      {lines.length > 1 && (
        <span className="shrink-0 text-xs text-muted">{t("more", { count: lines.length - 1 })}</span>
      )}
    </div>
  );
}

/** "20K tokens / 1m · 60 requests / 1m". */
export function useRateLimitText() {
  const t = useTranslations("ai.limits");
  const format = useAiFormat();
  const periodText = usePeriodText();
  return useCallback(
    (line: RateLimitLine) => {
      const parts: string[] = [];
      if (line.token_max_limit !== undefined) {
        parts.push(
          t("tokensPer", { count: format.tokens(line.token_max_limit), period: periodText(line.token_reset_duration) }),
        );
      }
      if (line.request_max_limit !== undefined) {
        parts.push(
          t("requestsPer", {
            count: format.number(line.request_max_limit),
            period: periodText(line.request_reset_duration),
          }),
        );
      }
      return parts.length > 0 ? parts.join(" · ") : t("rateLimitUnreadable");
    },
    [t, format, periodText],
  );
}

export function RateLimitsCell({ lines }: { lines: RateLimitLine[] }) {
  const t = useTranslations("ai.limits");
  const text = useRateLimitText();
  if (lines.length === 0) return <span className="text-sm text-muted">{t("noRateLimitShort")}</span>;
  const first = text(lines[0]);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="text-sm tabular-nums">{first}</span>
      {lines.length > 1 && (
        <span className="shrink-0 text-xs text-muted">{t("more", { count: lines.length - 1 })}</span>
      )}
    </div>
  );
}
