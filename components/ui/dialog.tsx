"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { IconButton } from "./button";
import { cn } from "./cn";
import { useReturnFocus } from "./return-focus";
import { useLeaveGuard } from "./use-leave-guard";

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** The element that opens the dialog (a Button); optional when `open` is controlled. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, right-aligned under the body; a form's submit button can use `form="<form id>"`. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
  /** false while something runs that must not be abandoned: Esc and outside clicks then do not close. */
  dismissible?: boolean;
  /**
   * The dialog holds input that is not saved: closing it (Esc, a click outside, the close button, a `DialogClose`
   * such as Cancel) asks first, and so does leaving the page.
   */
  dirty?: boolean;
}

const WIDTHS = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

// The same layer as the dialogs: a dialog opened over another (the leave question over a form) dims the one below.
export const overlayClasses = "fixed inset-0 z-50 bg-canvas/80 backdrop-blur-[2px]";

/**
 * A modal dialog: focus is trapped inside, Esc closes, and on close focus returns to what opened it (the trigger, or
 * the control that had focus when it opened: a button, or the button of the menu whose item opened it).
 */
export function Dialog({
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  title,
  description,
  children,
  footer,
  size = "md",
  dismissible = true,
  dirty = false,
}: DialogProps) {
  const t = useTranslations("common");
  const guard = useLeaveGuard(open !== false && dirty);
  const focus = useReturnFocus(open);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const changeOpen = (next: boolean) => {
    if (next) onOpenChange?.(true);
    else guard.confirm(() => onOpenChange?.(false));
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={changeOpen} defaultOpen={defaultOpen}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          onEscapeKeyDown={block}
          onInteractOutside={block}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
            "rounded-lg border border-line bg-surface text-ink shadow-xl",
            WIDTHS[size],
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="mt-1 text-sm text-muted">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            {dismissible && (
              <DialogPrimitive.Close asChild>
                <IconButton size="sm" aria-label={t("actions.close")} icon={<X aria-hidden className="size-4" />} />
              </DialogPrimitive.Close>
            )}
          </div>
          {children && <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>}
          {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog or Sheet; wrap a Button ("Cancel") in it. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
