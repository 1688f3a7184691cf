"use client";

import { Suspense, useSyncExternalStore, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/feedback";

const noSubscription = () => () => {};

/**
 * A tab panel whose code loads when the tab is opened (first-load budget): a skeleton until it arrived. It renders
 * in the browser only: server HTML of a lazy panel would show its buttons and forms long before its code arrived to
 * hydrate them, and a click there would be lost (or submit the form natively).
 */
export function LazyPanel({ children }: { children: ReactNode }) {
  const skeleton = <Skeleton lines={6} />;
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <Suspense fallback={skeleton}>{inBrowser ? children : skeleton}</Suspense>;
}
