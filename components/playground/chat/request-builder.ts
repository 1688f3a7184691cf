"use client";

import { useEffect, useSyncExternalStore } from "react";
import { whenIdle } from "@/lib/idle";

type Builder = typeof import("./model/build-request");

/*
 * The request builder checks every request with the gateway's zod schemas, so it is not part of the page (first-load
 * budget: zod alone is ~32 kB gzip, and evaluating it is one long task on a slow phone). It is fetched on the first
 * sign of use (`requestBuilderWanted`: a pointer over the playground, a focus in it, a send pressed) or once the
 * page has settled (lib/idle.ts), whichever comes first. Until it has arrived nothing is checked, and a send waits for it (the
 * composer queues it).
 */
let loaded: Builder | undefined;
let loading: Promise<Builder> | undefined;
const listeners = new Set<() => void>();

function loadRequestBuilder(): Promise<Builder> {
  loading ??= import("./model/build-request").then(
    (module) => {
      loaded = module;
      for (const notify of listeners) notify();
      return module;
    },
    (error: unknown) => {
      // A failed download is forgotten: the next sign of use tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the builder, for a sign of use (focus, a send); never throws. */
export function requestBuilderWanted(): void {
  // Called on every pointer move over the playground: nothing to do once the download has started.
  if (loaded || loading) return;
  void loadRequestBuilder().catch(() => undefined);
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The request builder once loaded (undefined until then); fetches it once the page has settled, if nothing did. */
export function useRequestBuilder(): Builder | undefined {
  useEffect(() => (loaded ? undefined : whenIdle(requestBuilderWanted)), []);
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}
