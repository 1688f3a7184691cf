"use client";

import { Component, type ErrorInfo, type ReactNode } from "react";

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What stands in the children's place after they threw; `retry` renders them again. */
  fallback: (failure: { error: unknown; retry: () => void }) => ReactNode;
  /** Called on retry before the children render again (e.g. reset the queries whose answer made them throw). */
  onReset?: () => void;
  /** When any of these change, a shown error is cleared (e.g. the selected region). */
  resetKeys?: readonly unknown[];
  /** Names the place in the developer's console line. */
  name?: string;
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
 * Catches a render error of its children and shows the given fallback in their place, so one failing part never
 * takes more of the screen with it. No Suspense inside: it can wrap parts of the frame whose layout must not shift.
 * (Error boundaries must be class components.)
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, failed: false, keys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    const keys = props.resetKeys ?? [];
    if (sameKeys(keys, state.keys)) return null;
    return { keys, error: null, failed: false };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the browser console for developers; users see only the translated fallback.
    console.error(`[${this.props.name ?? "boundary"}]`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  render() {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, retry: this.retry });
    return this.props.children;
  }
}
