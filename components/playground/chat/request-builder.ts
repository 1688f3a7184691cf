"use client";

import { useCallback, useEffect, useState } from "react";

export type RequestBuilder = typeof import("./model/build-request");

/**
 * The request builder checks every request with the gateway's zod schemas, so it is not part of the page (first-load
 * budget: zod alone is ~32 kB gzip, and evaluating it is one long task on a slow phone). `want` starts fetching it
 * on the first sign of use (a pointer over the playground, a focus or a key in it); until it has arrived nothing is
 * checked, and a send waits for it (the composer queues it). A failed download is tried again at the next sign.
 */
export function useRequestBuilder() {
  const [wanted, setWanted] = useState(false);
  const [builder, setBuilder] = useState<RequestBuilder>();
  useEffect(() => {
    if (!wanted || builder) return;
    let current = true;
    import("./model/build-request").then(
      (module) => current && setBuilder(module),
      () => current && setWanted(false),
    );
    return () => {
      current = false;
    };
  }, [wanted, builder]);
  const want = useCallback(() => setWanted(true), []);
  return { builder, want };
}
