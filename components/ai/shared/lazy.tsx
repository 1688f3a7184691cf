"use client";

import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/feedback";

/**
 * Code split off an AI page's first load (dialogs, forms, tabs): a component loaded with `import()` the first time
 * it renders, and a `preload` that starts the download earlier (on hover or focus of what opens it). A failed
 * download is forgotten, so the next attempt tries again.
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

/** Props for the button that opens a lazy component: its code starts loading on hover or keyboard focus. */
export const preloadOn = (...preloads: (() => void)[]) => {
  const run = () => preloads.forEach((preload) => preload());
  return { onPointerEnter: run, onFocus: run };
};

/**
 * Renders a lazily loaded dialog from the moment it is first opened, and keeps it mounted afterwards (so it closes
 * as before). A click before the code arrived still opens it: the dialog mounts open once loaded.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** A lazily loaded tab panel: a skeleton until its code arrived. */
export function LazyPanel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton lines={6} />}>{children}</Suspense>;
}
