"use client";

import { useTranslations } from "next-intl";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { Tabs } from "@/components/ui/tabs";
import { useUrlParams } from "@/lib/url-state";
import { lazyComponent } from "@/components/ui/lazy";
import { LazyPanel } from "@/components/ui/lazy";
import { QuotaLinesPanel } from "./QuotaLinesPanel";

// First-load budget: only the default tab (lines) comes with the page; the others load when opened.
const QuotaMapPanel = lazyComponent(() => import("./QuotaTreePanel").then((m) => m.QuotaMapPanel));
const QuotaTreePanel = lazyComponent(() => import("./QuotaTreePanel").then((m) => m.QuotaTreePanel));
const QuotaRequestsPanel = lazyComponent(() => import("./QuotaRequestsPanel").then((m) => m.QuotaRequestsPanel));
const QuotaProfilesPanel = lazyComponent(() => import("./QuotaProfilesPanel").then((m) => m.QuotaProfilesPanel));

const TABS = ["lines", "map", "tree", "requests", "profiles"] as const;
type Tab = (typeof TABS)[number];

/** The quotas area: overview lines, the quota map and tree, increase requests and quota profiles; the tab is in the URL. */
export function QuotasPage() {
  const t = useTranslations("quotas");
  const [params, setParams] = useUrlParams();
  const requested = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "") ? (requested as Tab) : "lines";
  const panels: Record<Tab, React.ReactNode> = {
    lines: <QuotaLinesPanel />,
    map: (
      <LazyPanel>
        <QuotaMapPanel />
      </LazyPanel>
    ),
    tree: (
      <LazyPanel>
        <QuotaTreePanel />
      </LazyPanel>
    ),
    requests: (
      <LazyPanel>
        <QuotaRequestsPanel />
      </LazyPanel>
    ),
    profiles: (
      <LazyPanel>
        <QuotaProfilesPanel />
      </LazyPanel>
    ),
  };
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("title") }]} />}
        title={t("title")}
        description={t("description")}
      />
      <Tabs
        aria-label={t("tabsLabel")}
        value={tab}
        // Each tab has its own table: its search, sort and filters do not carry over.
        onValueChange={(next) =>
          setParams({
            tab: next === "lines" ? null : next,
            q: null,
            sort: null,
            client: null,
            resource: null,
            provider: null,
          })
        }
        tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`), content: panels[value] }))}
      />
    </>
  );
}
