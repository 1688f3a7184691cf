"use client";

import { useCallback } from "react";
import { useDeniedEach } from "@/lib/api/permissions";
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
