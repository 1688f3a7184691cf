"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { QueryView } from "@/components/ui/query-state";
import { InfrastructureFrame, sectionSlug } from "./InfrastructureFrame";
import { RecordTabs, type RecordTabsProps } from "./RecordTabs";

export interface InventoryTabsPageProps {
  /** Also its messages' key under `infrastructure` (`description`, `tabsLabel`). */
  section: "networks" | "loadBalancers" | "volumes";
  query: QueryView<Record<string, unknown>>;
  sections: RecordTabsProps["sections"];
  emptyIcon: ReactNode;
}

/** An inventory section whose answer holds several lists: the area's header, then one tab per list. */
export function InventoryTabsPage({ section, ...tabs }: InventoryTabsPageProps) {
  const t = useTranslations("infrastructure");
  return (
    <InfrastructureFrame section={section} description={t(`${section}.description`)}>
      <RecordTabs id={sectionSlug(section)} label={t(`${section}.tabsLabel`)} {...tabs} />
    </InfrastructureFrame>
  );
}
