"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Globe } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { withPreloads } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import type { IaaSDomain } from "@/lib/portal/schemas/iaas";
import { descriptionColumn, idColumn, nameColumn } from "../shared/inventory-columns";
import { InventoryTablePage } from "../shared/InventoryTablePage";
import { DOMAIN_ACTIONS } from "./domain-actions";

// First-load budget: the create form (react-hook-form, zod, Radix Dialog) loads when it is first opened.
const DomainCreateDialog = lazyComponent(() => import("./DomainCreateDialog").then((m) => m.DomainCreateDialog));

/** Creating a domain, whose form is fetched on intent. */
const ACTIONS = withPreloads(DOMAIN_ACTIONS, { create: DomainCreateDialog.preload });

/** Identity domains: list, create, and a way into each domain's projects. */
export function DomainsPage() {
  const t = useTranslations("infrastructure.domains");
  const [creating, setCreating] = useState(false);
  const offered = useOfferedActions(ACTIONS);
  const domains = usePortalQuery("iaas.domains.list", {});

  const columns = useMemo<ColumnDef<IaaSDomain>[]>(
    () => [
      nameColumn(t("columns.name"), (row) => row.name ?? ""),
      {
        id: "enabled",
        accessorFn: (row) => (row.enabled === false ? t("disabled") : t("enabled")),
        header: t("columns.state"),
        cell: ({ row }) => (
          <StatusBadge
            tone={row.original.enabled === false ? "neutral" : "ok"}
            label={row.original.enabled === false ? t("disabled") : t("enabled")}
          />
        ),
        meta: { kind: "state" },
      },
      descriptionColumn(t("columns.description")),
      {
        id: "tags",
        accessorFn: (row) => (row.tags ?? []).map(String).join(", "),
        header: t("columns.tags"),
      },
      {
        id: "projects",
        header: t("columns.projects"),
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
      idColumn(t("columns.id")),
    ],
    [t],
  );

  return (
    <InventoryTablePage
      section="domains"
      recordKind="iaas.domain"
      query={domains}
      columns={columns}
      hiddenColumns={["id"]}
      empty={{ icon: <Globe />, title: t("empty.title"), description: t("empty.description") }}
      actions={
        <ActionButtons
          offered={offered(undefined)}
          label={(action) => t(action.label)}
          onRun={() => setCreating(true)}
        />
      }
    >
      <WhenOpened open={creating}>
        <DomainCreateDialog open={creating} onOpenChange={setCreating} />
      </WhenOpened>
    </InventoryTablePage>
  );
}
