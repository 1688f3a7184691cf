"use client";

import { useTranslations } from "next-intl";
import { isRecordMissing, NotFoundContent } from "@/components/shell/NotFoundContent";
import { QueryState } from "@/components/ui/query-state";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { StatusBadge } from "@/components/ui/status-badge";
import { Tabs } from "@/components/ui/tabs";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParam } from "@/lib/url-state";
import { isBudgetSpent, parseBudgets } from "../model/limits";
import { LazyPanel, lazyComponent, preloadOn } from "@/components/ui/lazy";
import { KeyActions } from "./KeyActions";
import { KeyOverview } from "./KeyOverview";

// First-load budget: the tabs behind the overview (editors with react-hook-form and zod, pickers, the cost view)
// load when shown.
const KeyLimitsTab = lazyComponent(() => import("./KeyLimitsTab").then((m) => m.KeyLimitsTab));
const KeyModelsTab = lazyComponent(() => import("./KeyModelsTab").then((m) => m.KeyModelsTab));
const CostPanel = lazyComponent(() => import("../shared/CostPanel").then((m) => m.CostPanel));

const TABS = ["overview", "limits", "models", "cost"] as const;

/** One AI key: overview, limits editors, models and providers, cost; actions in the header. */
export function KeyDetailPage({ keyId }: { keyId: string }) {
  const t = useTranslations("ai");
  const [tab, setTab] = useUrlParam("tab", "overview");
  const key = usePortalQuery("ai.key.get", { key_id: keyId });
  const name = key.data?.name ?? keyId;
  const breadcrumbs = (
    <Breadcrumbs
      items={[{ label: t("nav.ai"), href: "/ai" }, { label: t("nav.keys"), href: "/ai/keys" }, { label: name }]}
    />
  );

  // Also when it was deleted while open: a record that is gone offers no actions.
  if (isRecordMissing(key.error)) return <NotFoundContent kind="aiKey" id={keyId} />;
  // Until the first answer, or when it failed: the header, and the query's state below it.
  if (!key.data) {
    return (
      <>
        <PageHeader breadcrumbs={breadcrumbs} title={name} />
        <QueryState query={key}>{() => null}</QueryState>
      </>
    );
  }

  const data = key.data;
  const active = data.is_active !== false;
  const limited = parseBudgets(data.budgets).some(isBudgetSpent);
  return (
    <>
      <PageHeader
        breadcrumbs={breadcrumbs}
        title={name}
        description={data.description}
        meta={
          <span className="flex gap-2" data-testid="key-state">
            <StatusBadge
              tone={active ? "ok" : "neutral"}
              label={active ? t("keys.state.active") : t("keys.state.inactive")}
            />
            {limited && <StatusBadge tone="warn" label={t("keys.state.limited")} />}
          </span>
        }
        actions={<KeyActions keyId={keyId} detail={data} />}
      />
      <Tabs
        aria-label={t("keys.detail.tabs")}
        value={(TABS as readonly string[]).includes(tab) ? tab : "overview"}
        onValueChange={setTab}
        tabs={[
          { value: "overview", label: t("keys.detail.overview"), content: <KeyOverview detail={data} /> },
          {
            value: "limits",
            label: <span {...preloadOn(KeyLimitsTab.preload)}>{t("keys.detail.limits")}</span>,
            content: (
              <LazyPanel>
                <KeyLimitsTab keyId={keyId} detail={data} />
              </LazyPanel>
            ),
          },
          {
            value: "models",
            label: <span {...preloadOn(KeyModelsTab.preload)}>{t("keys.detail.models")}</span>,
            content: (
              <LazyPanel>
                <KeyModelsTab keyId={keyId} detail={data} />
              </LazyPanel>
            ),
          },
          {
            value: "cost",
            label: <span {...preloadOn(CostPanel.preload)}>{t("keys.detail.cost")}</span>,
            content: (
              <LazyPanel>
                <CostPanel subject={{ kind: "key", id: keyId }} />
              </LazyPanel>
            ),
          },
        ]}
      />
    </>
  );
}
