"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParams } from "@/lib/url-state";
import { ActivityPanel } from "../activity/ActivityPanel";
import { BackupActionsProvider } from "../actions/BackupActionsProvider";
import { parseTreeNodeId } from "../model/tree";
import { BackupsTabs } from "../shared/BackupsTabs";
import { useBackupNames } from "../shared/use-backup-names";
import { InventoryRefresh } from "./InventoryRefresh";
import { ProtectionSummary } from "./ProtectionSummary";
import { ProtectionTree } from "./ProtectionTree";
import { ResourceMaps } from "./ResourceMaps";
import { ResourcePanel } from "./ResourcePanel";

/** Is everything protected: the resource tree with its policies, the selected resource, and the resource maps. */
export function ProtectionPage() {
  const t = useTranslations("backups");
  const ids = useId();
  const [params, setParams] = useUrlParams();
  const onlyUnprotected = params.get("only") === "unprotected";
  const includeAll = params.get("all") === "1";
  const nodeId = params.get("node");
  const selected = useMemo(() => parseTreeNodeId(nodeId), [nodeId]);
  const projects = usePortalQuery("backup.projects.list", includeAll ? { get_all: true } : {});
  const { names } = useBackupNames();

  const toggle = (id: string, label: string, checked: boolean, onChange: (checked: boolean) => void) => (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <label htmlFor={id} className="text-sm text-ink">
        {label}
      </label>
    </div>
  );

  return (
    <BackupActionsProvider>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs items={[{ label: t("nav.area"), href: "/backups" }, { label: t("protection.title") }]} />
        }
        title={t("protection.title")}
        description={t("protection.description")}
        actions={<InventoryRefresh />}
      />
      <BackupsTabs />
      <ActivityPanel />
      <ProtectionSummary projects={projects.data} />
      <div className="mb-8 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby={`${ids}-tree`} className="rounded-lg border border-line bg-surface p-3">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${ids}-tree`} className="text-base font-semibold text-ink">
              {t("protection.tree.title")}
            </h2>
            <div className="flex flex-wrap items-center gap-4">
              {toggle(`${ids}-only`, t("protection.tree.onlyUnprotected"), onlyUnprotected, (checked) =>
                setParams({ only: checked ? "unprotected" : null }),
              )}
              {toggle(`${ids}-all`, t("protection.tree.includeAll"), includeAll, (checked) =>
                setParams({ all: checked ? "1" : null }),
              )}
            </div>
          </div>
          <ProtectionTree
            onlyUnprotected={onlyUnprotected}
            includeAll={includeAll}
            selectedId={nodeId}
            onSelect={(id) => setParams({ node: id })}
          />
        </section>
        <ResourcePanel selected={selected} policyNames={names.policies} />
      </div>
      <ResourceMaps />
    </BackupActionsProvider>
  );
}
