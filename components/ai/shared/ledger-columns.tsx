"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import type { Unread } from "@/lib/cost/ledger";
import { EXPORT_DECIMALS } from "@/lib/cost/ledger-export";
import { fixedDecimal } from "@/lib/format";
import { useAiFormat } from "./use-ai-format";

/** What a table row shows of the ledger: its spend and tokens over the period, or why they are missing. */
export interface LedgerFigures {
  spend?: number;
  tokens?: number;
  /** Of the period's total spend. */
  share?: number;
  unread?: Unread;
}

/** A row of a key or project table; `figures` is undefined while the ledger loads. */
export interface LedgerRow {
  figures?: LedgerFigures;
}

function Pending() {
  const t = useTranslations("ai.ledger");
  return (
    <span className="inline-flex items-center">
      <span aria-hidden className="inline-block h-3 w-14 animate-pulse rounded bg-raised" />
      <span className="sr-only">{t("pending")}</span>
    </span>
  );
}

function NotRead({ unread }: { unread: Unread }) {
  const t = useTranslations("ai.ledger");
  const why = unread.permission ? t("refusedCell", { permission: unread.permission }) : t("unreadCell");
  return (
    <span className="text-warn" title={why}>
      {t("notRead")}
      <span className="sr-only">: {why}</span>
    </span>
  );
}

/**
 * The spend, tokens and (optionally) share columns of a key or project table, from the ledger of the table's
 * period: figures, sized from their content; tokens and share give way to the rows' details before spend does. Rows
 * not read yet or not readable sort last either way, never as zero.
 */
export function useLedgerColumns<Row extends LedgerRow>(
  currency: string | null,
  headers: { spend: string; tokens: string; share?: string },
): ColumnDef<Row>[] {
  const format = useAiFormat();
  return useMemo<ColumnDef<Row>[]>(() => {
    const figure = (row: Row, value: (f: LedgerFigures) => number | undefined) =>
      row.figures && !row.figures.unread ? value(row.figures) : undefined;
    const cell = (row: Row, show: (f: LedgerFigures) => ReactNode) =>
      !row.figures ? <Pending /> : row.figures.unread ? <NotRead unread={row.figures.unread} /> : show(row.figures);
    const columns: ColumnDef<Row>[] = [
      {
        id: "spend",
        accessorFn: (row) => figure(row, (f) => f.spend),
        header: headers.spend,
        sortDescFirst: true,
        sortUndefined: "last",
        enableGlobalFilter: false,
        cell: ({ row }) => cell(row.original, (f) => format.money(f.spend, currency)),
        meta: {
          kind: "figure",
          align: "end",
          // The figure the page's period picker is for: the last of the figures to give way.
          priority: 1,
          exportValue: (row) => {
            const spend = figure(row, (f) => f.spend);
            return spend === undefined ? "" : fixedDecimal(spend, EXPORT_DECIMALS);
          },
        },
      },
      {
        id: "tokens",
        accessorFn: (row) => figure(row, (f) => f.tokens),
        header: headers.tokens,
        sortDescFirst: true,
        sortUndefined: "last",
        enableGlobalFilter: false,
        cell: ({ row }) =>
          cell(row.original, (f) => <span title={format.number(f.tokens)}>{format.tokens(f.tokens)}</span>),
        meta: { kind: "figure", align: "end", priority: 3, exportValue: (row) => figure(row, (f) => f.tokens) ?? "" },
      },
    ];
    if (headers.share) {
      columns.push({
        id: "share",
        accessorFn: (row) => figure(row, (f) => f.share),
        header: headers.share,
        sortDescFirst: true,
        sortUndefined: "last",
        enableGlobalFilter: false,
        cell: ({ row }) => cell(row.original, (f) => (f.share === undefined ? "—" : format.percent(f.share))),
        meta: {
          kind: "figure",
          align: "end",
          priority: 3,
          exportValue: (row) => {
            const share = figure(row, (f) => f.share);
            return share === undefined ? "" : fixedDecimal(share, 4);
          },
        },
      });
    }
    return columns;
  }, [format, currency, headers.spend, headers.tokens, headers.share]);
}
