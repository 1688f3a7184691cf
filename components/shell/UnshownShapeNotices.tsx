"use client";

import { useQueryClient, type Query } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ShapeNotice } from "@/components/ui/shape-notice";
import type { OperationId } from "@/lib/portal/operations";
import { isShapeError, isShapeErrorShown, onShapeErrorShown } from "@/lib/api/shape-errors";

/** How long an error must stay unnamed before this fallback names it: a view that mounts a moment later comes first. */
const GRACE_MS = 1_000;
const firstSeen = new WeakMap<object, number>();

/** Reads of the page whose answer had an unexpected shape and that no error view names, by operation. */
function unshown(queries: Query[], now: number): { byOperation: Map<OperationId, Query[]>; waiting: boolean } {
  const byOperation = new Map<OperationId, Query[]>();
  let waiting = false;
  for (const query of queries) {
    const error = query.state.error;
    if (!isShapeError(error) || isShapeErrorShown(error) || query.getObserversCount() === 0) continue;
    const seen = firstSeen.get(error) ?? now;
    firstSeen.set(error, seen);
    if (now - seen < GRACE_MS) {
      waiting = true;
      continue;
    }
    const id = error.operation.id as OperationId;
    byOperation.set(id, [...(byOperation.get(id) ?? []), query]);
  }
  return { byOperation, waiting };
}

/**
 * The page's last place for a read answered in an unexpected shape: a read that feeds no error view of its own (a
 * lookup of names, a currency, a form's defaults) is named here with a Retry, above the page, once no view has named
 * it for a second.
 */
export function UnshownShapeNotices() {
  const client = useQueryClient();
  const [notices, setNotices] = useState<Map<OperationId, Query[]>>(new Map());
  useEffect(() => {
    const cache = client.getQueryCache();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // At most one look per 50 ms: a page whose queries change all the time must not put the look off for ever.
    const update = (delay = 50) => {
      timer ??= setTimeout(() => {
        timer = undefined;
        const { byOperation, waiting } = unshown(cache.getAll(), Date.now());
        setNotices(byOperation);
        if (waiting) update(GRACE_MS);
      }, delay);
    };
    update();
    const unsubscribe = cache.subscribe(() => update());
    const unlisten = onShapeErrorShown(() => update());
    return () => {
      clearTimeout(timer);
      unsubscribe();
      unlisten();
    };
  }, [client]);
  if (notices.size === 0) return null;
  return (
    <div className="mb-4 space-y-2">
      {[...notices].map(([operation, queries]) => (
        <ShapeNotice
          key={operation}
          operation={operation}
          onRetry={() =>
            queries.forEach((query) => void client.refetchQueries({ queryKey: query.queryKey, exact: true }))
          }
        />
      ))}
    </div>
  );
}
