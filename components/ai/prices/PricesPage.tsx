"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { usePortalQuery } from "@/lib/api/hooks";
import { downloadCsv, toCsv } from "@/lib/csv";
import { useUrlParam } from "@/lib/url-state";
import { priceRows, type PriceRow } from "../model/price-catalog";
import { plainDecimal } from "@/lib/format";
import { usePortalCurrency } from "../shared/use-portal-currency";
import { PriceGroupCard, usePriceLabels } from "./PriceGroupCard";

/** GET /ai/cost/all, grouped by what is priced; token, character and pixel prices per million. */
export function PricesPage() {
  const t = useTranslations("ai");
  const labels = usePriceLabels();
  const currency = usePortalCurrency();
  const named = currency ?? "none";
  const [search, setSearch] = useUrlParam("q");
  const catalog = usePortalQuery("ai.costs.all", {});
  // The prices wait for the portal's currency, so that none shows in another first.
  const groups = useMemo(
    () => (catalog.data && currency !== undefined ? priceRows(catalog.data) : undefined),
    [catalog.data, currency],
  );
  const needle = search.trim().toLocaleLowerCase();
  const matches = (row: PriceRow) =>
    !needle || row.field.includes(needle) || labels.field(row.field).toLocaleLowerCase().includes(needle);
  const shown = groups
    ? [...groups].map(([group, rows]) => [group, rows.filter(matches)] as const).filter(([, rows]) => rows.length > 0)
    : [];

  const exportCsv = () => {
    const rows = shown.flatMap(([, list]) => list);
    downloadCsv(
      "ai-price-catalog",
      toCsv(rows, [
        { header: t("prices.csv.field"), value: (r) => r.field },
        { header: t("prices.csv.label"), value: (r) => labels.field(r.field) },
        { header: t("prices.csv.group"), value: (r) => labels.group(r.group) },
        { header: t("prices.csv.unit"), value: (r) => labels.unit(r) },
        { header: t("prices.csv.price", { currency: named }), value: (r) => plainDecimal(r.shown) },
        { header: t("prices.csv.perUnit", { currency: named }), value: (r) => plainDecimal(r.perUnit) },
      ]),
    );
  };

  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.ai"), href: "/ai" }, { label: t("nav.prices") }]} />}
        title={t("prices.title")}
        description={t("prices.description")}
        actions={
          <Button icon={<Download aria-hidden className="size-4" />} onClick={exportCsv} disabled={shown.length === 0}>
            {t("prices.export")}
          </Button>
        }
      />
      <QueryState
        query={{ data: groups, error: catalog.error, refetch: catalog.refetch }}
        pending={<Skeleton lines={8} />}
      >
        {(loaded) => (
          <div className="space-y-4">
            <p className="text-sm text-muted" data-testid="prices-currency">
              {t("prices.currency", { currency: named })}
            </p>
            <SearchInput
              value={search}
              onChange={(value) => setSearch(value || null)}
              placeholder={t("prices.search")}
            />
            {shown.length === 0 ? (
              <EmptyState title={loaded.size === 0 ? t("prices.empty") : t("prices.noMatches")} />
            ) : (
              <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
                {shown.map(([group, rows]) => (
                  <PriceGroupCard key={group} group={group} rows={rows} currency={currency ?? null} />
                ))}
              </div>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
