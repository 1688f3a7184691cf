"use client";

import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { NO_PROJECT, type Ledger, type LedgerKey } from "@/lib/cost/ledger";
import { Section } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { keyHref } from "../shared/hrefs";
import { useLedgerColumns, type LedgerRow } from "../shared/ledger-columns";

type Row = LedgerKey & LedgerRow;

const HIDDEN_COLUMNS = ["id"];

/** Spend, tokens and share of every key over the period, from the ledger; virtualized and exportable as CSV. */
export function KeySpendTable({ ledger, currency }: { ledger: Ledger; currency: string | null }) {
  const t = useTranslations("ai.costs.byKey");
  const tc = useTranslations("ai.costs");
  const figures = useLedgerColumns<Row>(currency, { spend: t("spend"), tokens: t("tokens"), share: t("share") });
  const rows = useMemo<Row[]>(() => ledger.keys.map((key) => ({ ...key, figures: key })), [ledger.keys]);
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("key"),
        cell: ({ row }) => (
          <NextLink
            href={keyHref(row.original.id)}
            className="font-medium text-accent hover:underline"
            onClick={(e) => e.stopPropagation()}
          >
            {row.original.name}
          </NextLink>
        ),
        meta: { kind: "name" },
      },
      {
        id: "project",
        accessorFn: (row) => (row.projectId === NO_PROJECT ? tc("noProject") : row.project),
        header: t("project"),
        meta: { kind: "id", priority: 2 },
      },
      { id: "user", accessorKey: "user", header: t("user"), meta: { kind: "id", priority: 2 } },
      ...figures,
      // Names need not be unique; finance joins on the id (shown from the column chooser, then in the CSV).
      { id: "id", accessorKey: "id", header: t("keyId"), meta: { kind: "id", className: "font-mono text-xs" } },
    ],
    [t, tc, figures],
  );
  return (
    <Section title={t("title")} description={t("description")}>
      <DataTable
        tableId="ai-cost-keys"
        label={t("title")}
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        defaultSorting={[{ id: "spend", desc: true }]}
        defaultHiddenColumns={HIDDEN_COLUMNS}
        exportFileName={`ai-key-costs-${ledger.period.from}-${ledger.period.to}`}
        height="28rem"
      />
    </Section>
  );
}
