"use client";

import { actionsColumn } from "@/components/ui/data-table-columns";
import type { ColumnDef } from "@tanstack/react-table";
import { KeySquare } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { itemActions, listActions, withPreloads } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { CopyButton } from "@/components/ui/copy-button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { StatusBadge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/toast";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import type { IaaSCredential } from "@/lib/portal/schemas/iaas";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import { CREDENTIAL_ACTIONS } from "./credential-actions";
import { accessKeyOf, extrasOf } from "./credential-model";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { LazyTypeToConfirmDialog, preloadConfirm } from "@/components/ui/lazy-confirm-dialog";

// First-load budget: the create form (react-hook-form, zod, the catalog, Radix Dialog) loads when first opened.
const CredentialCreateDialog = lazyComponent(() =>
  import("./CredentialCreateDialog").then((m) => m.CredentialCreateDialog),
);

/** Each action's dialog is fetched on intent. */
const ACTIONS = withPreloads(CREDENTIAL_ACTIONS, { create: CredentialCreateDialog.preload, delete: preloadConfirm });

interface CredentialRow {
  id: string;
  access: string;
  description: string;
  active?: boolean;
  type: string;
  user: string;
  roles: string[];
  userBound?: boolean;
}

const toRow = (c: IaaSCredential & { id: string }): CredentialRow => {
  const extras = extrasOf(c);
  return {
    id: c.id,
    access: accessKeyOf(c) ?? "",
    description: extras.description ?? "",
    active: c.active,
    type: c.type ?? "",
    user: c.user_name || c.user_id || "",
    roles: extras.roles,
    userBound: extras.userBound,
  };
};

/** The credentials of a project: access keys only (secrets are never listed), create and delete. */
export function CredentialsPanel({ project }: { project: { id: string; name?: string } }) {
  const t = useTranslations("infrastructure.credentials");
  const tValues = useTranslations("infrastructure.values");
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CredentialRow | null>(null);
  const offered = useOfferedActions(ACTIONS);
  const credentials = usePortalQuery("iaas.credentials.list", { project_id: project.id });
  const remove = usePortalMutation("iaas.credential.delete");
  const rows = useMemo(
    () =>
      credentials.data
        ?.filter((c): c is IaaSCredential & { id: string } => typeof c.id === "string" && c.id !== "")
        .map(toRow),
    [credentials.data],
  );

  const columns = useMemo<ColumnDef<CredentialRow>[]>(
    () => [
      {
        id: "access",
        accessorKey: "access",
        header: t("columns.accessKey"),
        cell: ({ row }) =>
          row.original.access ? (
            <span className="inline-flex items-center gap-1">
              <span className="font-mono text-xs">{row.original.access}</span>
              <CopyButton value={row.original.access} label={t("copyAccess")} />
            </span>
          ) : (
            <span className="text-muted">—</span>
          ),
        meta: { kind: "name" },
      },
      { id: "description", accessorKey: "description", header: t("columns.description"), meta: { kind: "text" } },
      {
        id: "active",
        accessorFn: (row) => (row.active === false ? t("inactive") : t("active")),
        header: t("columns.state"),
        cell: ({ row }) =>
          row.original.active === undefined ? (
            <span className="text-muted">—</span>
          ) : (
            <StatusBadge
              tone={row.original.active ? "ok" : "neutral"}
              label={row.original.active ? t("active") : t("inactive")}
            />
          ),
        meta: { kind: "state" },
      },
      { id: "user", accessorKey: "user", header: t("columns.user"), meta: { kind: "id" } },
      { id: "roles", accessorFn: (row) => row.roles.join(", "), header: t("columns.roles") },
      {
        id: "userBound",
        accessorFn: (row) => (row.userBound === undefined ? "" : row.userBound ? tValues("yes") : tValues("no")),
        header: t("columns.userBound"),
      },
      { id: "type", accessorKey: "type", header: t("columns.type"), meta: { kind: "id", priority: 3 } },
      { id: "id", accessorKey: "id", header: t("columns.id"), meta: { kind: "id", className: "font-mono text-xs" } },
      actionsColumn(t("columns.actions"), ({ row }) => (
        <ActionButtons
          offered={itemActions(offered(row.original))}
          size="sm"
          variant="secondary"
          label={(action) => t(action.label)}
          name={(action) => action.named && t(action.named, { key: row.original.access || row.original.id })}
          onRun={() => setDeleting(row.original)}
        />
      )),
    ],
    [t, tValues, offered],
  );

  const confirmText = deleting ? deleting.access || deleting.id : "";
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted">{t("description")}</p>
        <ActionButtons
          offered={listActions(offered(undefined))}
          label={(action) => t(action.label)}
          onRun={() => setCreating(true)}
        />
      </div>
      <DataTable
        query={credentials}
        tableId="iaas-credentials"
        label={t("tableLabel", { project: project.name || project.id })}
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        search={search}
        onSearchChange={setSearch}
        sorting={sorting}
        onSortingChange={setSorting}
        defaultHiddenColumns={["id", "type"]}
        exportFileName={`credentials-${project.name || project.id}`}
        height="50vh"
        emptyState={<EmptyState icon={<KeySquare />} title={t("empty.title")} description={t("empty.description")} />}
      />
      <WhenOpened open={creating}>
        <CredentialCreateDialog projectId={project.id} open={creating} onOpenChange={setCreating} />
      </WhenOpened>
      <LazyTypeToConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle")}
        description={t("deleteDescription")}
        confirmLabel={t("deleteConfirm")}
        confirmationText={confirmText}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ project_id: project.id, credential_id: deleting.id });
          toast({ title: t("deleted"), tone: "ok" });
        }}
      />
    </div>
  );
}
