"use client";

import { useEffect, useRef, useState } from "react";
import { KEYS_ATTRIBUTE, UI_ATTRIBUTE, type MarkScanner } from "./mark-scanner";

export type MarkState = "untranslated" | "finding";

/** The outline of marked texts (on hover, and around the current one), drawn by a style sheet while the mode is on. */
const STYLE = `
[${KEYS_ATTRIBUTE}]:hover { outline: 1px dashed var(--color-accent); outline-offset: 1px; }
[${KEYS_ATTRIBUTE}][data-i18n-current] { outline: 2px solid var(--color-accent); outline-offset: 2px; }
`;

interface Badge {
  top: number;
  left: number;
  state: MarkState;
  keys: string;
}

/**
 * The marks' outline and, on each marked text whose key has no translation in this language or a check finding, a
 * badge: the page is read, never changed (the badges sit in their own layer above it, following scrolls and
 * resizes). Screen readers learn the same from the panel's list of texts.
 */
export function MarkOverlay({
  scanner,
  version,
  stateOf,
}: {
  scanner: MarkScanner;
  version: number;
  stateOf: (key: string) => MarkState | null;
}) {
  const [badges, setBadges] = useState<Badge[]>([]);
  const frame = useRef(0);
  const latest = useRef(stateOf);
  useEffect(() => {
    latest.current = stateOf;
  });

  useEffect(() => {
    const style = document.createElement("style");
    style.setAttribute(UI_ATTRIBUTE, "");
    style.textContent = STYLE;
    document.head.append(style);
    return () => style.remove();
  }, []);

  useEffect(() => {
    const measure = () => {
      frame.current = 0;
      const next: Badge[] = [];
      for (const element of scanner.elements()) {
        const keys = scanner.keysOf(element);
        const states = keys.map((key) => latest.current(key));
        const state = states.includes("finding") ? "finding" : states.includes("untranslated") ? "untranslated" : null;
        if (!state) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        if (rect.bottom < 0 || rect.top > window.innerHeight || rect.right < 0 || rect.left > window.innerWidth)
          continue;
        next.push({
          top: Math.max(0, rect.top - 6),
          left: Math.min(window.innerWidth - 12, rect.right - 6),
          state,
          keys: keys.join(" "),
        });
      }
      setBadges(next);
    };
    const schedule = () => {
      if (!frame.current) frame.current = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener("scroll", schedule, { capture: true, passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule, { capture: true });
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [scanner, version, stateOf]);

  return (
    <div {...{ [UI_ATTRIBUTE]: "" }} aria-hidden className="pointer-events-none fixed inset-0 z-[55]">
      {badges.map((badge, index) => (
        <span
          key={index}
          data-testid="translate-badge"
          data-state={badge.state}
          data-keys={badge.keys}
          className={
            badge.state === "finding"
              ? "absolute size-3 rounded-full border-2 border-surface bg-bad"
              : "absolute size-3 rounded-full border-2 border-surface bg-warn"
          }
          style={{ top: badge.top, left: badge.left }}
        />
      ))}
    </div>
  );
}
