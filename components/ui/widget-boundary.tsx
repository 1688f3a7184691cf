"use client";

import { useTranslations } from "next-intl";
import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";
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

interface BoundaryState {
  error: unknown;
  failed: boolean;
  keys: readonly unknown[];
}

function sameKeys(a: readonly unknown[], b: readonly unknown[]) {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
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

/**
 * Catches a render error of one widget and shows ErrorState with Retry in its place, so one failing widget never
 * blanks the page. (Error boundaries must be class components.)
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, failed: false, keys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: WidgetBoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    const keys = props.resetKeys ?? [];
    if (sameKeys(keys, state.keys)) return null;
    return { keys, error: null, failed: false };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the browser console for developers; users see only the translated message.
    console.error("[widget]", error, info.componentStack);
  }

  private reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  render() {
    if (this.state.failed) {
      return <BoundaryFallback error={this.state.error} title={this.props.title} onRetry={this.reset} />;
    }
    return this.props.children;
  }
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
