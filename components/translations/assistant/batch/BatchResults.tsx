"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import { StatusBadge, type StatusTone } from "@/components/ui/status-badge";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { useGatewayMoney } from "@/components/playground/shared/use-playground-format";
import { checkTranslation } from "@/lib/i18n/icu-checks";
import { useCheckText } from "../../editor/CheckList";
import type { BatchItem, BatchRun, SaveStep } from "./batch-run";

const STATE_TONES: Record<BatchItem["state"], StatusTone> = {
  queued: "neutral",
  running: "progress",
  passed: "ok",
  flagged: "warn",
  failed: "bad",
};

const SAVE_TONES: Record<SaveStep["state"], StatusTone> = {
  pending: "neutral",
  saving: "progress",
  saved: "ok",
  refused: "bad",
};

/** Every token of the run: its suggestion, whether it passes, why not, its cost, and what "accept all" did with it. */
export function BatchResults({ run }: { run: BatchRun }) {
  const t = useTranslations("translations.assistant.batch");
  const money = useGatewayMoney();
  const checkText = useCheckText();
  const message = useErrorMessage();

  const columns = useMemo<ColumnDef<BatchItem, unknown>[]>(() => {
    const reasonOf = (item: BatchItem): string => {
      if (item.state === "failed") return message(item.error ?? {});
      if (item.flag === "cutShort") return t("cutShort");
      if (item.flag === "checks" && item.text !== undefined)
        return checkTranslation(item.source, item.text, run.lang).errors.map(checkText).join(" ");
      return "";
    };
    const saveText = (save: SaveStep | undefined): string => {
      if (!save) return "";
      if (save.state !== "refused") return t(`save.${save.state}`);
      const refusal = save.refusal;
      if (!refusal) return t("save.refused");
      if (refusal.reason === "portal") return t("refusal.portal", { reason: message(refusal) });
      if (refusal.reason === "changed") return t("refusal.changed", { theirs: refusal.theirs });
      return t(`refusal.${refusal.reason}`);
    };
    return [
      {
        id: "key",
        accessorFn: (item) => item.key,
        header: t("columns.key"),
        meta: { kind: "name", className: "font-mono text-xs" },
      },
      {
        id: "suggestion",
        accessorFn: (item) => item.text ?? "",
        header: t("columns.suggestion"),
        cell: ({ row }) => <span lang={run.lang}>{row.original.text ?? ""}</span>,
      },
      {
        id: "state",
        accessorFn: (item) => t(`state.${item.state}`),
        header: t("columns.state"),
        cell: ({ row }) => (
          <StatusBadge tone={STATE_TONES[row.original.state]} label={t(`state.${row.original.state}`)} />
        ),
        meta: { kind: "state" },
      },
      {
        id: "reason",
        accessorFn: reasonOf,
        header: t("columns.reason"),
        cell: ({ getValue }) => <span className="whitespace-normal">{String(getValue())}</span>,
      },
      {
        id: "cost",
        accessorFn: (item) => item.cost ?? null,
        header: t("columns.cost"),
        cell: ({ row }) => (row.original.cost === undefined ? "" : money.cost(row.original.cost)),
        meta: { card: true, align: "end" },
      },
      {
        id: "save",
        accessorFn: (item) => saveText(item.save),
        header: t("columns.save"),
        cell: ({ row }) =>
          row.original.save ? (
            <span className="flex flex-col items-start gap-0.5 whitespace-normal">
              <StatusBadge tone={SAVE_TONES[row.original.save.state]} label={t(`save.${row.original.save.state}`)} />
              {row.original.save.state === "refused" && (
                <span className="text-xs text-muted">{saveText(row.original.save)}</span>
              )}
            </span>
          ) : null,
      },
    ];
  }, [t, money, checkText, message, run.lang]);

  return (
    <DataTable
      tableId="translation-batch"
      label={t("columns.label")}
      data={run.items}
      columns={columns}
      getRowId={(item) => item.key}
      searchPlaceholder={t("columns.search")}
      exportFileName={`pre-translation-${run.lang}`}
      rowHeight={56}
      height="40vh"
    />
  );
}
