"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ApiError } from "@/lib/api/error";
import { loginReasonOf, sendToLogin } from "@/lib/api/login-redirect";

/** Sends the user to login, then back to where they were, when the session ends or the portal rejects the token. */
function toLogin(error: unknown) {
  const reason = loginReasonOf(error);
  if (reason) sendToLogin(reason);
}

const NOT_RETRIED = new Set(["upstream_timeout", "unexpected_shape"]);

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
              count < 2 &&
              !(error instanceof ApiError && ((error.status > 0 && error.status < 500) || NOT_RETRIED.has(error.code))),
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
