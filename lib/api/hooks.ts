"use client";

import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from "@tanstack/react-query";
import type { OperationId, OperationInput, OperationOutput } from "@/lib/portal/operations";
import type { ApiError } from "./error";
import { portal } from "./portal";

/** Query keys start with the operation id, so a mutation can invalidate every read of an operation at once. */
export const portalKey = <Id extends OperationId>(id: Id, input?: OperationInput<Id>) =>
  input === undefined ? (["portal", id] as const) : (["portal", id, input] as const);

export function usePortalQuery<Id extends OperationId>(
  id: Id,
  input: OperationInput<Id>,
  options: Omit<UseQueryOptions<OperationOutput<Id>, ApiError>, "queryKey" | "queryFn"> = {},
) {
  return useQuery<OperationOutput<Id>, ApiError>({
    queryKey: portalKey(id, input),
    queryFn: ({ signal }) => portal(id, input, { signal }),
    ...options,
  });
}

export function usePortalMutation<Id extends OperationId>(
  id: Id,
  options: Omit<UseMutationOptions<OperationOutput<Id>, ApiError, OperationInput<Id>>, "mutationFn"> & {
    /** Operations whose cached reads this write makes stale. */
    invalidates?: readonly OperationId[];
  } = {},
) {
  const queryClient = useQueryClient();
  const { invalidates = [], onSuccess, ...rest } = options;
  return useMutation<OperationOutput<Id>, ApiError, OperationInput<Id>>({
    mutationFn: (input) => portal(id, input),
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((other) => queryClient.invalidateQueries({ queryKey: portalKey(other) })));
      await onSuccess?.(...args);
    },
    ...rest,
  });
}
