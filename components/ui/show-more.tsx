"use client";

import { useTranslations } from "next-intl";
import { startTransition, useEffect, useState } from "react";
import { Button } from "./button";

/** Items drawn at first and per "Show more": a list the portal may make arbitrarily long is never drawn whole. */
export const SHOWN_AT_ONCE = 20;

/**
 * The first part of `items`, growing by `step` on request. With `perFrame`, a part is drawn that many items a frame,
 * so that a part of heavy rows never holds the page for long at a time.
 */
export function useShowMore<T>(items: readonly T[], step = SHOWN_AT_ONCE, perFrame?: number) {
  const [limit, setLimit] = useState(step);
  const [drawn, setDrawn] = useState(perFrame ?? step);
  const listed = Math.min(limit, items.length);
  useEffect(() => {
    if (perFrame === undefined || drawn >= listed) return;
    const frame = requestAnimationFrame(() => startTransition(() => setDrawn((value) => value + perFrame)));
    return () => cancelAnimationFrame(frame);
  }, [perFrame, drawn, listed]);
  return {
    shown: items.slice(0, perFrame === undefined ? listed : Math.min(listed, drawn)),
    /** How many the next "Show more" adds (0: all are shown). */
    next: Math.min(items.length - listed, step),
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
