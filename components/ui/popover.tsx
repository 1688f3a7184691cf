"use client";

import { Popover as PopoverPrimitive } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { cn } from "./cn";

export interface PopoverProps {
  /** The button that opens it; receives aria-expanded and aria-controls. */
  trigger: ReactElement;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: "top" | "right" | "bottom" | "left";
  align?: "start" | "center" | "end";
  /** Names the popup for screen readers when it has no heading of its own. */
  "aria-label"?: string;
  className?: string;
}

/** A non-modal popup anchored to its trigger; Esc and outside clicks close it and focus returns to the trigger. */
export function Popover({
  trigger,
  children,
  open,
  onOpenChange,
  side = "bottom",
  align = "start",
  className,
  ...rest
}: PopoverProps) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={rest["aria-label"]}
          className={cn(
            "z-50 max-h-[var(--radix-popover-content-available-height)] overflow-auto rounded-md border border-line",
            "bg-surface p-3 text-sm text-ink shadow-lg",
            className,
          )}
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
