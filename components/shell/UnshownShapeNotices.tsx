"use client";

import { useQueryClient, type Query } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ShapeNotice } from "@/components/ui/shape-notice";
import type { OperationId } from "@/lib/portal/operations";
import { isShapeError, isShapeErrorShown, onShapeErrorShown } from "@/lib/api/shape-errors";

/** Reads of the page whose answer had an unexpected shape and that no error view names, by operation. */
function unshown(queries: Query[]): Map<OperationId, Query[]> {
  const byOperation = new Map<OperationId, Query[]>();
  for (const query of queries) {
    const error = query.state.error;
    if (!isShapeError(error) || isShapeErrorShown(error) || query.getObserversCount() === 0) continue;
    const id = error.operation.id as OperationId;
    byOperation.set(id, [...(byOperation.get(id) ?? []), query]);
  }
  return byOperation;
}

/**
 * The page's last place for a read answered in an unexpected shape: a read that feeds no error view of its own (a
 * lookup of names, a currency, a form's defaults) is named here with a Retry, above the page. Looked at a moment after
 * a change, so that a view naming the error in the same render is counted first.
 */
export function UnshownShapeNotices() {
  const client = useQueryClient();
  const [notices, setNotices] = useState<Map<OperationId, Query[]>>(new Map());
  useEffect(() => {
    const cache = client.getQueryCache();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // At most one look per 50 ms: a page whose queries change all the time must not put the look off for ever.
    const update = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setNotices(unshown(cache.getAll()));
      }, 50);
    };
    update();
    const unsubscribe = cache.subscribe(update);
    const unlisten = onShapeErrorShown(update);
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
