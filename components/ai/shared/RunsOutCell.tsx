"use client";

import { Suspense, useId, useState } from "react";
import { lazyComponent } from "@/components/ui/lazy";

// The tooltip (Radix with its positioning code) arrives after the table, off the keys and projects pages' first load.
const Tooltip = lazyComponent(() => import("@/components/ui/tooltip").then((module) => module.Tooltip));

/**
 * A table's "runs out" figure with its explanation: a focusable trigger, so the outcome and method show on hover and
 * on keyboard focus alike, and are read out with the figure (the description is in the page, not only the tooltip).
 * Focus keeps the tooltip open until blur or Escape: focusing a cell scrolls a narrow table, and a scroll would
 * otherwise close it at once.
 */
export function RunsOutCell({ short, explanation, tone }: { short: string; explanation: string; tone: string }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const trigger = (
    <button
      type="button"
      aria-describedby={id}
      className={`cursor-help rounded-sm text-left text-sm underline decoration-dotted underline-offset-2 ${tone}`}
      data-testid="runs-out"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        setFocused(false);
        setHovered(false);
      }}
    >
      {short}
    </button>
  );
  return (
    <>
      <Suspense fallback={trigger}>
        <Tooltip content={explanation} open={hovered || focused} onOpenChange={setHovered}>
          {trigger}
        </Tooltip>
      </Suspense>
      <span id={id} className="sr-only">
        {explanation}
      </span>
    </>
  );
}
