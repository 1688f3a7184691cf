"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Card, Section } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/feedback";
import { JsonView } from "@/components/ui/json-view";
import { QueryState } from "@/components/ui/query-state";
import { ShapeNotice } from "@/components/ui/shape-notice";
import { ShowMore, useShowMore } from "@/components/ui/show-more";
import { portalIcon } from "@/components/shell/portal-icons";
import { usePortalQuery } from "@/lib/api/hooks";
import { catalogElementOf, recordsOf } from "./dashboard-shape";

/** The building blocks the portal's dashboards are made of (GET /dashboard/elements); `elements` is `any`. */
export function ElementCatalog() {
  const t = useTranslations("dashboards");
  const elements = usePortalQuery("dashboard.elements.list", {});
  const items = useMemo(
    () => (elements.data === undefined ? undefined : (recordsOf(elements.data)?.map(catalogElementOf) ?? null)),
    [elements.data],
  );
  const { shown, next, more } = useShowMore(items ?? []);
  return (
    <Section title={t("elements.title")} description={t("elements.description")}>
      <QueryState
        query={elements}
        pending={<Skeleton lines={4} />}
        isEmpty={() => items?.length === 0}
        empty={<p className="text-sm text-muted">{t("elements.empty")}</p>}
      >
        {() =>
          items ? (
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4" data-testid="element-catalog">
              {shown.map((element, index) => {
                const Icon = portalIcon(element.icon);
                const parts = element.parts;
                return (
                  <li key={index}>
                    <Card
                      headingLevel={3}
                      title={
                        <span className="flex items-center gap-2">
                          <Icon size={16} aria-hidden />
                          {element.name ?? t("elements.unnamed")}
                        </span>
                      }
                    >
                      {Array.isArray(parts) && parts.every((p) => typeof p === "string") ? (
                        <ul aria-label={t("elements.parts")} className="flex flex-wrap gap-1">
                          {parts.map((part) => (
                            <li key={part} className="rounded border border-line bg-raised px-1.5 py-0.5 text-xs">
                              {part}
                            </li>
                          ))}
                        </ul>
                      ) : parts === undefined || parts === null ? (
                        <p className="text-sm text-muted">{t("elements.noParts")}</p>
                      ) : (
                        <JsonView value={parts} defaultExpandDepth={1} label={element.name} />
                      )}
                    </Card>
                  </li>
                );
              })}
            </ul>
          ) : (
            <ShapeNotice operation="dashboard.elements.list" onRetry={() => void elements.refetch()} />
          )
        }
      </QueryState>
      {items && (
        <ShowMore summary={t("view.shownOf", { shown: shown.length, total: items.length })} next={next} onMore={more} />
      )}
    </Section>
  );
}
