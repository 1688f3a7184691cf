"use client";

import { useTranslations } from "next-intl";
import { blockOf, itemActions } from "@/components/ui/actions/resource-action";
import { OfferedActionButton } from "@/components/ui/actions/OfferedActionButton";
import { clusterState, useClusterActions } from "../actions/use-cluster-actions";
import type { Shoot } from "../model/shoot";

/**
 * A cluster's actions as its page's header buttons, from `CLUSTER_ACTIONS`; each explains itself when unavailable
 * (the reason and the retry's hint are what `ActionButtons` does not show).
 */
export function ClusterActions({ shoot }: { shoot: Shoot }) {
  const t = useTranslations("clusters");
  const { offered, run, retrying, dialogs } = useClusterActions();
  const state = clusterState(shoot);
  return (
    <>
      {itemActions(offered(state)).map((item) => {
        const { action } = item;
        const block = blockOf(action, state);
        return (
          <OfferedActionButton
            key={action.id}
            offered={item}
            text={t(action.label)}
            title={action.hint && t(action.hint)}
            blocked={block && t(block.reason, block.values)}
            loading={action.id === "retry" && retrying}
            onRun={() => run(action.id, shoot)}
          />
        );
      })}
      {dialogs}
    </>
  );
}
