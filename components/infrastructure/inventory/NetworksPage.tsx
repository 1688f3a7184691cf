"use client";

import { Network } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { InfrastructureFrame } from "../shared/InfrastructureFrame";
import { RecordTabs } from "../shared/RecordTabs";

/** Floating IPs, networks, ports, routers, security groups and their rules: one tab per list. */
export function NetworksPage() {
  const t = useTranslations("infrastructure.networks");
  const networks = usePortalQuery("iaas.networks.list", {});
  const sections = useMemo(
    () => [
      { key: "floating_ips", label: t("tabs.floatingIps") },
      { key: "networks", label: t("tabs.networks") },
      { key: "ports", label: t("tabs.ports") },
      { key: "routers", label: t("tabs.routers") },
      { key: "security_groups", label: t("tabs.securityGroups") },
      { key: "security_groups_rules", label: t("tabs.securityGroupRules") },
    ],
    [t],
  );
  return (
    <InfrastructureFrame section="networks" description={t("description")}>
      <RecordTabs id="networks" label={t("tabsLabel")} query={networks} sections={sections} emptyIcon={<Network />} />
    </InfrastructureFrame>
  );
}
