"use client";

import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button); it becomes the trigger and is described by the tooltip. */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A hover/focus tooltip. It brings its own provider so it works anywhere without app-level setup.
 * Only for supplementary text: touch users may never see it, so never hide the only copy of vital info here.
 */
export function Tooltip({ content, children, side = "top", open, onOpenChange }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-md border border-line bg-raised px-3 py-2 text-sm text-ink shadow-lg"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-line" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
