"use client";

import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { noSubscription } from "@/lib/use-hydrated";
import type { OperationId, OperationInput, OperationOutput } from "@/lib/portal/operations";
import { invalidatedBy } from "@/lib/portal/routes";
import type { ApiError } from "./error";
import { isKnownDenied, knownDenial, useDeniedPermissions } from "./permissions";
import { portal } from "./portal";

/** Query keys start with the operation id, so a mutation can invalidate every read of an operation at once. */
export const portalKey = <Id extends OperationId>(id: Id, input?: OperationInput<Id>) =>
  input === undefined ? (["portal", id] as const) : (["portal", id, input] as const);

/** How a read looked in the server's HTML: the server never has portal data, the browser fetches it. */
const AS_SERVER_RENDERED: Record<string, unknown> = {
  data: undefined,
  error: null,
  status: "pending",
  isPending: true,
  isSuccess: false,
  isError: false,
  isLoadingError: false,
  isRefetchError: false,
  isPlaceholderData: false,
  isFetched: false,
  failureCount: 0,
  failureReason: null,
};

/**
 * One portal read. A read the session is known to be refused fails at once with the refusal (no request: a refused
 * request is a console error, and the answer is known). While React hydrates the server's HTML, the read shows as
 * still pending, as the server rendered it: an answer fetched meanwhile by a part of the page that hydrated earlier
 * (the top bar's unread count, its language list) would otherwise render into a later part and differ from the
 * HTML (React error #418). The store's value is whether the read has an outcome, not whether React has hydrated:
 * a read still pending when hydration ends looks as it did in the HTML, so React need not render it again. A failed
 * attempt is an outcome too: the page shows that an upstream cannot be reached while the read is still retried.
 */
export function usePortalQuery<Id extends OperationId>(
  id: Id,
  input: OperationInput<Id>,
  options: Omit<UseQueryOptions<OperationOutput<Id>, ApiError>, "queryKey" | "queryFn"> = {},
) {
  const denied = isKnownDenied(useDeniedPermissions(), id);
  const query = useQuery<OperationOutput<Id>, ApiError>({
    queryKey: portalKey(id, input),
    queryFn: denied ? () => Promise.reject(knownDenial(id)) : ({ signal }) => portal(id, input, { signal }),
    ...options,
  });
  return useAsServerRendered(query);
}

/**
 * A read as the server rendered it (still pending) until it has an outcome, for any BFF read shown in a page that
 * hydrates (see usePortalQuery).
 */
export function useAsServerRendered<Q extends { status: string; failureCount: number }>(query: Q): Q {
  const settled = useSyncExternalStore(
    noSubscription,
    () => query.status !== "pending" || query.failureCount > 0,
    () => false,
  );
  // A proxy, not a copy: reading every field of the result would make the component re-render on each of them. The
  // proxy still reads the real field, so React Query re-renders the component when that field changes.
  return settled
    ? query
    : new Proxy(query, {
        get: (target, key, receiver) => {
          const real = Reflect.get(target, key, receiver);
          return typeof key === "string" && key in AS_SERVER_RENDERED ? AS_SERVER_RENDERED[key] : real;
        },
      });
}

/**
 * One portal write. On success it refreshes the reads the catalog says this operation changes (its route's
 * `invalidates`), plus any a call site adds for a read only it knows about.
 */
export function usePortalMutation<Id extends OperationId>(
  id: Id,
  options: Omit<UseMutationOptions<OperationOutput<Id>, ApiError, OperationInput<Id>>, "mutationFn"> & {
    /** Reads beyond the catalog's list that this call site knows the write makes stale. */
    invalidates?: readonly OperationId[];
  } = {},
) {
  const refreshAfter = useRefreshAfter();
  const { invalidates = [], onSuccess, ...rest } = options;
  return useMutation<OperationOutput<Id>, ApiError, OperationInput<Id>>({
    mutationFn: (input) => portal(id, input),
    onSuccess: async (...args) => {
      await refreshAfter(id, invalidates);
      await onSuccess?.(...args);
    },
    ...rest,
  });
}

/**
 * Refreshes the reads the catalog says a write changes (plus `also`), for writes sent outside usePortalMutation,
 * such as a bulk run of one call per row.
 */
export function useRefreshAfter() {
  const queryClient = useQueryClient();
  return async (id: OperationId, also: readonly OperationId[] = []): Promise<void> => {
    const stale = new Set([...invalidatedBy(id), ...also]);
    await Promise.all([...stale].map((other) => queryClient.invalidateQueries({ queryKey: portalKey(other) })));
  };
}
