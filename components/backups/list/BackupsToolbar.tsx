"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { PERIODS, type BackupFilters } from "../model/rows";
import { BACKUP_STATES } from "../model/states";
import { useStateLabel } from "../shared/BackupStateBadge";
import { FilterSelect } from "@/components/ui/filter-select";

export const FILTER_KEYS = ["state", "type", "project", "period", "from", "to"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface BackupsToolbarProps {
  filters: BackupFilters;
  setFilters: (updates: Partial<Record<FilterKey, string | null>>) => void;
  projects: { value: string; label: string }[];
}

/** The list's filters; each lives in the URL. */
export function BackupsToolbar({ filters, setFilters, projects }: BackupsToolbarProps) {
  const t = useTranslations("backups.list.filters");
  const tCommon = useTranslations("backups.common");
  const stateLabel = useStateLabel();
  const id = useId();
  const day = (key: "from" | "to", label: string) => (
    <div className="flex items-center gap-1.5">
      <label htmlFor={`${id}-${key}`} className="text-sm text-muted">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="date"
        value={filters[key] ?? ""}
        onChange={(event) => setFilters({ [key]: event.target.value || null })}
        className={cn(inputClasses, "h-9 w-auto")}
      />
    </div>
  );
  return (
    <>
      <FilterSelect
        label={t("state")}
        value={filters.state ?? ""}
        onChange={(value) => setFilters({ state: value || null })}
        allLabel={t("all")}
        options={BACKUP_STATES.map((state) => ({ value: state, label: stateLabel(state) }))}
      />
      <FilterSelect
        label={t("type")}
        value={filters.type ?? ""}
        onChange={(value) => setFilters({ type: value || null })}
        allLabel={t("all")}
        options={[
          { value: "vm", label: tCommon("types.vm") },
          { value: "volume", label: tCommon("types.volume") },
        ]}
      />
      <FilterSelect
        label={t("project")}
        value={filters.project ?? ""}
        onChange={(value) => setFilters({ project: value || null })}
        allLabel={t("all")}
        options={projects}
      />
      <FilterSelect
        label={t("period")}
        value={filters.period ?? ""}
        onChange={(value) =>
          setFilters(value === "custom" ? { period: value } : { period: value || null, from: null, to: null })
        }
        allLabel={t("anyTime")}
        options={PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
      />
      {filters.period === "custom" && (
        <>
          {day("from", t("from"))}
          {day("to", t("to"))}
        </>
      )}
    </>
  );
}
