"use client";

import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "@/lib/use-hydrated";
import { Skeleton } from "./feedback";

/**
 * The console's one way to keep code off a page's first load (dialogs, menus, popovers, tab panels, charts): a
 * component fetched with `import()` the first time it renders, plus `preload` to start the download on intent (hover
 * or focus of what opens it, see `preloadOn`). A failed download is forgotten, so the next attempt tries again.
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
 * Renders a lazily loaded popup from the moment it is first opened and keeps it mounted afterwards (so it closes
 * as before). A press before the code arrived still opens it: the popup mounts open once loaded. `fallback` is
 * shown until then (e.g. the button that stands in for the popup's trigger); nothing by default.
 */
export function WhenOpened({
  open,
  fallback = null,
  children,
}: {
  open: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

/**
 * A panel whose code loads when it is shown (a tab, a chart; first-load budget): a skeleton (or `fallback`) until it
 * arrived. It renders in the browser only: server HTML of a lazy panel would show its buttons and forms long before
 * its code arrived to hydrate them, and a click there would be lost (or submit the form natively).
 */
export function LazyPanel({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const skeleton = fallback ?? <Skeleton lines={6} />;
  const inBrowser = useHydrated();
  return <Suspense fallback={skeleton}>{inBrowser ? children : skeleton}</Suspense>;
}
