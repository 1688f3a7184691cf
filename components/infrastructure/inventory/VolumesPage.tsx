"use client";

import { HardDrive } from "lucide-react";
import { useTranslations } from "next-intl";
import { usePortalQuery } from "@/lib/api/hooks";
import type { IaaSVolumes } from "@/lib/portal/schemas/iaas";
import { InventoryTabsPage } from "../shared/InventoryTabsPage";
import { isTransitionState } from "../shared/labels";
import { toRows } from "../shared/records";

const TRANSITION_POLL_MS = 3000;

/** True while a volume, snapshot or backup is being created, attached, backed up or deleted. */
function inTransition(data: IaaSVolumes | undefined): boolean {
  if (!data) return false;
  return [data.volumes, data.snapshots, data.backups].some((list) =>
    toRows(list).some((row) => isTransitionState(row.status)),
  );
}

/** Volumes, snapshots and volume backups, one tab each. */
export function VolumesPage() {
  const t = useTranslations("infrastructure.volumes");
  const volumes = usePortalQuery(
    "iaas.volumes.list",
    {},
    { refetchInterval: (query) => (inTransition(query.state.data) ? TRANSITION_POLL_MS : false) },
  );
  const sections = [
    { key: "volumes", label: t("tabs.volumes") },
    { key: "snapshots", label: t("tabs.snapshots") },
    { key: "backups", label: t("tabs.backups") },
  ];
  return <InventoryTabsPage section="volumes" query={volumes} sections={sections} emptyIcon={<HardDrive />} />;
}
