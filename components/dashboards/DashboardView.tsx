"use client";

import { LayoutDashboard } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Card, Section } from "@/components/ui/card";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { ShapeNotice } from "@/components/ui/shape-notice";
import { ApiError } from "@/lib/api/error";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParams } from "@/lib/url-state";
import { entryOf, readStructure } from "./dashboard-shape";
import { ElementList } from "./ElementList";
import { paramsOfElements } from "./element-operation";
import { PathParams } from "./PathParams";
import { SchemaView } from "./SchemaView";

/**
 * One portal dashboard (GET /dashboard/{path}): its elements with their data, the parameters their operations need,
 * and the dashboard's definition one click away.
 */
export function DashboardView({ path }: { path: string }) {
  const t = useTranslations("dashboards");
  const structure = usePortalQuery("dashboard.get", { dashboard_path: path }, { retry: false });
  const list = usePortalQuery("dashboards.all", {}, { retry: false });
  const [params, setParams] = useUrlParams();

  const view = useMemo(
    () => (structure.data === undefined ? undefined : readStructure(structure.data)),
    [structure.data],
  );
  const entry = entryOf(list.data, path);
  const schemaTitle = typeof view?.schema?.title === "string" ? view.schema.title : undefined;
  const title = entry?.name || schemaTitle || path;
  // The dashboard's own parameters, then those its elements' operations need (typed as text when not declared).
  const declared = useMemo(() => {
    if (!view) return {};
    const needed = Object.fromEntries(paramsOfElements(view.elements).map((name) => [name, "string"]));
    return { ...needed, ...view.declared };
  }, [view]);
  const values = useMemo(
    () => Object.fromEntries(Object.keys(declared).map((name) => [name, params.get(name) ?? ""])),
    [declared, params],
  );
  const notFound = structure.error instanceof ApiError && structure.error.status === 404;

  return (
    <>
      <PageHeader
        title={title}
        description={entry?.help}
        breadcrumbs={
          <Breadcrumbs
            items={[{ label: t("home"), href: "/" }, { label: t("title"), href: "/dashboards" }, { label: title }]}
          />
        }
        meta={
          entry?.version ? (
            <span className="text-xs text-muted">{t("view.version", { version: entry.version })}</span>
          ) : undefined
        }
      />
      {notFound ? (
        <EmptyState
          icon={<LayoutDashboard />}
          title={t("view.notFound")}
          description={t("view.notFoundHint", { path })}
          action={<ButtonLink href="/dashboards">{t("view.back")}</ButtonLink>}
        />
      ) : (
        <QueryState
          query={structure}
          pending={
            <div className="space-y-4" aria-busy="true">
              <Skeleton className="h-24" />
              <Skeleton lines={6} />
            </div>
          }
        >
          {() =>
            !view ? (
              <ShapeNotice operation="dashboard.get" onRetry={() => void structure.refetch()} />
            ) : (
              <div className="space-y-8">
                {Object.keys(declared).length > 0 && (
                  <Section title={t("view.params")} description={t("view.paramsHint")}>
                    <Card>
                      <PathParams
                        declared={declared}
                        values={values}
                        onChange={(name, value) => setParams({ [name]: value || null })}
                      />
                    </Card>
                  </Section>
                )}
                <Section title={t("view.elements", { count: view.elements.length })}>
                  {view.elements.length === 0 ? (
                    <p className="text-sm text-muted">{t("view.noElements")}</p>
                  ) : (
                    <ElementList elements={view.elements} dashboard={path} params={values} className="space-y-6" />
                  )}
                </Section>
                <details className="rounded-lg border border-line bg-surface">
                  <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-accent">
                    {t("view.definition")}
                  </summary>
                  <div className="border-t border-line p-4">
                    <SchemaView schema={view.schema} />
                  </div>
                </details>
              </div>
            )
          }
        </QueryState>
      )}
    </>
  );
}
