"use client";

import { Split } from "lucide-react";
import { useTranslations } from "next-intl";
import { usePortalQuery } from "@/lib/api/hooks";
import { InventoryTabsPage } from "../shared/InventoryTabsPage";

/** Load balancers and their listeners, pools, members, health monitors, L7 policies and rules: one tab per list. */
export function LoadBalancersPage() {
  const t = useTranslations("infrastructure.loadBalancers");
  const balancers = usePortalQuery("iaas.loadBalancers.list", {});
  const sections = [
    { key: "loadbalancers", label: t("tabs.loadbalancers") },
    { key: "listeners", label: t("tabs.listeners") },
    { key: "pools", label: t("tabs.pools") },
    { key: "members", label: t("tabs.members") },
    { key: "healthmonitors", label: t("tabs.healthmonitors") },
    { key: "l7policies", label: t("tabs.l7policies") },
    { key: "l7rules", label: t("tabs.l7rules") },
  ];
  return <InventoryTabsPage section="loadBalancers" query={balancers} sections={sections} emptyIcon={<Split />} />;
}
