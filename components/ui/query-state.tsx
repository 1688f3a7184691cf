"use client";

import type { ReactNode } from "react";
import { ErrorState } from "./error-state";
import { Skeleton } from "./feedback";

/** What the query-state view reads of a query (a TanStack `UseQueryResult` fits). */
export interface QueryView<T> {
  data: T | undefined;
  error: unknown;
  isPending?: boolean;
  refetch: () => unknown;
}

/** The error to show in place of a query's content: it failed, and there is no earlier answer to keep showing. */
export const failureOf = (query: QueryView<unknown>): unknown =>
  query.error && query.data === undefined ? query.error : null;

interface QueryStateProps<T> {
  query: QueryView<T>;
  /** What stands in until the first answer; six skeleton lines by default. */
  pending?: ReactNode;
  /** Shown instead of the content when the answer holds nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** A smaller error, for a panel inside a card. */
  compact?: boolean;
  className?: string;
  children: (data: T) => ReactNode;
}

/**
 * A query's four states in one place: the first answer awaited, a failure with Retry (an earlier answer stays
 * shown instead), an empty answer and the content. Tables take the same query through DataTable's `query`.
 */
export function QueryState<T>({ query, pending, empty, isEmpty, compact, className, children }: QueryStateProps<T>) {
  const error = failureOf(query);
  if (error) {
    return <ErrorState error={error} compact={compact} className={className} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <>{pending ?? <Skeleton lines={6} className={className} />}</>;
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
