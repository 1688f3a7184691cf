"use client";

import type { Virtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, useState, type RefObject } from "react";
import { NEW_ROW_HIGHLIGHT_MS } from "./new-record";

/** How many frames a new row is waited for (about 2 s), and how often the scroll is aimed at it again meanwhile. */
const MAX_FRAMES = 120;
const REAIM_FRAMES = 10;

/** A row just created: its id, its index in the drawn rows, and what to tell once it has focus. */
export interface RowReveal {
  id: string;
  index: number;
  onRevealed: () => void;
}

/**
 * Reveals a new row in a virtualized list (a table's rows or a phone's cards, each marked `data-row-id`): scrolled
 * into the rendered range, focused once drawn, and named `fresh` for a few seconds so it is highlighted.
 */
export function useRevealRow(
  reveal: RowReveal | undefined,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  scrollRef: RefObject<HTMLDivElement | null>,
): string | null {
  const [fresh, setFresh] = useState<string | null>(null);
  const revealId = reveal?.id;
  const revealIndex = reveal?.index ?? -1;
  const revealed = useRef(reveal?.onRevealed);
  useEffect(() => {
    revealed.current = reveal?.onRevealed;
  });
  useEffect(() => {
    if (revealId === undefined || revealIndex < 0) return;
    virtualizer.scrollToIndex(revealIndex, { align: "center" });
    let frame = 0;
    let tries = 0;
    const focusRow = () => {
      const row = scrollRef.current?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(revealId)}"]`);
      if (!row && tries++ < MAX_FRAMES) {
        // Rows measured taller than estimated, or a column layout that moved the scroll, can leave the first aim short.
        if (tries % REAIM_FRAMES === 0) virtualizer.scrollToIndex(revealIndex, { align: "center" });
        frame = requestAnimationFrame(focusRow);
        return;
      }
      setFresh(revealId);
      revealed.current?.();
      // Focused after it is marked, so its tabindex is there for a row that opens nothing; centred where the page
      // allows, rather than at the edge where a toast may sit.
      requestAnimationFrame(() => {
        row?.focus({ preventScroll: true });
        row?.scrollIntoView({ block: "center" });
      });
    };
    frame = requestAnimationFrame(focusRow);
    return () => cancelAnimationFrame(frame);
  }, [revealId, revealIndex, virtualizer, scrollRef]);
  useEffect(() => {
    if (fresh === null) return;
    const timer = setTimeout(() => setFresh(null), NEW_ROW_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [fresh]);
  return fresh;
}

/** The classes of a row or card while it is highlighted as just created. */
export const FRESH_ROW_CLASSES = "bg-accent/10 shadow-[inset_4px_0_0_var(--accent)] transition-colors duration-700";
