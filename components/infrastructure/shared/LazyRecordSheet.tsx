"use client";

import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import type { RecordSheetProps } from "./RecordSheet";

// First-load budget: the sheet (Radix Dialog, JSON view) only appears after a row click, so it loads on demand.
const RecordSheet = lazyComponent(() => import("./RecordSheet").then((m) => m.RecordSheet));

/** RecordSheet, fetched and rendered from its first opening (a row click); it mounts open once its code is there. */
export function LazyRecordSheet(props: RecordSheetProps) {
  return (
    <WhenOpened open={props.record !== null && props.record !== undefined}>
      <RecordSheet {...props} />
    </WhenOpened>
  );
}
