"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatDateTime, formatNumber } from "@/lib/format";
import { cellText } from "./element-data";

/** ISO date-times as the portal sends them (`2025-03-01T10:00:00Z`); plain dates and other text stay as they are. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Longest text a cell shows of a nested value; the whole value is in the CSV and the record view. */
const MAX_NESTED = 120;

/** One value of an answer, formatted for the user's locale: yes/no, numbers, date-times, and nested values as JSON. */
export function ElementValue({ value }: { value: unknown }) {
  const t = useTranslations("dashboards");
  const locale = useLocale();
  if (value === null || value === undefined || value === "") return <span className="text-muted">—</span>;
  if (typeof value === "boolean") return <>{value ? t("yes") : t("no")}</>;
  if (typeof value === "number") {
    // Prices per token are millionths: significant digits, not two decimals that round them to 0.
    const small = value !== 0 && Math.abs(value) < 0.01;
    return (
      <span className="tabular-nums">
        {formatNumber(value, locale, small ? { maximumSignificantDigits: 3 } : undefined)}
      </span>
    );
  }
  if (typeof value === "string") return <>{ISO_DATE_TIME.test(value) ? formatDateTime(value, locale) : value}</>;
  const text = cellText(value);
  return <code className="text-xs">{text.length > MAX_NESTED ? `${text.slice(0, MAX_NESTED)}…` : text}</code>;
}
