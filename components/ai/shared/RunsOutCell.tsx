"use client";

import { useId, useRef, useState } from "react";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";

// The tooltip (Radix with its positioning code) is fetched when a figure is first pointed at or focused.
const Tooltip = lazyComponent(() => import("@/components/ui/tooltip").then((module) => module.Tooltip));

/**
 * A table's "runs out" figure with its explanation: a focusable trigger, so the outcome and method show on hover and
 * on keyboard focus alike, and are read out with the figure (the description is in the page, not only the tooltip).
 * The figure is at most two short lines (the day above the time left), which wrap rather than end in an ellipsis.
 * Focus keeps the tooltip open until blur or Escape: focusing a cell scrolls a narrow table, and a scroll would
 * otherwise close it at once. Until first used, a row holds the plain button only: a table draws many rows.
 */
export function RunsOutCell({ lines, explanation, tone }: { lines: string[]; explanation: string; tone: string }) {
  const id = useId();
  const [used, setUsed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The tooltip, once mounted, wraps the button, which replaces it: a button that had the focus passes it on.
  const hasFocus = useRef(false);
  const trigger = (
    <button
      ref={(element) => {
        if (element && hasFocus.current && document.activeElement !== element) element.focus();
      }}
      type="button"
      aria-describedby={id}
      className={`max-w-full cursor-help rounded-sm text-left text-sm leading-tight whitespace-normal wrap-break-word underline decoration-dotted underline-offset-2 ${tone}`}
      data-testid="runs-out"
      onPointerEnter={() => setUsed(true)}
      onFocus={() => {
        hasFocus.current = true;
        setUsed(true);
        setFocused(true);
      }}
      onBlur={() => {
        hasFocus.current = false;
        setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        setFocused(false);
        setHovered(false);
      }}
    >
      {lines.map((line, i) => (
        <span key={i} className="block">
          {i > 0 && <span className="sr-only">, </span>}
          {line}
        </span>
      ))}
    </button>
  );
  return (
    <>
      <WhenOpened open={used} fallback={trigger}>
        <Tooltip content={explanation} open={hovered || focused} onOpenChange={setHovered}>
          {trigger}
        </Tooltip>
      </WhenOpened>
      <span id={id} className="sr-only">
        {explanation}
      </span>
    </>
  );
}
