"use client";

import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/status-badge";
import { STATE_FIELDS, stateTone, useStateLabel } from "./labels";
import { isIsoDate, summarize } from "./records";
import { useInfraFormat } from "./use-format";

const ID_LIKE = /^[0-9a-f-]{16,}$/i;

/** One value of a generic record, read for a table cell: states as badges, dates and numbers localized. */
export function RecordCell({ field, value }: { field: string; value: unknown }) {
  const t = useTranslations("infrastructure.values");
  const format = useInfraFormat();
  const stateLabel = useStateLabel();
  if (value === null || value === undefined || value === "") return <span className="text-muted">—</span>;
  if (typeof value === "boolean") return <span>{value ? t("yes") : t("no")}</span>;
  if (typeof value === "number") return <span className="tabular-nums">{format.number(value)}</span>;
  if (typeof value === "string") {
    if (STATE_FIELDS.has(field)) return <StatusBadge tone={stateTone(value)} label={stateLabel(value)} />;
    if (isIsoDate(value)) return <time dateTime={value}>{format.dateTime(value)}</time>;
    return <span className={ID_LIKE.test(value) ? "font-mono text-xs" : undefined}>{value}</span>;
  }
  const summary = summarize(value);
  if ("text" in summary) return <span className="text-muted">{summary.text || "—"}</span>;
  return (
    <span className="text-muted">
      {summary.kind === "items" ? t("items", { count: summary.count }) : t("fields", { count: summary.count })}
    </span>
  );
}
