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

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({ onError: toLogin }),
        mutationCache: new MutationCache({ onError: toLogin }),
        defaultOptions: {
          queries: {
            staleTime: 15_000,
            // A refused or invalid call will not succeed by asking again, and a timed-out one has already made the
            // user wait the whole upstream timeout: the page shows it with a Retry instead.
            retry: (count, error) =>
              count < 2 && !(error instanceof ApiError && ((error.status > 0 && error.status < 500) || error.code === "upstream_timeout")),
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
