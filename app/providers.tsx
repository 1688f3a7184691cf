"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ApiError } from "@/lib/api/error";
import { loginReasonOf, sendToLogin } from "@/lib/api/login-redirect";
import { isTransient, outageOf } from "@/lib/api/outage";
import { PROBE_DELAYS_MS, refetchOnReturn } from "@/lib/api/recovery";

/** Sends the user to login, then back to where they were, when the session ends or the portal rejects the token. */
function toLogin(error: unknown) {
  const reason = loginReasonOf(error);
  if (reason) sendToLogin(reason);
}

/**
 * Retries of a read: an upstream that cannot be reached is asked three more times (1, 2 and 2 s later) before the
 * page's health check takes over (lib/api/recovery.ts); no pause is longer than the check's, so a read still being
 * retried is not the last to recover. Other failures that asking again may cure: twice (1 and 2 s later).
 */
const OUTAGE_RETRIES = 3;
const RETRIES = 2;
const retryDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, PROBE_DELAYS_MS.at(-1)!);

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({ onError: toLogin }),
        mutationCache: new MutationCache({ onError: toLogin }),
        defaultOptions: {
          queries: {
            staleTime: 15_000,
            // A refused or invalid call will not succeed by asking again, a timed-out one has already made the user
            // wait the whole upstream timeout, and an answer of the wrong shape comes back the same: the page shows
            // it with a Retry instead.
            retry: (count, error) =>
              (!(error instanceof ApiError) || isTransient(error)) &&
              count < (outageOf(error) ? OUTAGE_RETRIES : RETRIES),
            retryDelay,
            // Only what failed is asked again when the tab is shown again; a read that has its answer waits for its
            // own staleness, as before.
            refetchOnWindowFocus: refetchOnReturn,
            refetchOnReconnect: (query) => refetchOnReturn(query) || true,
          },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
