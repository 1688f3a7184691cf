"use client";

import { useTranslations } from "next-intl";
import { Tabs } from "@/components/ui/tabs";
import { useUrlParam } from "@/lib/url-state";
import { BackupSummaryTable, ComputeVolumesTable, InventoryTable } from "./map-tables";

const MAPS = ["summary", "inventory", "volumes"] as const;

/** The three resource maps of the backup service, one tab each; the open tab is kept in the URL. */
export function ResourceMapTabs() {
  const t = useTranslations("backups.protection.maps");
  const [map, setMap] = useUrlParam("map", "summary");
  return (
    <Tabs
      aria-label={t("title")}
      value={(MAPS as readonly string[]).includes(map) ? map : "summary"}
      onValueChange={(value) => setMap(value)}
      tabs={[
        { value: "summary", label: t("tabs.summary"), content: <BackupSummaryTable /> },
        { value: "inventory", label: t("tabs.inventory"), content: <InventoryTable /> },
        { value: "volumes", label: t("tabs.volumes"), content: <ComputeVolumesTable /> },
      ]}
    />
  );
}
