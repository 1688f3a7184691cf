"use client";

import { actionsColumn } from "@/components/ui/data-table-columns";
import type { ColumnDef } from "@tanstack/react-table";
import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { blockOf, itemActions, listActions } from "@/components/ui/actions/resource-action";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { Section } from "@/components/ui/card";
import type { QueryView } from "@/components/ui/query-state";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { SECRET_ACTIONS } from "../model/credential-actions";
import type { ClusterSecret } from "../model/credentials";
import { useClusterFormat } from "../shared/use-cluster-format";
import { SecretDeleteDialog } from "./SecretDeleteDialog";
import { SecretFormDialog } from "./SecretFormDialog";
import { UsageList } from "./UsageList";

interface SecretRow {
  secret: ClusterSecret;
  users: string[];
}

export interface SecretsSectionProps {
  namespace: string;
  query: QueryView<unknown>;
  secrets: ClusterSecret[] | undefined;
  /** Secret name → bindings using it; undefined while unknown. */
  users: Map<string, string[]> | undefined;
}

type Open = { kind: "create" } | { kind: "edit" | "delete"; secret: ClusterSecret } | null;

/** Secrets of a namespace: values are write-only, so the table shows which keys a secret holds, never their values. */
export function SecretsSection({ namespace, query, secrets, users }: SecretsSectionProps) {
  const t = useTranslations("clusters.credentials");
  const format = useClusterFormat();
  const [open, setOpen] = useState<Open>(null);
  const offered = useOfferedActions(SECRET_ACTIONS);

  const rows = useMemo<SecretRow[] | undefined>(
    () => secrets?.map((secret) => ({ secret, users: users?.get(secret.name) ?? [] })),
    [secrets, users],
  );
  const columns = useMemo<ColumnDef<SecretRow>[]>(
    () => [
      {
        id: "name",
        accessorFn: (row) => row.secret.name,
        header: t("secrets.columns.name"),
        meta: { kind: "name", className: "font-mono" },
      },
      {
        id: "keys",
        accessorFn: (row) => row.secret.keys.join(", "),
        header: t("secrets.columns.keys"),
        cell: ({ row }) => (
          <span className="text-muted">{t("secrets.keysHidden", { count: row.original.secret.keys.length })}</span>
        ),
      },
      {
        id: "usedBy",
        accessorFn: (row) => row.users.join(", "),
        header: t("secrets.columns.usedBy"),
        cell: ({ row }) => <UsageList items={row.original.users} none={t("notUsed")} />,
      },
      {
        id: "created",
        accessorFn: (row) => row.secret.created ?? "",
        header: t("columns.created"),
        enableGlobalFilter: false,
        cell: ({ row }) => format.date(row.original.secret.created),
        meta: { kind: "date" },
      },
      actionsColumn(t("columns.actions"), ({ row }) => {
        const { secret, users: usedBy } = row.original;
        return (
          <span className="flex gap-1">
            <ActionButtons
              offered={itemActions(offered({ usedBy }))}
              size="sm"
              variant="ghost"
              iconOnly
              label={(action) => t(action.label, { name: secret.name })}
              blocked={(action) => {
                const block = blockOf(action, { usedBy });
                return block && t(block.reason, block.values);
              }}
              onRun={(id) => setOpen({ kind: id === "delete" ? "delete" : "edit", secret })}
            />
          </span>
        );
      }),
    ],
    [t, format, offered],
  );

  return (
    <Section
      title={t("secrets.title")}
      description={t("secrets.description")}
      actions={
        <ActionButtons
          offered={listActions(offered({}))}
          label={(action) => t(action.label)}
          onRun={() => setOpen({ kind: "create" })}
        />
      }
    >
      <DataTable
        query={query}
        tableId="cluster-secrets"
        label={t("secrets.title")}
        data={rows}
        columns={columns}
        getRowId={(row) => row.secret.name}
        recordKind="cluster.secret"
        searchable={false}
        defaultSorting={[{ id: "name", desc: false }]}
        emptyState={<EmptyState icon={<KeyRound />} title={t("secrets.empty")} />}
      />
      <SecretFormDialog
        namespace={namespace}
        secret={open?.kind === "edit" ? open.secret : undefined}
        open={open?.kind === "create" || open?.kind === "edit"}
        onOpenChange={(next) => !next && setOpen(null)}
      />
      {open?.kind === "delete" && (
        <SecretDeleteDialog namespace={namespace} secret={open.secret} onClose={() => setOpen(null)} />
      )}
    </Section>
  );
}
