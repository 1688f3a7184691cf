"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Globe, Plus } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import type { IaaSDomain } from "@/lib/portal/schemas/iaas";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import { InfrastructureFrame } from "../shared/InfrastructureFrame";
import { LazyRecordSheet } from "../shared/LazyRecordSheet";
import { lazyComponent, preloadOn, WhenOpened } from "@/components/ui/lazy";

// First-load budget: the create form (react-hook-form, zod, Radix Dialog) loads when it is first opened.
const DomainCreateDialog = lazyComponent(() => import("./DomainCreateDialog").then((m) => m.DomainCreateDialog));

/** Identity domains: list, create, and a way into each domain's projects. */
export function DomainsPage() {
  const t = useTranslations("infrastructure.domains");
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<IaaSDomain | null>(null);
  const createDenied = useDenied("iaas.domains.create");
  const domains = usePortalQuery("iaas.domains.list", {});

  const columns = useMemo<ColumnDef<IaaSDomain>[]>(
    () => [
      {
        id: "name",
        accessorFn: (row) => row.name ?? "",
        header: t("columns.name"),
        size: 200,
        cell: ({ getValue }) => <span className="font-medium">{getValue<string>()}</span>,
      },
      {
        id: "enabled",
        accessorFn: (row) => (row.enabled === false ? t("disabled") : t("enabled")),
        header: t("columns.state"),
        size: 120,
        cell: ({ row }) => (
          <StatusBadge
            tone={row.original.enabled === false ? "neutral" : "ok"}
            label={row.original.enabled === false ? t("disabled") : t("enabled")}
          />
        ),
      },
      {
        id: "description",
        accessorFn: (row) => row.description ?? "",
        header: t("columns.description"),
        size: 260,
        meta: { className: "text-muted" },
      },
      {
        id: "tags",
        accessorFn: (row) => (row.tags ?? []).map(String).join(", "),
        header: t("columns.tags"),
        size: 140,
      },
      {
        id: "projects",
        header: t("columns.projects"),
        size: 150,
        enableSorting: false,
        enableGlobalFilter: false,
        meta: { export: false, label: t("columns.projects") },
        cell: ({ row }) =>
          row.original.name ? (
            <NextLink
              href={`/infrastructure/projects?domain=${encodeURIComponent(row.original.name)}`}
              className="text-accent hover:underline"
              onClick={(event) => event.stopPropagation()}
            >
              {t("showProjects")}
            </NextLink>
          ) : null,
      },
      {
        id: "id",
        accessorFn: (row) => row.id ?? "",
        header: t("columns.id"),
        size: 280,
        meta: { className: "font-mono text-xs" },
      },
    ],
    [t],
  );

  return (
    <InfrastructureFrame
      section="domains"
      description={t("description")}
      actions={
        <ActionButton
          variant="primary"
          icon={<Plus aria-hidden className="size-4" />}
          denied={createDenied}
          onClick={() => setCreating(true)}
          {...preloadOn(DomainCreateDialog.preload)}
        >
          {t("create.open")}
        </ActionButton>
      }
    >
      <DataTable
        query={domains}
        tableId="iaas-domains"
        label={t("tableLabel")}
        data={domains.data}
        columns={columns}
        getRowId={(row, index) => row.id ?? `#${index}`}
        search={search}
        onSearchChange={setSearch}
        sorting={sorting}
        onSortingChange={setSorting}
        defaultHiddenColumns={["id"]}
        exportFileName="infrastructure-domains"
        onRowClick={setOpen}
        emptyState={<EmptyState icon={<Globe />} title={t("empty.title")} description={t("empty.description")} />}
      />
      <WhenOpened open={creating}>
        <DomainCreateDialog open={creating} onOpenChange={setCreating} />
      </WhenOpened>
      <LazyRecordSheet record={open} title={open?.name ?? ""} onClose={() => setOpen(null)} />
    </InfrastructureFrame>
  );
}
