"use client";

import NextLink from "next/link";
import { useLocale } from "next-intl";
import { formatNumber } from "@/lib/format";
import { cn } from "./cn";

export interface BarListItem {
  /** Stable key; defaults to the label. */
  key?: string;
  label: string;
  value: number;
  /** Makes the label a link (drill down to the key, model, user). */
  href?: string;
}

export interface BarListProps {
  items: readonly BarListItem[];
  /** Accessible name of the list ("Top keys by spend"). */
  label: string;
  /** Show only the largest N (default 10). */
  limit?: number;
  formatValue?: (value: number) => string;
  className?: string;
}

/** Top-N horizontal bars drawn with plain elements: cheap enough for every dashboard widget. */
export function BarList({ items, label, limit = 10, formatValue, className }: BarListProps) {
  const locale = useLocale();
  const top = [...items].sort((a, b) => b.value - a.value).slice(0, limit);
  const max = Math.max(0, ...top.map((item) => item.value));
  const show = formatValue ?? ((value: number) => formatNumber(value, locale));
  return (
    <ol aria-label={label} className={cn("space-y-1.5", className)}>
      {top.map((item) => (
        <li key={item.key ?? item.label} className="relative flex items-center justify-between gap-3 px-2 py-1 text-sm">
          <div
            aria-hidden
            className="absolute inset-y-0 left-0 rounded bg-accent/15"
            style={{ width: `${max > 0 ? Math.max(1, (item.value / max) * 100) : 0}%` }}
          />
          <span className="relative min-w-0 truncate text-ink">
            {item.href ? (
              <NextLink href={item.href} className="hover:underline">
                {item.label}
              </NextLink>
            ) : (
              item.label
            )}
          </span>
          <span className="relative shrink-0 tabular-nums text-muted">{show(item.value)}</span>
        </li>
      ))}
    </ol>
  );
}
