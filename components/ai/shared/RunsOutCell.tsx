"use client";

import { useId } from "react";
import { Tooltip } from "@/components/ui/tooltip";

/**
 * A table's "runs out" figure with its explanation: a focusable trigger, so the outcome and method show on hover and
 * on keyboard focus alike, and are read out with the figure (the description is in the page, not only the tooltip).
 */
export function RunsOutCell({ short, explanation, tone }: { short: string; explanation: string; tone: string }) {
  const id = useId();
  return (
    <>
      <Tooltip content={explanation}>
        <button
          type="button"
          aria-describedby={id}
          className={`cursor-help rounded-sm text-left text-sm underline decoration-dotted underline-offset-2 ${tone}`}
          data-testid="runs-out"
        >
          {short}
        </button>
      </Tooltip>
      <span id={id} className="sr-only">
        {explanation}
      </span>
    </>
  );
}
