"use client";

import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { askBatched, type PermissionDenial } from "@/lib/api/permissions";
import { useSession } from "@/lib/api/session";
import type { OperationId } from "@/lib/portal/operations";
import { operationRoute } from "@/lib/portal/routes";
import { allowedActions, type AnyAction, type OfferedAction, type TargetOf } from "./resource-action";

/**
 * The actions a resource offers, each with what the access token lacks for it. Permissions are looked up once for
 * the whole list (one batched question), not once per table row.
 */
export function useOfferedActions<A extends AnyAction>(
  actions: readonly A[],
): (target: TargetOf<A>) => OfferedAction<A>[] {
  const denials = useDeniedEach(actions.map((action) => action.op));
  const deniedKey = denials.map((d) => d?.permission ?? "").join(",");
  return useCallback(
    (target: TargetOf<A>) =>
      allowedActions(actions, target).map((action) => ({ action, denied: denials[actions.indexOf(action)] })),
    // `denials` is a new array every render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [actions, deniedKey],
  );
}

/**
 * `useDenied` (lib/api/permissions) for a fixed list of operations at once (an action list), in the list's order:
 * one query for the list, whose questions join the page's batch. A refusal learned later reaches the session's
 * `denied`, which is read first.
 */
export function useDeniedEach(ids: readonly OperationId[]): (PermissionDenial | undefined)[] {
  const session = useSession();
  const region = session.data?.authenticated ? (session.data.region ?? "") : null;
  const denied = session.data?.denied;
  const answers = useQuery({
    queryKey: ["permissions", region ?? "", "list", ids.join(",")],
    queryFn: () => Promise.all(ids.map((id) => askBatched(region ?? "", id))),
    enabled: region !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  }).data;
  return ids.map((id, index) => {
    const permission = operationRoute(id).permission;
    return denied?.includes(permission) ? { permission } : (answers?.[index] ?? undefined);
  });
}
