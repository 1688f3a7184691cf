"use client";

import { Network } from "lucide-react";
import { useTranslations } from "next-intl";
import { usePortalQuery } from "@/lib/api/hooks";
import { InventoryTabsPage } from "../shared/InventoryTabsPage";

/** Floating IPs, networks, ports, routers, security groups and their rules: one tab per list. */
export function NetworksPage() {
  const t = useTranslations("infrastructure.networks");
  const networks = usePortalQuery("iaas.networks.list", {});
  const sections = [
    { key: "floating_ips", label: t("tabs.floatingIps") },
    { key: "networks", label: t("tabs.networks") },
    { key: "ports", label: t("tabs.ports") },
    { key: "routers", label: t("tabs.routers") },
    { key: "security_groups", label: t("tabs.securityGroups") },
    { key: "security_groups_rules", label: t("tabs.securityGroupRules") },
  ];
  return <InventoryTabsPage section="networks" query={networks} sections={sections} emptyIcon={<Network />} />;
}
