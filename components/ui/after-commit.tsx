"use client";

import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Renders its children in a later pass: after `commits` commits of the page around it (one by default), at
 * transition priority, which React renders in slices it can interrupt and commits on its own. A page whose data
 * arrives at once thus draws in several short tasks instead of one long one, in the order the counts give. The
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
  const [seen, setSeen] = useState(0);
  useEffect(() => {
    if (seen < commits) startTransition(() => setSeen(seen + 1));
  }, [seen, commits]);
  return seen >= commits ? children : fallback;
}
