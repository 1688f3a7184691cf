"use client";

import { actionsColumn } from "@/components/ui/data-table-columns";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Card } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { UsageBar } from "@/components/ui/progress";
import { usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import { clientChoicesOf, resourceChoicesOf } from "./quota-model";
import { parseMyQuotas, parseQuotaProfiles, type QuotaProfileRow } from "./quota-records";
import { QuotaProfileApplyDialog } from "./QuotaProfileApplyDialog";
import { formatQuotaAmount } from "@/lib/quota-units";

/** GET /profile/quota: the account's own quotas and the quota profiles, each applicable to a client or resource. */
export function QuotaProfilesPanel() {
  const t = useTranslations("quotas.profiles");
  const locale = useLocale();
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const data = usePortalQuery("quotas.profiles.list", {});
  const lines = usePortalQuery("quotas.overview.lines", {}, { retry: false });
  const profiles = useMemo(() => (data.data ? parseQuotaProfiles(data.data.profiles) : undefined), [data.data]);
  const mine = useMemo(() => parseMyQuotas(data.data?.my_quotas), [data.data]);
  const [applying, setApplying] = useState<QuotaProfileRow | null>(null);
  const denied = useDenied("quotas.profile.show");
  const choices = useMemo(() => {
    const all = lines.data ?? [];
    const resellers = [...new Set(all.flatMap((l) => (l.reseller ? [l.reseller] : [])))].map((value) => ({ value }));
    return { clients: clientChoicesOf(all), resources: resourceChoicesOf(all), resellers };
  }, [lines.data]);

  const columns = useMemo<ColumnDef<QuotaProfileRow>[]>(
    () => [
      {
        id: "name",
        accessorFn: (p) => p.name || p.id,
        header: t("columns.name"),
        meta: { kind: "name", className: "font-medium" },
      },
      {
        id: "description",
        accessorFn: (p) => p.description,
        header: t("columns.description"),
        meta: { kind: "text", className: "text-muted" },
      },
      {
        id: "quotas",
        accessorFn: (p) =>
          Object.entries(p.quotas)
            .map(([k, v]) => `${k}=${v}`)
            .join(", "),
        header: t("columns.quotas"),
        cell: ({ row }) => (
          <ul className="flex flex-wrap gap-1">
            {Object.entries(row.original.quotas).map(([quota, limit]) => (
              <li key={quota} className="rounded bg-raised px-1.5 font-mono text-xs">
                {quota}: {limit}
              </li>
            ))}
          </ul>
        ),
      },
      { id: "id", accessorKey: "id", header: t("columns.id"), meta: { kind: "id", className: "font-mono text-xs" } },
      actionsColumn(t("columns.actions"), ({ row }) => (
        <ActionButton
          size="sm"
          denied={denied}
          aria-label={t("applyNamed", { name: row.original.name || row.original.id })}
          onClick={() => setApplying(row.original)}
        >
          {t("applyOpen")}
        </ActionButton>
      )),
    ],
    [t, denied],
  );

  return (
    <div className="space-y-4">
      {mine.length > 0 && (
        <Card title={t("mine")} description={t("mineDescription")}>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {mine.map((q) => (
              <div key={q.quota} className="space-y-1">
                <UsageBar
                  label={t("usedOf", { quota: q.quota })}
                  used={q.used ?? 0}
                  limit={q.limit}
                  format={(value) => formatQuotaAmount(value, q.quota, locale)}
                />
                <UsageBar
                  label={t("allocatedOf", { quota: q.quota })}
                  used={q.allocated ?? 0}
                  limit={q.limit}
                  format={(value) => formatQuotaAmount(value, q.quota, locale)}
                />
              </div>
            ))}
          </div>
        </Card>
      )}
      <DataTable
        tableId="quota-profiles"
        label={t("tableLabel")}
        data={profiles}
        columns={columns}
        query={data}
        getRowId={(p) => p.id}
        search={search}
        onSearchChange={setSearch}
        sorting={sorting}
        onSortingChange={setSorting}
        defaultHiddenColumns={["id"]}
        exportFileName="quota-profiles"
        rowHeight={56}
        emptyState={<EmptyState title={t("empty")} />}
      />
      <QuotaProfileApplyDialog profile={applying} onClose={() => setApplying(null)} {...choices} />
    </div>
  );
}
