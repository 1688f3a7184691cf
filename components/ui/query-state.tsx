"use client";

import type { ReactNode } from "react";
import { outageOf } from "@/lib/api/outage";
import { ErrorState } from "./error-state";
import { Skeleton } from "./feedback";
import { OutageNote } from "./outage-note";

/** What the query-state view reads of a query (a TanStack `UseQueryResult` fits). */
export interface QueryView<T> {
  data: T | undefined;
  error: unknown;
  /** The last attempt's error while the read is still being retried. */
  failureReason?: unknown;
  isPending?: boolean;
  refetch: () => unknown;
}

/**
 * The failure to show in place of a query's content: it failed, and there is no earlier answer to keep showing; or
 * its upstream cannot be reached while the first answer is still being retried (the page says so at once).
 */
export const failureOf = (query: Pick<QueryView<unknown>, "data" | "error" | "failureReason">): unknown =>
  query.data !== undefined ? null : query.error || (outageOf(query.failureReason) ? query.failureReason : null);

interface ReadFailureProps {
  error: unknown;
  /** Heading of the full error, already translated. */
  title?: string;
  compact?: boolean;
  className?: string;
  onRetry: () => void;
}

/**
 * A failed read: while its upstream cannot be reached, the compact note (the frame's banner says the rest and the
 * read recovers by itself); otherwise the error with its message, request id and Retry. Tables and the overview's
 * widgets show their failures through this too.
 */
export function ReadFailure({ error, title, compact, className, onRetry }: ReadFailureProps) {
  const outage = outageOf(error);
  if (outage) return <OutageNote upstream={outage.upstream} className={className} />;
  return <ErrorState error={error} title={title} compact={compact} className={className} onRetry={onRetry} />;
}

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
 * A query's states in one place: the first answer awaited, a failure with Retry (an earlier answer stays shown
 * instead), an upstream that cannot be reached (a compact note; it recovers by itself), an empty answer and the
 * content. Tables take the same query through DataTable's `query`.
 */
export function QueryState<T>({ query, pending, empty, isEmpty, compact, className, children }: QueryStateProps<T>) {
  const error = failureOf(query);
  if (error) {
    return <ReadFailure error={error} compact={compact} className={className} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <>{pending ?? <Skeleton lines={6} className={className} />}</>;
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
