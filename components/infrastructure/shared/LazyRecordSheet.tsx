"use client";

import { useEffect } from "react";
import { whenIdle } from "@/lib/idle";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import type { RecordSheetProps } from "./RecordSheet";

// First-load budget: the sheet (Radix Dialog, JSON view) only appears after a row click, so it loads on demand.
const RecordSheet = lazyComponent(() => import("./RecordSheet").then((m) => m.RecordSheet));

/** RecordSheet, fetched once the page is idle (rows are clicked soon after) and rendered from its first opening. */
export function LazyRecordSheet(props: RecordSheetProps) {
  useEffect(() => whenIdle(RecordSheet.preload), []);
  return (
    <WhenOpened open={props.record !== null && props.record !== undefined}>
      <RecordSheet {...props} />
    </WhenOpened>
  );
}
