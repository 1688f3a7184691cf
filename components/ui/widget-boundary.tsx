"use client";

import { useTranslations } from "next-intl";
import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "./error-boundary";
import { ErrorState } from "./error-state";
import { Skeleton } from "./feedback";
import { describeError } from "./use-error-message";

export interface WidgetBoundaryProps {
  children: ReactNode;
  /** Heading of the error shown in place of the widget (already translated). */
  title?: string;
  /** Called on Retry before the children render again (e.g. reset a TanStack Query error boundary). */
  onReset?: () => void;
  /** When any of these change, a shown error is cleared (e.g. the selected region). */
  resetKeys?: readonly unknown[];
}

/**
 * A console error (with a code) keeps its message; a plain programming error (TypeError...) gets a neutral sentence,
 * since its text is meant for developers.
 */
function BoundaryFallback({ error, title, onRetry }: { error: unknown; title?: string; onRetry: () => void }) {
  const t = useTranslations("common");
  const shown = describeError(error).code ? error : t("errors.widget");
  return <ErrorState compact error={shown} title={title} onRetry={onRetry} />;
}

/** A render error of one widget shows ErrorState with Retry in its place, so one failing widget never blanks the page. */
export function WidgetBoundary({ children, title, onReset, resetKeys }: WidgetBoundaryProps) {
  return (
    <ErrorBoundary
      name="widget"
      onReset={onReset}
      resetKeys={resetKeys}
      fallback={({ error, retry }) => <BoundaryFallback error={error} title={title} onRetry={retry} />}
    >
      {children}
    </ErrorBoundary>
  );
}

export interface LoadingBoundaryProps extends WidgetBoundaryProps {
  /** Shown while the children suspend; defaults to three skeleton lines. */
  fallback?: ReactNode;
}

/** WidgetBoundary plus Suspense: for widgets that suspend (useSuspenseQuery) as well as ones that may throw. */
export function LoadingBoundary({ fallback, children, ...boundary }: LoadingBoundaryProps) {
  return (
    <WidgetBoundary {...boundary}>
      <Suspense fallback={fallback ?? <Skeleton lines={3} className="p-4" />}>{children}</Suspense>
    </WidgetBoundary>
  );
}
