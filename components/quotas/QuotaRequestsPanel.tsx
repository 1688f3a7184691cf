"use client";

import { actionsColumn } from "@/components/ui/data-table-columns";
import { Check, Inbox, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { UsageBar } from "@/components/ui/progress";
import { toast } from "@/components/ui/toast";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { formatDateTime } from "@/lib/format";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import type { ColumnDef } from "@tanstack/react-table";
import { requestRef, toRequestRows, type QuotaRequestRow } from "./quota-records";
import { QuotaRejectDialog } from "./QuotaRejectDialog";
import { formatQuotaAmount } from "@/lib/quota-units";

type Decision = { kind: "accept" | "reject"; requests: QuotaRequestRow[] };

/** GET /quota/requests: pending increases, accepted or rejected (with a reason) one or many at a time. */
export function QuotaRequestsPanel() {
  const t = useTranslations("quotas.requests");
  const locale = useLocale();
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const requests = usePortalQuery("quotas.requests.list", {});
  const rows = useMemo(() => (requests.data ? toRequestRows(requests.data) : undefined), [requests.data]);
  const [decision, setDecision] = useState<Decision | null>(null);
  const accept = usePortalMutation("quotas.requests.accept");
  const acceptDenied = useDenied("quotas.requests.accept");
  const rejectDenied = useDenied("quotas.requests.reject");

  const columns = useMemo<ColumnDef<QuotaRequestRow>[]>(
    () => [
      {
        id: "resource",
        accessorFn: (r) => r.resource_name ?? r.resource ?? "",
        header: t("columns.resource"),
        meta: { kind: "name" },
      },
      {
        id: "client",
        accessorFn: (r) => r.client_name ?? r.client ?? "",
        header: t("columns.client"),
        meta: { kind: "id" },
      },
      {
        id: "quota",
        accessorFn: (r) => r.quota ?? "",
        header: t("columns.quota"),
        meta: { kind: "id", className: "font-mono text-xs" },
      },
      {
        id: "current",
        accessorFn: (r) => r.current ?? 0,
        header: t("columns.current"),
        cell: ({ row }) => formatQuotaAmount(row.original.current, row.original.quota ?? "", locale),
        meta: { card: true, align: "end" },
      },
      {
        id: "requested",
        accessorFn: (r) => r.limit ?? 0,
        header: t("columns.requested"),
        cell: ({ row }) => formatQuotaAmount(row.original.limit, row.original.quota ?? "", locale),
        meta: { card: true, align: "end" },
      },
      {
        id: "mine",
        accessorFn: (r) => r.my_used ?? 0,
        header: t("columns.mine"),
        enableGlobalFilter: false,
        cell: ({ row }) => (
          <UsageBar
            label={t("mineOf", { quota: row.original.quota ?? "" })}
            used={row.original.my_used ?? 0}
            limit={row.original.my_limit}
            format={(value) => formatQuotaAmount(value, row.original.quota ?? "", locale)}
          />
        ),
        meta: { priority: 3 },
      },
      {
        id: "date",
        accessorFn: (r) => (typeof r.date === "string" ? r.date : ""),
        header: t("columns.date"),
        cell: ({ getValue }) => formatDateTime(getValue<string>() || null, locale),
        meta: { kind: "date" },
      },
      actionsColumn(t("columns.actions"), ({ row }) => (
        <div className="flex gap-2" onClick={(e) => e.stopPropagation()}>
          <ActionButton
            size="sm"
            denied={acceptDenied}
            aria-label={t("acceptOne", {
              quota: row.original.quota ?? "",
              resource: row.original.resource_name ?? "",
            })}
            onClick={() => setDecision({ kind: "accept", requests: [row.original] })}
          >
            {t("accept")}
          </ActionButton>
          <ActionButton
            size="sm"
            denied={rejectDenied}
            aria-label={t("rejectOne", {
              quota: row.original.quota ?? "",
              resource: row.original.resource_name ?? "",
            })}
            onClick={() => setDecision({ kind: "reject", requests: [row.original] })}
          >
            {t("reject")}
          </ActionButton>
        </div>
      )),
    ],
    [t, locale, acceptDenied, rejectDenied],
  );

  const accepting = decision?.kind === "accept" ? decision.requests : [];
  const acceptAll = async () => {
    await accept.mutateAsync({ quotas: accepting.map(requestRef) });
    toast({ title: t("accepted", { count: accepting.length }), tone: "ok" });
  };

  return (
    <>
      <DataTable
        tableId="quota-requests"
        label={t("tableLabel")}
        data={rows}
        columns={columns}
        query={requests}
        getRowId={(r) => r.key}
        search={search}
        onSearchChange={setSearch}
        sorting={sorting}
        onSortingChange={setSorting}
        exportFileName="quota-requests"
        selectable
        bulkActions={(selected, clear) => (
          <>
            <ActionButton
              size="sm"
              icon={<Check aria-hidden className="size-4" />}
              denied={acceptDenied}
              onClick={() => {
                setDecision({ kind: "accept", requests: selected });
                clear();
              }}
            >
              {t("acceptSelected", { count: selected.length })}
            </ActionButton>
            <ActionButton
              size="sm"
              icon={<X aria-hidden className="size-4" />}
              denied={rejectDenied}
              onClick={() => {
                setDecision({ kind: "reject", requests: selected });
                clear();
              }}
            >
              {t("rejectSelected", { count: selected.length })}
            </ActionButton>
          </>
        )}
        emptyState={<EmptyState icon={<Inbox />} title={t("empty")} />}
      />
      <ConfirmDialog
        open={accepting.length > 0}
        onOpenChange={(open) => !open && setDecision(null)}
        title={t("acceptTitle", { count: accepting.length })}
        description={t("acceptDescription")}
        confirmLabel={t("accept")}
        onConfirm={acceptAll}
      >
        <ul className="space-y-1 text-sm">
          {accepting.map((r) => (
            <li key={r.key}>
              {t("line", {
                quota: r.quota ?? "",
                resource: r.resource_name ?? r.resource ?? "",
                from: r.current ?? 0,
                to: r.limit ?? 0,
              })}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
      <QuotaRejectDialog
        requests={decision?.kind === "reject" ? decision.requests : []}
        onClose={() => setDecision(null)}
      />
    </>
  );
}
