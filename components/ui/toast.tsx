"use client";

import { useSyncExternalStore } from "react";
import { ErrorBoundary } from "./error-boundary";
import { lazyComponent, WhenOpened } from "./lazy";
import type { ToastApi, ToastEntry, ToastTone } from "./toast-stack";

export type { ToastTone };

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it disappears; errors stay longer by default. */
  duration?: number;
}

/** sonner stays off the first load: the first toast fetches it, and the toast shows once its toaster is mounted. */
const ToastStack = lazyComponent(() => import("./toast-stack").then((module) => module.ToastStack));

/** The mounted stack, or null while toasts wait for it (they can be raised from mutation callbacks at any time). */
let stack: ToastApi | null = null;
let waiting: ToastEntry[] = [];
/** Toasts raised while no stack was there: mounts the stack, and a new one retries a failed download. */
let raisedWhileWaiting = 0;
let nextId = 1;
const listeners = new Set<() => void>();

function connect(api: ToastApi) {
  stack = api;
  for (const entry of waiting) api.show(entry);
  waiting = [];
  return () => {
    if (stack === api) stack = null;
  };
}

/** Shows a toast. At most five stay on screen. */
export function toast(input: ToastInput): void {
  const tone = input.tone ?? "ok";
  const entry: ToastEntry = {
    id: nextId++,
    title: input.title,
    description: input.description,
    tone,
    duration: input.duration ?? (tone === "bad" ? 10_000 : 5_000),
  };
  if (stack) {
    stack.show(entry);
  } else {
    waiting = [...waiting, entry].slice(-5);
    raisedWhileWaiting += 1;
    ToastStack.preload();
    for (const listener of listeners) listener();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where toasts appear; render it once in the console layout. Nothing is mounted before the first toast. */
export function Toaster() {
  const raised = useSyncExternalStore(
    subscribe,
    () => raisedWhileWaiting,
    () => 0,
  );
  return (
    <ErrorBoundary name="toasts" fallback={() => null} resetKeys={[raised]}>
      <WhenOpened open={raised > 0}>
        <ToastStack connect={connect} />
      </WhenOpened>
    </ErrorBoundary>
  );
}
