"use client";

import { useEffect, useState } from "react";

type Builder = typeof import("./model/build-request");

/*
 * The request builder checks every request with the gateway's zod schemas: it is fetched right after the first
 * paint instead of with the page (first-load budget; zod alone is ~32 kB gzip). Until it arrived nothing can be
 * sent, exactly as while the model list loads (which needs the same schemas).
 */
let loaded: Builder | undefined;
let loading: Promise<Builder> | undefined;

export function loadRequestBuilder(): Promise<Builder> {
  loading ??= import("./model/build-request").then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download is forgotten: the next mount tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The request builder once loaded (undefined for the first renders); starts the download on mount. */
export function useRequestBuilder(): Builder | undefined {
  const [builder, setBuilder] = useState(loaded);
  useEffect(() => {
    if (builder) return;
    let live = true;
    loadRequestBuilder().then(
      (module) => live && setBuilder(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [builder]);
  return builder;
}
