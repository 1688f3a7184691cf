"use client";

import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Suspense, useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { lazyComponent } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParams, useUrlSort } from "@/lib/url-state";
import { ActivityPanel } from "../activity/ActivityPanel";
import { BackupsTabs } from "../shared/BackupsTabs";
import { HIDDEN_POLICY_COLUMNS, usePolicyColumns } from "./policy-columns";
import { usePolicyAssignments } from "./use-policy-assignments";

// Loaded when a policy is opened: the sheet (a dialog) and its assign form are not needed for the table's first
// paint (first-load budget).
const PolicySheet = lazyComponent(() => import("./PolicySheet").then((m) => m.PolicySheet));

/**
 * Backup policies (GET /backup/policies, `show_all` for disabled ones too) with the resources each applies to.
 * A policy is assigned by taking a backup of a resource under it, from the backups or protection views.
 */
export function PoliciesPage() {
  const t = useTranslations("backups");
  const toggleId = useId();
  const [params, setParams] = useUrlParams();
  const [sorting, setSorting] = useUrlSort();
  const showAll = params.get("all") === "1";
  const policies = usePortalQuery("backup.policies.list", showAll ? { show_all: true } : {});
  const assignments = usePolicyAssignments();
  const columns = usePolicyColumns(assignments.byPolicy, assignments.loading);
  const openId = params.get("policy");
  const open = openId ? policies.data?.find((p) => p.id === openId) : undefined;

  return (
    <>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs items={[{ label: t("nav.area"), href: "/backups" }, { label: t("policies.title") }]} />
        }
        title={t("policies.title")}
        description={t("policies.description")}
      />
      <BackupsTabs />
      <ActivityPanel />
      <DataTable
        query={policies}
        tableId="backup-policies"
        label={t("policies.tableLabel")}
        data={policies.data}
        columns={columns}
        getRowId={(policy) => policy.id ?? ""}
        search={params.get("q") ?? ""}
        onSearchChange={(q) => setParams({ q })}
        searchPlaceholder={t("policies.searchPlaceholder")}
        sorting={sorting}
        onSortingChange={setSorting}
        defaultHiddenColumns={HIDDEN_POLICY_COLUMNS}
        exportFileName="backup-policies"
        rowHeight={56}
        onRowClick={(policy) => setParams({ policy: policy.id ?? null })}
        toolbar={
          <div className="flex items-center gap-2">
            <Checkbox
              id={toggleId}
              checked={showAll}
              onCheckedChange={(value) => setParams({ all: value === true ? "1" : null })}
            />
            <label htmlFor={toggleId} className="text-sm text-ink">
              {t("policies.showAll")}
            </label>
          </div>
        }
        emptyState={<EmptyState icon={<ShieldCheck />} title={t("policies.empty")} />}
      />
      {assignments.error && <p className="mt-2 text-sm text-warn">{t("policies.assignmentsFailed")}</p>}
      <Suspense fallback={null}>
        {open && (
          <PolicySheet
            policy={open}
            resources={assignments.byPolicy.get(open.id ?? "")}
            loading={assignments.loading}
            onClose={() => setParams({ policy: null })}
          />
        )}
      </Suspense>
    </>
  );
}
