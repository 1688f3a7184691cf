"use client";

import { useTranslations } from "next-intl";
import { ActionMenu } from "@/components/ui/actions/ActionMenu";
import { blockOf, itemActions } from "@/components/ui/actions/resource-action";
import type { Shoot } from "../model/shoot";
import { useClusterActionsOfList } from "./ClusterActionsProvider";
import { clusterState } from "./use-cluster-actions";

/**
 * A cluster row's actions menu: what its state allows now (an action it blocks, such as editing a cluster being
 * deleted, is left out); one the token lacks shows the missing permission.
 */
export function ClusterActionMenu({ shoot }: { shoot: Shoot }) {
  const t = useTranslations("clusters");
  const { offered, run } = useClusterActionsOfList();
  const state = clusterState(shoot);
  return (
    <ActionMenu
      label={t("list.menu", { name: shoot.name })}
      offered={itemActions(offered(state)).filter(({ action }) => !blockOf(action, state))}
      itemLabel={(action) => t(action.label)}
      empty={t("list.noActions")}
      onRun={(id) => run(id, shoot)}
    />
  );
}
