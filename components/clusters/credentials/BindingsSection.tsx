"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Link2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { blockOf } from "@/components/ui/actions/resource-action";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { Section } from "@/components/ui/card";
import type { QueryView } from "@/components/ui/query-state";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { BINDING_ACTIONS } from "../model/credential-actions";
import type { ClusterSecret, SecretBinding } from "../model/credentials";
import { shootHref } from "../model/shoot";
import { useClusterFormat } from "../shared/use-cluster-format";
import { BindingCreateDialog } from "./BindingCreateDialog";
import { UsageList } from "./UsageList";

interface BindingRow {
  binding: SecretBinding;
  clusters: string[];
}

export interface BindingsSectionProps {
  namespace: string;
  query: QueryView<unknown>;
  bindings: SecretBinding[] | undefined;
  secrets: ClusterSecret[];
  /** Binding name → clusters using it; undefined while unknown. */
  users: Map<string, string[]> | undefined;
}

/** Secret bindings: which secret each one makes usable, and which clusters use it. */
export function BindingsSection({ namespace, query, bindings, secrets, users }: BindingsSectionProps) {
  const t = useTranslations("clusters.credentials");
  const format = useClusterFormat();
  const [creating, setCreating] = useState(false);
  const offered = useOfferedActions(BINDING_ACTIONS);
  // Whether a secret exists is only known once the bindings have been read with it.
  const state = { secrets: bindings ? secrets.length : undefined };
  const rows = useMemo<BindingRow[] | undefined>(
    () => bindings?.map((binding) => ({ binding, clusters: users?.get(binding.name) ?? [] })),
    [bindings, users],
  );
  const columns = useMemo<ColumnDef<BindingRow>[]>(
    () => [
      {
        id: "name",
        accessorFn: (row) => row.binding.name,
        header: t("bindings.columns.name"),
        meta: { kind: "name", className: "font-mono" },
      },
      {
        id: "secret",
        accessorFn: (row) => row.binding.secretName ?? "",
        header: t("bindings.columns.secret"),
        meta: { kind: "id", className: "font-mono" },
      },
      {
        id: "provider",
        accessorFn: (row) => row.binding.provider ?? "",
        header: t("bindings.columns.provider"),
      },
      {
        id: "usedBy",
        accessorFn: (row) => row.clusters.join(", "),
        header: t("bindings.columns.usedBy"),
        cell: ({ row }) => (
          <UsageList
            items={row.original.clusters}
            none={t("notUsed")}
            href={(cluster) => shootHref({ namespace, name: cluster })}
          />
        ),
      },
      {
        id: "created",
        accessorFn: (row) => row.binding.created ?? "",
        header: t("columns.created"),
        enableGlobalFilter: false,
        cell: ({ row }) => format.date(row.original.binding.created),
        meta: { kind: "date" },
      },
    ],
    [t, format, namespace],
  );

  return (
    <Section
      title={t("bindings.title")}
      description={t("bindings.description")}
      actions={
        <ActionButtons
          offered={offered(state)}
          label={(action) => t(action.label)}
          blocked={(action) => {
            const block = blockOf(action, state);
            return block && t(block.reason);
          }}
          onRun={() => setCreating(true)}
        />
      }
    >
      <DataTable
        query={query}
        tableId="cluster-secret-bindings"
        label={t("bindings.title")}
        data={rows}
        columns={columns}
        getRowId={(row) => row.binding.name}
        recordKind="cluster.binding"
        searchable={false}
        defaultSorting={[{ id: "name", desc: false }]}
        emptyState={<EmptyState icon={<Link2 />} title={t("bindings.empty")} />}
      />
      <BindingCreateDialog namespace={namespace} secrets={secrets} open={creating} onOpenChange={setCreating} />
    </Section>
  );
}
