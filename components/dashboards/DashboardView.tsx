"use client";

import { LayoutDashboard } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Card, Section } from "@/components/ui/card";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { ErrorState } from "@/components/ui/error-state";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/api/error";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParams } from "@/lib/url-state";
import { ElementCard, elementTitle } from "./ElementCard";
import { PathParams } from "./PathParams";
import { SchemaView } from "./SchemaView";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One portal dashboard (GET /dashboard/{path}) rendered from its structure alone: elements, parameters, schema. */
export function DashboardView({ path }: { path: string }) {
  const t = useTranslations("dashboards");
  const structure = usePortalQuery("dashboard.get", { dashboard_path: path }, { retry: false });
  const list = usePortalQuery("dashboards.all", {}, { retry: false });
  const [params, setParams] = useUrlParams();

  const entry = list.data?.find((d) => d.path === path);
  const schema = isRecord(structure.data?.schema) ? structure.data.schema : undefined;
  const title = entry?.name || (typeof schema?.title === "string" ? schema.title : undefined) || path;
  const pathParams = structure.data?.path_params;
  const declared = useMemo(() => (isRecord(pathParams) ? pathParams : {}), [pathParams]);
  const values = useMemo(
    () => Object.fromEntries(Object.keys(declared).map((name) => [name, params.get(name) ?? ""])),
    [declared, params],
  );
  const elements = Array.isArray(structure.data?.elements) ? structure.data.elements : [];
  const notFound = structure.error instanceof ApiError && structure.error.status === 404;

  return (
    <>
      <PageHeader
        title={title}
        description={entry?.help}
        breadcrumbs={<Breadcrumbs items={[{ label: t("home"), href: "/" }, { label: t("title"), href: "/dashboards" }, { label: title }]} />}
        meta={entry?.version ? <span className="text-xs text-muted">{t("view.version", { version: entry.version })}</span> : undefined}
      />
      {notFound ? (
        <EmptyState
          icon={<LayoutDashboard />}
          title={t("view.notFound")}
          description={t("view.notFoundHint", { path })}
          action={<ButtonLink href="/dashboards">{t("view.back")}</ButtonLink>}
        />
      ) : structure.isError ? (
        <ErrorState error={structure.error} onRetry={() => void structure.refetch()} />
      ) : structure.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton lines={6} />
        </div>
      ) : (
        <div className="space-y-8">
          <Section title={t("view.params")}>
            <Card>
              <PathParams declared={declared} values={values} onChange={(name, value) => setParams({ [name]: value })} />
            </Card>
          </Section>
          <Section title={t("view.elements", { count: elements.length })}>
            {elements.length === 0 ? (
              <p className="text-sm text-muted">{t("view.noElements")}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
                {elements.map((element, index) => (
                  <li key={(isRecord(element) && elementTitle(element)) || index}>
                    <ElementCard element={element} index={index} params={values} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={t("view.schema")}>
            <Card>
              <SchemaView schema={schema} />
            </Card>
          </Section>
        </div>
      )}
    </>
  );
}
