"use client";

import { CircleAlert, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { ErrorBoundary } from "@/components/ui/error-boundary";

/** The parts of the frame fed by the portal, each with its own boundary. */
export type ShellPart = "tasks" | "notifications" | "region" | "portalMenu" | "notices";

interface ShellBoundaryProps {
  part: ShellPart;
  /** "icon": a button the size of a top-bar icon; "line": one line with Retry (the sidebar, above the page). */
  variant: "icon" | "line";
  /**
   * How the icon explains itself: a tip below it on hover and focus (the top bar), or the browser's title (the
   * collapsed sidebar, whose scrolling would clip a tip).
   */
  tip?: "below" | "title";
  /** Places the fallback (margins) where the part's own layout would have. */
  className?: string;
  /** Called on retry before the part renders again: drop the answer it could not draw. */
  onReset?: () => void;
  /** When any of these change, a shown error is cleared (a part drawn from its parent's props: the new answer). */
  resetKeys?: readonly unknown[];
  children: ReactNode;
}

/**
 * A render error in one part of the frame (a top-bar widget, the portal's menu in the sidebar, the notices above the
 * page) costs that part only: the page, the console's own navigation and the other widgets keep working.
 */
export function ShellBoundary({
  part,
  variant,
  tip = "below",
  className,
  onReset,
  resetKeys,
  children,
}: ShellBoundaryProps) {
  return (
    <ErrorBoundary
      name={`shell:${part}`}
      onReset={onReset}
      resetKeys={resetKeys}
      fallback={({ retry }) =>
        variant === "icon" ? (
          <IconFallback part={part} tip={tip} className={className} onRetry={retry} />
        ) : (
          <LineFallback part={part} className={className} onRetry={retry} />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}

/** In a row of icon buttons: the same size, the explanation shown on hover and focus. */
interface FallbackProps {
  part: ShellPart;
  className?: string;
  onRetry: () => void;
}

function IconFallback({ part, tip, className, onRetry }: FallbackProps & { tip: "below" | "title" }) {
  const t = useTranslations("shell");
  const tipId = useId();
  const explanation = `${t(`partError.${part}`)} ${t("partError.retryHint")}`;
  return (
    <span className={cn("group relative inline-flex", className)} data-testid={`shell-fallback-${part}`}>
      <button
        type="button"
        onClick={onRetry}
        aria-label={t(`partError.${part}`)}
        aria-describedby={tip === "below" ? tipId : undefined}
        title={tip === "title" ? explanation : undefined}
        className="rounded p-1.5 text-warn hover:bg-raised"
      >
        <CircleAlert size={18} aria-hidden />
      </button>
      {tip === "below" && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none absolute right-0 top-full z-50 mt-1 hidden w-56 rounded-md border border-line bg-raised px-3 py-2 text-left text-sm text-ink shadow-lg group-focus-within:block group-hover:block"
        >
          {explanation}
        </span>
      )}
    </span>
  );
}

/** One line in the sidebar or above the page: what is missing and a Retry. */
function LineFallback({ part, className, onRetry }: FallbackProps) {
  const t = useTranslations("shell");
  const tCommon = useTranslations("common");
  return (
    <div
      role="alert"
      data-testid={`shell-fallback-${part}`}
      className={cn(
        "flex items-start gap-2 rounded-md border border-warn/40 bg-warn/10 px-2 py-1 text-sm text-ink",
        className,
      )}
    >
      <CircleAlert size={16} aria-hidden className="mt-0.5 shrink-0 text-warn" />
      <span className="min-w-0 flex-1 break-words">{t(`partError.${part}`)}</span>
      <button
        type="button"
        onClick={onRetry}
        className="flex shrink-0 items-center gap-1 rounded px-1.5 py-0.5 text-accent hover:bg-raised"
      >
        <RotateCcw size={14} aria-hidden />
        {tCommon("actions.retry")}
      </button>
    </div>
  );
}
