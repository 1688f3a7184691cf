"use client";

import { actionsColumn } from "@/components/ui/data-table-columns";
import type { ColumnDef } from "@tanstack/react-table";
import { FolderOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { itemActions, listActions } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { TypeToConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { toast } from "@/components/ui/toast";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import { useStorageChoices } from "../use-storage-choices";
import { BUCKET_ACTIONS } from "./bucket-actions";
import { ShareBucketDialog } from "./ShareBucketDialog";
import { useKnownBuckets } from "./use-known-buckets";

interface BucketRow {
  bucket: string;
  key: string;
  user: string;
  projectId: string;
  endpoint: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Shared buckets (GET /objstore/shared_bucket): share one, unshare after typing its name. */
export function SharedBucketsPanel() {
  const t = useTranslations("storage.buckets");
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [sharing, setSharing] = useState(false);
  const [unsharing, setUnsharing] = useState<BucketRow | null>(null);
  const offered = useOfferedActions(BUCKET_ACTIONS);
  const buckets = usePortalQuery("objstore.sharedBuckets.list", {});
  const unshare = usePortalMutation("objstore.sharedBucket.delete");
  const choices = useStorageChoices();
  const { known, remember } = useKnownBuckets();
  const rows = useMemo(
    () =>
      buckets.data?.flatMap((b) => {
        const record = b as Record<string, unknown>;
        return b.bucket
          ? [
              {
                bucket: b.bucket,
                key: b.key ?? "",
                user: b.user_id ?? "",
                projectId: text(record.project_id),
                endpoint: text(record.objstore_url),
              },
            ]
          : [];
      }),
    [buckets.data],
  );
  // Every shared bucket is one the share form can offer again once it is unshared.
  useEffect(() => {
    if (rows)
      remember(
        rows.map((row) => ({
          bucket: row.bucket,
          project_id: row.projectId || undefined,
          objstore_url: row.endpoint || undefined,
        })),
      );
  }, [rows, remember]);
  const sharedNames = useMemo(() => new Set((rows ?? []).map((row) => row.bucket)), [rows]);

  const columns = useMemo<ColumnDef<BucketRow>[]>(
    () => [
      {
        id: "bucket",
        accessorKey: "bucket",
        header: t("columns.bucket"),
        cell: ({ getValue }) => <span className="font-mono font-medium">{getValue<string>()}</span>,
        meta: { kind: "name" },
      },
      {
        id: "key",
        accessorKey: "key",
        header: t("columns.key"),
        cell: ({ row }) =>
          row.original.key ? (
            <span className="inline-flex items-center gap-1">
              <span className="font-mono text-xs">{row.original.key}</span>
              <CopyButton value={row.original.key} label={t("copyKey", { bucket: row.original.bucket })} />
            </span>
          ) : (
            "—"
          ),
        meta: { kind: "id" },
      },
      { id: "user", accessorKey: "user", header: t("columns.user"), meta: { kind: "id" } },
      {
        id: "project",
        accessorFn: (row) => choices.projectNames.get(row.projectId) ?? row.projectId,
        header: t("columns.project"),
        meta: { kind: "id" },
      },
      {
        id: "endpoint",
        accessorKey: "endpoint",
        header: t("columns.endpoint"),
        meta: { kind: "id", className: "font-mono text-xs" },
      },
      actionsColumn(t("columns.actions"), ({ row }) => (
        <ActionButtons
          offered={itemActions(offered(row.original))}
          size="sm"
          variant="secondary"
          label={(action) => t(action.label)}
          name={(action) => action.named && t(action.named, { bucket: row.original.bucket })}
          onRun={() => setUnsharing(row.original)}
        />
      )),
    ],
    [t, offered, choices.projectNames],
  );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted">{t("description")}</p>
        <ActionButtons
          offered={listActions(offered(undefined))}
          label={(action) => t(action.label)}
          onRun={() => setSharing(true)}
        />
      </div>
      <DataTable
        query={buckets}
        tableId="objstore-shared-buckets"
        label={t("tableLabel")}
        data={rows}
        columns={columns}
        getRowId={(row) => row.bucket}
        recordKind="storage.sharedBucket"
        search={search}
        onSearchChange={setSearch}
        sorting={sorting}
        onSortingChange={setSorting}
        defaultHiddenColumns={["endpoint"]}
        exportFileName="shared-buckets"
        emptyState={<EmptyState icon={<FolderOpen />} title={t("empty.title")} description={t("empty.description")} />}
      />
      <ShareBucketDialog
        open={sharing}
        onOpenChange={setSharing}
        projects={choices.projects}
        endpoints={choices.endpoints}
        known={known}
        shared={sharedNames}
      />
      <TypeToConfirmDialog
        open={unsharing !== null}
        onOpenChange={(open) => !open && setUnsharing(null)}
        title={t("unshareTitle", { bucket: unsharing?.bucket ?? "" })}
        description={t("unshareDescription")}
        confirmLabel={t("unshareConfirm")}
        cancelLabel={t("keepShared")}
        confirmationText={unsharing?.bucket ?? ""}
        onConfirm={async () => {
          if (!unsharing) return;
          await unshare.mutateAsync({ bucket: unsharing.bucket });
          toast({ title: t("unshared", { bucket: unsharing.bucket }), tone: "ok" });
        }}
      />
    </div>
  );
}
