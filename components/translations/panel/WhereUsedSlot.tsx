"use client";

import { Suspense } from "react";
import { lazyComponent } from "@/components/ui/lazy";

/** The where-used table (about 27 kB gzip) loads with the first token opened, not with the page. */
const LazyWhereUsed = lazyComponent(() => import("./WhereUsed").then((m) => m.WhereUsed));

/** Where a key is used, below the token's panel: open beside the list, folded in a table row. */
export function WhereUsedSlot({ rowKey, open }: { rowKey: string; open: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyWhereUsed rowKey={rowKey} open={open} />
    </Suspense>
  );
}
