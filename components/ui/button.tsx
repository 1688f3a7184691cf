"use client";

import { LoaderCircle } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";
import { HoverPrefetchLink } from "./hover-prefetch-link";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const CORE =
  "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors " +
  "disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:shrink-0";
const BASE = `${CORE} shrink-0 whitespace-nowrap`;
/** A label that may not fit a phone's width breaks onto a second line instead of spilling out of its card. */
const WRAPPING = `${CORE} min-w-0 text-left`;

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-accent text-accent-ink enabled:hover:bg-accent/90",
  secondary: "border border-line bg-surface text-ink enabled:hover:bg-raised",
  ghost: "text-ink enabled:hover:bg-raised",
  danger: "bg-bad text-accent-ink enabled:hover:bg-bad/90",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-9 px-4 text-sm",
  lg: "h-10 px-5 text-base",
};

const WRAPPING_SIZES: Record<ButtonSize, string> = {
  sm: "min-h-8 px-3 py-1 text-sm",
  md: "min-h-9 px-4 py-1.5 text-sm",
  lg: "min-h-10 px-5 py-2 text-base",
};

const ICON_SIZES: Record<ButtonSize, string> = { sm: "size-8", md: "size-9", lg: "size-10" };

/** The button look as classes, for elements that must stay something else (a next/link, a Radix trigger). */
export function buttonClasses({
  variant = "secondary",
  size = "md",
}: { variant?: ButtonVariant; size?: ButtonSize } = {}) {
  return cn(BASE, VARIANTS[variant], SIZES[size]);
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy; the label stays so the width does not jump. */
  loading?: boolean;
  /** A leading icon (lucide element); replaced by the spinner while loading. */
  icon?: ReactNode;
  /** A long label wraps onto a second line on a narrow screen (the button grows taller) instead of overflowing. */
  wrap?: boolean;
}

/** The console's button; `type` defaults to "button" so that a button in a form never submits by accident. */
export function Button({
  variant = "secondary",
  size = "md",
  loading = false,
  icon,
  wrap = false,
  disabled,
  type = "button",
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        wrap ? cn(WRAPPING, VARIANTS[variant], WRAPPING_SIZES[size]) : buttonClasses({ variant, size }),
        className,
      )}
      {...rest}
    >
      {loading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : icon}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, "children" | "icon" | "aria-label"> {
  /** Required: an icon-only button has no other accessible name. */
  "aria-label": string;
  icon: ReactNode;
}

/** A square, icon-only button. The label doubles as the native tooltip (`title`) for sighted mouse users. */
export function IconButton({
  icon,
  size = "md",
  variant = "ghost",
  loading = false,
  disabled,
  type = "button",
  className,
  title,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      title={title ?? rest["aria-label"]}
      className={cn(BASE, VARIANTS[variant], ICON_SIZES[size], className)}
      {...rest}
    >
      {loading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : icon}
    </button>
  );
}

/** A button that looks like an inline text link (for actions inside sentences, "Show all", "Retry"). */
export function LinkButton({ className, type = "button", ...rest }: ComponentProps<"button">) {
  return (
    <button
      type={type}
      className={cn(
        "inline rounded-sm text-accent underline underline-offset-2 hover:no-underline disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...rest}
    />
  );
}

export interface ButtonLinkProps extends ComponentProps<typeof HoverPrefetchLink> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

/**
 * Navigation that looks like a button ("Create key" leading to a page): a real link, so middle-click works. Its page
 * is fetched on pointer or focus (as the sidebar's), not as soon as it is on screen: a page showing several (the
 * translators' language cards: five) made as many server renders while it was still hydrating.
 */
export function ButtonLink({
  variant = "secondary",
  size = "md",
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <HoverPrefetchLink className={cn(buttonClasses({ variant, size }), className)} {...rest}>
      {icon}
      {children}
    </HoverPrefetchLink>
  );
}
