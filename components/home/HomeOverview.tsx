"use client";

import { useTranslations } from "next-intl";
import type { ComponentType } from "react";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { isKnownDenied, useDeniedPermissions } from "@/lib/api/permissions";
import { ActiveKeysWidget } from "./ActiveKeysWidget";
import { RecentTasksWidget, UnreadNotificationsWidget } from "./ActivityWidgets";
import { AiSpendWidget } from "./AiSpendWidget";
import { BackupsWidget } from "./BackupsWidget";
import { BudgetsRunningOutWidget } from "./BudgetsRunningOutWidget";
import { ClustersWidget } from "./ClustersWidget";
import { QuotasWidget } from "./QuotasWidget";
import { HOME_WIDGETS, type HomeWidgetName } from "./widget-reads";

const WIDGETS: Record<HomeWidgetName, ComponentType> = {
  aiSpend: AiSpendWidget,
  keys: ActiveKeysWidget,
  budgets: BudgetsRunningOutWidget,
  backups: BackupsWidget,
  clusters: ClustersWidget,
  quotas: QuotasWidget,
  tasks: RecentTasksWidget,
  notifications: UnreadNotificationsWidget,
};

/**
 * The overview: independent widgets, each with its own loading, error and permission state. A widget whose every
 * read the token is known to be refused is left out rather than shown as a refusal.
 */
export function HomeOverview() {
  const t = useTranslations("home");
  const denied = useDeniedPermissions();
  const shown = HOME_WIDGETS.filter(({ reads }) => reads.some((id) => !isKnownDenied(denied, id)));
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        breadcrumbs={<Breadcrumbs items={[{ label: t("title") }]} />}
      />
      {shown.length === 0 ? (
        <p
          data-testid="home-nothing-readable"
          className="rounded-lg border border-line bg-surface p-6 text-sm text-muted"
        >
          {t("nothingReadable")}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
          {shown.map(({ widget }) => {
            const Widget = WIDGETS[widget];
            return <Widget key={widget} />;
          })}
        </div>
      )}
    </>
  );
}
