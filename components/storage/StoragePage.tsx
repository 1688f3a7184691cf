"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { Tabs } from "@/components/ui/tabs";
import { useUrlParams } from "@/lib/url-state";
import { lazyComponent } from "@/components/ui/lazy";
import { LazyPanel } from "@/components/ui/lazy";
import { AccessKeysPanel } from "./access/AccessKeysPanel";

// First-load budget: only the default tab (access keys) comes with the page; the others (tables, forms with
// react-hook-form and zod) load when opened.
const SharedBucketsPanel = lazyComponent(() =>
  import("./buckets/SharedBucketsPanel").then((m) => m.SharedBucketsPanel),
);
const SharedUrlsPanel = lazyComponent(() => import("./urls/SharedUrlsPanel").then((m) => m.SharedUrlsPanel));
const PurgeBucketPanel = lazyComponent(() => import("./purge/PurgeBucketPanel").then((m) => m.PurgeBucketPanel));

const TABS = ["access", "buckets", "urls", "purge"] as const;
type StorageTab = (typeof TABS)[number];
const isTab = (value: string | null): value is StorageTab => (TABS as readonly string[]).includes(value ?? "");

/** Object storage: access keys, shared buckets, shared URLs and emptying a bucket, one tab each (`tab` in the URL). */
export function StoragePage() {
  const t = useTranslations("storage");
  const [params, setParams] = useUrlParams();
  const requested = params.get("tab");
  const tab: StorageTab = isTab(requested) ? requested : "access";
  const panels: Record<StorageTab, ReactNode> = {
    access: <AccessKeysPanel />,
    buckets: (
      <LazyPanel>
        <SharedBucketsPanel />
      </LazyPanel>
    ),
    urls: (
      <LazyPanel>
        <SharedUrlsPanel />
      </LazyPanel>
    ),
    purge: (
      <LazyPanel>
        <PurgeBucketPanel />
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
        // The table's search and sort belong to the tab they were set on.
        onValueChange={(next) => setParams({ tab: next === "access" ? null : next, q: null, sort: null })}
        tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`), content: panels[value] }))}
      />
    </>
  );
}
