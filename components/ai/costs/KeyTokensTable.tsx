"use client";

import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Section } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import type { DateRange } from "../model/date-range";
import type { KeyRow } from "../model/keys";
import { keyHref } from "../shared/hrefs";
import { useAiFormat } from "../shared/use-ai-format";

/** Tokens per key over the period (from one key-list call), virtualized and exportable as CSV. */
export function KeyTokensTable({ keys, range, currency }: { keys: KeyRow[]; range: DateRange; currency: string }) {
  const t = useTranslations("ai.costs.byKey");
  const format = useAiFormat();
  const total = keys.reduce((n, k) => n + (k.tokens ?? 0), 0);
  // The sandbox prices usage per project only; a portal that prices `tokens_usage` per key gets a spend column.
  const priced = keys.some((k) => k.price !== undefined);
  const columns = useMemo<ColumnDef<KeyRow>[]>(
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
      { id: "project", accessorKey: "project", header: t("project"), meta: { kind: "id" } },
      { id: "user", accessorKey: "user", header: t("user"), meta: { kind: "id" } },
      {
        id: "tokens",
        accessorFn: (row) => row.tokens ?? 0,
        header: t("tokens"),
        sortDescFirst: true,
        enableGlobalFilter: false,
        cell: ({ row }) => <span title={format.number(row.original.tokens)}>{format.tokens(row.original.tokens)}</span>,
        meta: { card: true, align: "end" },
      },
      {
        id: "share",
        accessorFn: (row) => (total > 0 ? (row.tokens ?? 0) / total : 0),
        header: t("share"),
        enableGlobalFilter: false,
        cell: ({ getValue }) => format.percent(getValue<number>()),
        meta: { align: "end", exportValue: (row) => (total > 0 ? Number(((row.tokens ?? 0) / total).toFixed(4)) : 0) },
      },
      ...(priced
        ? [
            {
              id: "price",
              accessorFn: (row: KeyRow) => row.price ?? 0,
              header: t("spend"),
              sortDescFirst: true,
              enableGlobalFilter: false,
              cell: ({ row }: { row: { original: KeyRow } }) => format.money(row.original.price, currency),
              meta: { card: true, align: "end" as const },
            } satisfies ColumnDef<KeyRow>,
          ]
        : []),
    ],
    [t, format, total, priced, currency],
  );
  return (
    <Section title={t("title")} description={t("description")}>
      <DataTable
        tableId="ai-cost-keys"
        label={t("title")}
        data={keys}
        columns={columns}
        getRowId={(row) => row.id}
        defaultSorting={[{ id: "tokens", desc: true }]}
        exportFileName={`ai-key-tokens-${range.from}-${range.to}`}
        height="28rem"
      />
    </Section>
  );
}
