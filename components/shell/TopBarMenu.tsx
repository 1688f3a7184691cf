"use client";

import { DropdownMenu } from "radix-ui";
import { useRef, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import type { PopupTriggerProps } from "./PopupStandIn";

export interface TopBarMenuProps extends PopupTriggerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened by a key on the stand-in button: the first item takes the focus, as Radix does after a key. */
  openedByKey: boolean;
  className?: string;
  children: ReactNode;
}

/** A top-bar menu (Radix DropdownMenu), mounted by its owner from the first press, open. */
export function TopBarMenu({ trigger, open, onOpenChange, openedByKey, className, children }: TopBarMenuProps) {
  const keyFocusDone = useRef(false);
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links and buttons stay
    // focusable (axe: aria-hidden-focus); a menu button needs neither that nor a focus trap (it closes on Tab).
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          onFocus={(event) => {
            // Radix focuses the content when it opens; after a key, the first item takes it from there (once).
            if (!openedByKey || keyFocusDone.current || event.target !== event.currentTarget) return;
            keyFocusDone.current = true;
            event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
          }}
          className={cn("z-50 rounded-md border border-line bg-surface p-1 text-sm shadow-lg", className)}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
