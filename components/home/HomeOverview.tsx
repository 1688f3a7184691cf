"use client";

import { useTranslations } from "next-intl";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { ActiveKeysWidget } from "./ActiveKeysWidget";
import { RecentTasksWidget, UnreadNotificationsWidget } from "./ActivityWidgets";
import { AiSpendWidget } from "./AiSpendWidget";
import { BackupsWidget } from "./BackupsWidget";
import { ClustersWidget } from "./ClustersWidget";
import { QuotasWidget } from "./QuotasWidget";

/** The overview: independent widgets, each with its own loading, error and permission state. */
export function HomeOverview() {
  const t = useTranslations("home");
  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} breadcrumbs={<Breadcrumbs items={[{ label: t("title") }]} />} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
        <AiSpendWidget />
        <ActiveKeysWidget />
        <BackupsWidget />
        <ClustersWidget />
        <QuotasWidget />
        <RecentTasksWidget />
        <UnreadNotificationsWidget />
      </div>
    </>
  );
}
