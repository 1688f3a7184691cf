"use client";

import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Whether `ready` has held for `commits` commits (one by default): false at once when it does not hold, true that many
 * passes after it does. Those passes are rendered at transition priority, which React renders in slices it can
 * interrupt and commits on its own. A page whose data arrives at once thus draws in several short tasks instead of
 * one long one, in the order the counts give.
 */
export function useAfterCommit(ready: boolean, commits = 1): boolean {
  const [seen, setSeen] = useState(0);
  if (!ready && seen > 0) setSeen(0);
  useEffect(() => {
    if (ready && seen < commits) startTransition(() => setSeen(seen + 1));
  }, [ready, seen, commits]);
  return ready && seen >= commits;
}

/**
 * Renders its children in a later pass: after `commits` commits of the page around it (see `useAfterCommit`). The
 * fallback should be as tall as the children, so that nothing below moves.
 */
export function AfterCommit({
  children,
  fallback,
  commits = 1,
}: {
  children: ReactNode;
  fallback: ReactNode;
  commits?: number;
}) {
  return useAfterCommit(true, commits) ? children : fallback;
}
