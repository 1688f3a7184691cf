"use client";

import { Gauge, TrendingUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { FilterSelect } from "@/components/ui/filter-select";
import { usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { useUrlFilters, useUrlParam, useUrlSort } from "@/lib/url-state";
import { useQuotaLineColumns } from "./quota-line-columns";
import { clientChoicesOf, hasLineIdentity, lineKey, resourceChoicesOf, type QuotaLineRow } from "./quota-model";
import { lazyComponent, preloadOn, WhenOpened } from "@/components/ui/lazy";

// First-load budget: the three forms (react-hook-form, zod, Radix Dialog) load when one is first opened.
const QuotaIncreaseDialog = lazyComponent(() => import("./QuotaIncreaseDialog").then((m) => m.QuotaIncreaseDialog));
const QuotaLimitDialog = lazyComponent(() => import("./QuotaLimitDialog").then((m) => m.QuotaLimitDialog));
const QuotaLimitsDialog = lazyComponent(() => import("./QuotaLimitsDialog").then((m) => m.QuotaLimitsDialog));

const FILTERS = ["client", "resource", "provider"] as const;
const HIDDEN = ["current", "currentRel", "parentLimit", "provider", "client", "available"];

/** GET /quota/overview/line: one row per (resource, quota); set a limit, several limits, or ask for more. */
export function QuotaLinesPanel() {
  const t = useTranslations("quotas.lines");
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const lines = usePortalQuery("quotas.overview.lines", {});
  const all = useMemo(() => (lines.data ?? []).filter(hasLineIdentity), [lines.data]);
  const rows = useMemo(
    () =>
      lines.data
        ? all.filter(
            (l) =>
              (!filters.client || l.client_id === filters.client) &&
              (!filters.resource || l.resource_id === filters.resource) &&
              (!filters.provider || l.provider === filters.provider),
          )
        : undefined,
    [lines.data, all, filters],
  );
  const [limitLine, setLimitLine] = useState<QuotaLineRow | null>(null);
  const [increaseLines, setIncreaseLines] = useState<QuotaLineRow[]>([]);
  const [limitsLines, setLimitsLines] = useState<QuotaLineRow[]>([]);
  const limitDenied = useDenied("quotas.limit.set");
  const limitsDenied = useDenied("quotas.limits.set");
  const increaseDenied = useDenied("quotas.increase.request");
  const onIncrease = useCallback((line: QuotaLineRow) => setIncreaseLines([line]), []);
  const columns = useQuotaLineColumns({
    onSetLimit: setLimitLine,
    onIncrease,
    limitDenied,
    increaseDenied,
    preloadLimit: QuotaLimitDialog.preload,
    preloadIncrease: QuotaIncreaseDialog.preload,
  });

  const providers = useMemo(
    () => [...new Set(all.flatMap((l) => (l.provider ? [l.provider] : [])))].map((p) => ({ value: p, label: p })),
    [all],
  );
  const resourceLines = filters.resource ? all.filter((l) => l.resource_id === filters.resource) : [];

  return (
    <div className="space-y-3">
      {resourceLines.length > 0 && (
        <div className="flex justify-end">
          <ActionButton
            denied={limitsDenied}
            onClick={() => setLimitsLines(resourceLines)}
            {...preloadOn(QuotaLimitsDialog.preload)}
          >
            {t("editResource", { resource: resourceLines[0].resource ?? resourceLines[0].resource_id })}
          </ActionButton>
        </div>
      )}
      <DataTable
        tableId="quota-lines"
        label={t("tableLabel")}
        data={rows}
        columns={columns}
        query={lines}
        getRowId={lineKey}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t("searchPlaceholder")}
        sorting={sorting}
        onSortingChange={setSorting}
        defaultHiddenColumns={HIDDEN}
        exportFileName="quota-lines"
        selectable
        bulkActions={(selected, clear) => (
          <Button
            size="sm"
            icon={<TrendingUp aria-hidden className="size-4" />}
            disabled={Boolean(increaseDenied)}
            {...preloadOn(QuotaIncreaseDialog.preload)}
            onClick={() => {
              setIncreaseLines(selected);
              clear();
            }}
          >
            {t("increaseSelected", { count: selected.length })}
          </Button>
        )}
        rowHeight={56}
        toolbar={
          <>
            <FilterSelect
              label={t("filters.client")}
              value={filters.client ?? ""}
              onChange={(v) => setFilters({ client: v || null })}
              allLabel={t("filters.all")}
              options={clientChoicesOf(all)}
            />
            <FilterSelect
              label={t("filters.resource")}
              value={filters.resource ?? ""}
              onChange={(v) => setFilters({ resource: v || null })}
              allLabel={t("filters.all")}
              options={resourceChoicesOf(all)}
            />
            <FilterSelect
              label={t("filters.provider")}
              value={filters.provider ?? ""}
              onChange={(v) => setFilters({ provider: v || null })}
              allLabel={t("filters.all")}
              options={providers}
            />
          </>
        }
        emptyState={<EmptyState icon={<Gauge />} title={t("empty")} />}
      />
      <WhenOpened open={limitLine !== null}>
        <QuotaLimitDialog line={limitLine} onClose={() => setLimitLine(null)} />
      </WhenOpened>
      <WhenOpened open={increaseLines.length > 0}>
        <QuotaIncreaseDialog lines={increaseLines} onClose={() => setIncreaseLines([])} />
      </WhenOpened>
      <WhenOpened open={limitsLines.length > 0}>
        <QuotaLimitsDialog lines={limitsLines} onClose={() => setLimitsLines([])} />
      </WhenOpened>
    </div>
  );
}
