"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ApiError, isSessionError } from "@/lib/api/error";

/** Sends the user to login, then back to where they were, when the session ends or the portal rejects the token. */
function toLogin(error: unknown) {
  if (!isSessionError(error) || typeof window === "undefined") return;
  if (window.location.pathname.startsWith("/login")) return;
  const next = window.location.pathname + window.location.search;
  const reason = (error as ApiError).code === "session_expired" ? "rejected" : "expired";
  // A full page load, not a client navigation: it drops every cached answer of the ended session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`/login?next=${encodeURIComponent(next)}&reason=${reason}`);
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
            // A refused or invalid call will not succeed by asking again.
            retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
