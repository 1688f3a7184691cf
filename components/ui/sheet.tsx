"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactElement, ReactNode, RefObject } from "react";
import { IconButton } from "./button";
import { cn } from "./cn";
import { overlayClasses } from "./dialog";
import { useReturnFocus } from "./return-focus";

export interface SheetProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  side?: "right" | "left";
  /** "xs" leaves a strip of the page in view on a phone (a navigation drawer). */
  size?: "xs" | "sm" | "md" | "lg" | "xl";
  /** Classes of the scrolling body instead of its default padding (e.g. a navigation list brings its own). */
  bodyClassName?: string;
  /** Where focus goes on close, instead of the control that had it when the sheet opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const WIDTHS = { xs: "max-w-72", sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

/** A side panel for details and edit forms (a modal Radix Dialog laid out as a drawer). */
export function Sheet({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  side = "right",
  size = "md",
  bodyClassName,
  returnFocusTo,
}: SheetProps) {
  const t = useTranslations("common");
  const focus = useReturnFocus(open);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return focus.onCloseAutoFocus(event);
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className={cn(
            "fixed inset-y-0 z-50 flex w-full flex-col border-line bg-surface text-ink shadow-xl",
            side === "right" ? "right-0 border-l" : "left-0 border-r",
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
            <DialogPrimitive.Close asChild>
              <IconButton size="sm" aria-label={t("actions.close")} icon={<X aria-hidden className="size-4" />} />
            </DialogPrimitive.Close>
          </div>
          <div className={cn("min-h-0 flex-1 overflow-y-auto", bodyClassName ?? "px-5 py-4")}>{children}</div>
          {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
