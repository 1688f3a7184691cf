"use client";

import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "@/lib/use-hydrated";
import { Skeleton } from "./feedback";

/**
 * Code kept off a page's first load (dialogs with their Radix Dialog, forms, JSON views): a component fetched with
 * `import()` the first time it renders, plus `preload` to start the download earlier (hover or focus of what opens
 * it). A failed download is forgotten, so the next attempt tries again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Component = lazy(async () => ({ default: await fetchCode() }));
  /** Starts the download; a failure surfaces when the component renders. */
  const preload = () => void fetchCode().catch(() => {});
  return Object.assign(Component, { preload });
}

/** Props for a button that opens a lazy component: its code starts loading on hover or keyboard focus. */
export const preloadOn = (...preloads: (() => void)[]) => {
  const run = () => preloads.forEach((preload) => preload());
  return { onPointerEnter: run, onFocus: run };
};

/**
 * Renders a lazily loaded dialog from the moment it is first opened and keeps it mounted afterwards (so it closes
 * as before). A click before the code arrived still opens it: the dialog mounts open once loaded.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A tab panel whose code loads when the tab is opened (first-load budget): a skeleton until it arrived. It renders
 * in the browser only: server HTML of a lazy panel would show its buttons and forms long before its code arrived to
 * hydrate them, and a click there would be lost (or submit the form natively).
 */
export function LazyPanel({ children }: { children: ReactNode }) {
  const skeleton = <Skeleton lines={6} />;
  const inBrowser = useHydrated();
  return <Suspense fallback={skeleton}>{inBrowser ? children : skeleton}</Suspense>;
}
