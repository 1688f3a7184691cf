"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { Gauge, RefreshCw } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Card } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { toast } from "@/components/ui/toast";
import { usePortalMutation } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import type { IaaSProject, IaaSProjectQuotas } from "@/lib/portal/schemas/iaas";
import { PortalError } from "@/components/ui/portal-error";
import { useInfraFormat } from "../shared/use-format";
import { clientOf } from "./project-model";
import { LimitQuotaForm, ProfileQuotaForm, type QuotaChange } from "./QuotaForms";
import { quotaNames, quotaRows, type QuotaRow } from "./quota-model";
import { formatQuotaAmount } from "@/lib/quota-units";
import { useQuotaProfiles } from "./use-quota-profiles";

interface Answer {
  quotas: IaaSProjectQuotas;
  at: number;
}

/**
 * A project's quotas. The spec reads them only through the write (POST /iaas/projects/quotas answers with the
 * project's limits), so nothing is sent until the user asks: "Show current quotas" sends the call without a change.
 * The last answer is kept in the query cache, so it survives switching tabs.
 */
export function QuotasPanel({ project }: { project: IaaSProject & { id: string } }) {
  const t = useTranslations("infrastructure.quotas");
  const format = useInfraFormat();
  const queryClient = useQueryClient();
  const cacheKey = useMemo(() => ["infrastructure", "project-quotas", project.id] as const, [project.id]);
  const answer = useQuery<Answer | null>({
    queryKey: cacheKey,
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  const [loadError, setLoadError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const denied = useDenied("iaas.projectQuotas.set");
  const profiles = useQuotaProfiles();
  const set = usePortalMutation("iaas.projectQuotas.set");
  const client = clientOf(project);
  const reseller = project.reseller ?? "";
  const missingOwner = !client || !reseller ? t("missingOwner") : null;

  const send = async (change: QuotaChange) => {
    const quotas = await set.mutateAsync({ client, reseller, project_id: project.id, ...change });
    queryClient.setQueryData<Answer>(cacheKey, { quotas, at: Date.now() });
  };
  const load = async () => {
    setLoadError(null);
    setLoading(true);
    try {
      await send({});
    } catch (caught) {
      setLoadError(caught);
    } finally {
      setLoading(false);
    }
  };
  const apply = async (change: QuotaChange) => {
    await send(change);
    toast({
      title: change.quota_profile ? t("profileApplied") : t("limitSet", { quota: change.quota ?? "" }),
      tone: "ok",
    });
  };

  const rows = useMemo(() => (answer.data ? quotaRows(answer.data.quotas) : undefined), [answer.data]);
  const names = useMemo(() => quotaNames(rows), [rows]);
  const columns = useQuotaColumns();

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <Card
        title={t("current")}
        description={
          answer.data ? t("asOf", { time: format.dateTime(new Date(answer.data.at).toISOString()) }) : t("currentHint")
        }
        actions={
          <ActionButton
            size="sm"
            icon={<RefreshCw aria-hidden className="size-4" />}
            denied={denied}
            disabledReason={missingOwner}
            loading={loading}
            onClick={() => void load()}
          >
            {answer.data ? t("refresh") : t("show")}
          </ActionButton>
        }
      >
        <PortalError error={loadError} className="mb-3" />
        {rows ? (
          <DataTable
            tableId="iaas-project-quotas"
            label={t("tableLabel")}
            data={rows}
            columns={columns}
            getRowId={(row) => row.id}
            exportFileName={`quotas-${project.name || project.id}`}
            height="60vh"
          />
        ) : (
          <EmptyState icon={<Gauge />} title={t("notLoaded")} description={t("notLoadedDescription")} />
        )}
      </Card>
      <div className="space-y-6">
        <Card title={t("profileTitle")} description={t("profileDescription")} headingLevel={3}>
          <ProfileQuotaForm onApply={apply} denied={denied} disabledReason={missingOwner} profiles={profiles.choices} />
        </Card>
        <Card title={t("limitTitle")} description={t("limitDescription")} headingLevel={3}>
          <LimitQuotaForm onApply={apply} denied={denied} disabledReason={missingOwner} names={names} />
        </Card>
      </div>
    </div>
  );
}

function useQuotaColumns(): ColumnDef<QuotaRow>[] {
  const t = useTranslations("infrastructure.quotas");
  const locale = useLocale();
  return useMemo<ColumnDef<QuotaRow>[]>(
    () => [
      { id: "group", accessorFn: (row) => t(`groups.${row.group}`), header: t("columns.group") },
      {
        id: "name",
        accessorKey: "name",
        header: t("columns.quota"),
        meta: { kind: "name", className: "font-mono text-xs" },
      },
      {
        id: "limit",
        accessorKey: "limit",
        header: t("columns.limit"),
        meta: { card: true, align: "end", exportValue: (row) => row.limit },
        cell: ({ row }) => {
          const { limit, name } = row.original;
          if (limit === -1) return t("unlimited");
          return formatQuotaAmount(limit, name, locale);
        },
      },
    ],
    [t, locale],
  );
}
