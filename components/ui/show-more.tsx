"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "./button";

/** Items drawn at first and per "Show more": a list the portal may make arbitrarily long is never drawn whole. */
export const SHOWN_AT_ONCE = 20;

/** The first part of `items`, growing by `step` on request. */
export function useShowMore<T>(items: readonly T[], step = SHOWN_AT_ONCE) {
  const [limit, setLimit] = useState(step);
  const shown = items.slice(0, limit);
  return {
    shown,
    /** How many the next "Show more" adds (0: all are shown). */
    next: Math.min(items.length - shown.length, step),
    more: () => setLimit((value) => value + step),
  };
}

/** "Showing N of M" (the caller's sentence, naming its items) and the button that draws the next part. */
export function ShowMore({ summary, next, onMore }: { summary: string; next: number; onMore: () => void }) {
  const t = useTranslations("common.actions");
  if (next <= 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="shown-of">
      <p className="text-sm text-muted">{summary}</p>
      <Button size="sm" onClick={onMore}>
        {t("showMore", { count: next })}
      </Button>
    </div>
  );
}
