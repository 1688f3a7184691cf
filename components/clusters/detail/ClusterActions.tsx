"use client";

import { useTranslations } from "next-intl";
import { blockOf, itemActions } from "@/components/ui/actions/resource-action";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { clusterState, useClusterActions } from "../actions/use-cluster-actions";
import type { Shoot } from "../model/shoot";

/**
 * A cluster's actions as its page's header buttons, from `CLUSTER_ACTIONS`; each explains itself when unavailable
 * (a cluster being deleted), and retry says what it does.
 */
export function ClusterActions({ shoot }: { shoot: Shoot }) {
  const t = useTranslations("clusters");
  const { offered, run, retrying, dialogs } = useClusterActions();
  const state = clusterState(shoot);
  return (
    <>
      <ActionButtons
        offered={itemActions(offered(state))}
        label={(action) => t(action.label)}
        title={(action) => action.hint && t(action.hint)}
        blocked={(action) => {
          const block = blockOf(action, state);
          return block && t(block.reason, block.values);
        }}
        running={retrying ? "retry" : null}
        onRun={(id) => run(id, shoot)}
      />
      {dialogs}
    </>
  );
}
