"use client";

import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { Plus, Unlink } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Card, Section } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { FormError } from "@/components/ui/form-error";
import { MultiSelect } from "@/components/ui/multi-select";
import { StatusBadge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/toast";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { useLedger } from "@/lib/api/ledger";
import { useDenied } from "@/lib/api/permissions";
import type { AIProjectDetail } from "@/lib/portal/schemas/ai";
import { toKeyRow } from "../model/keys";
import { readProjectKeys } from "../model/records";
import { keyHref } from "../shared/hrefs";
import { lazyComponent, preloadOn, WhenOpened } from "@/components/ui/lazy";
import { useLedgerColumns, type LedgerRow } from "../shared/ledger-columns";
import { PeriodPicker } from "../shared/PeriodPicker";
import { usePortalCurrency } from "../shared/use-portal-currency";
import { usePeriod } from "../shared/use-period";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

// First-load budget: the create form (Radix Dialog, react-hook-form, zod, the catalog's schemas) loads when opened.
const KeyCreateDialog = lazyComponent(() => import("../keys/KeyCreateDialog").then((m) => m.KeyCreateDialog));

interface MemberKey extends LedgerRow {
  id: string;
  name: string;
  active?: boolean;
}

/**
 * The project's keys (virtualized: a project may hold thousands) with their spend and tokens over a period (the
 * project's ledger, as on its cost tab): attach existing keys (`apply_keys`), detach the selected ones in one call
 * (`remove`), or create a key in the project.
 */
export function ProjectKeysTab({ projectId, project }: { projectId: string; project: AIProjectDetail }) {
  const t = useTranslations("ai.projects.keys");
  const period = usePeriod();
  const ledger = useLedger({ period, project: projectId });
  const currency = usePortalCurrency(ledger.data?.ledger.currency);
  const figureColumns = useLedgerColumns<MemberKey>(currency ?? null, { spend: t("spend"), tokens: t("tokens") });
  const denied = useDenied("ai.project.update");
  const createDenied = useDenied("ai.keys.create");
  const allKeys = usePortalQuery("ai.keys.list", {});
  const update = usePortalMutation("ai.project.update");
  const [adding, setAdding] = useState<string[]>([]);
  useLeaveGuard(adding.length > 0);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const rows = useMemo(() => new Map((allKeys.data ?? []).map((k) => [k.id ?? "", toKeyRow(k)])), [allKeys.data]);
  // Figures stay pending until their currency is known, so that no amount shows in another first.
  const figures = useMemo(
    () => new Map(currency === undefined ? [] : ledger.data?.ledger.keys.map((key) => [key.id, key])),
    [ledger.data, currency],
  );
  const failed = Boolean(ledger.error && !ledger.data);
  const members = useMemo<MemberKey[]>(
    () =>
      readProjectKeys(project.keys).map((key) => {
        const row = rows.get(key.id);
        return {
          id: key.id,
          name: row?.name ?? key.name,
          active: row?.active ?? key.active,
          figures: failed ? { unread: { code: "upstream_error" } } : figures.get(key.id),
        };
      }),
    [project.keys, rows, figures, failed],
  );
  const candidates = useMemo(() => {
    const memberIds = new Set(members.map((k) => k.id));
    return [...rows.values()]
      .filter((row) => row.id && !memberIds.has(row.id))
      .map((row) => ({ value: row.id, label: row.name, description: row.project || t("noProject") }));
  }, [rows, members, t]);

  const columns = useMemo<ColumnDef<MemberKey>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("name"),
        cell: ({ row }) => (
          <NextLink href={keyHref(row.original.id)} className="font-medium text-accent hover:underline">
            {row.original.name}
          </NextLink>
        ),
        meta: { kind: "name" },
      },
      {
        id: "state",
        accessorFn: (row) => (row.active === false ? t("inactive") : t("active")),
        header: t("state"),
        cell: ({ row }) =>
          row.original.active === undefined ? (
            "—"
          ) : (
            <StatusBadge
              tone={row.original.active ? "ok" : "neutral"}
              label={row.original.active ? t("active") : t("inactive")}
            />
          ),
        meta: { kind: "state" },
      },
      ...figureColumns,
    ],
    [t, figureColumns],
  );

  const detach = async (keys: MemberKey[], clear: () => void) => {
    setError(null);
    try {
      await update.mutateAsync({ ai_project_id: projectId, remove: keys.map((k) => k.id) });
      toast({ title: t("detached", { count: keys.length }) });
      clear();
    } catch (caught) {
      setError(caught);
    }
  };

  const attach = async () => {
    setError(null);
    try {
      await update.mutateAsync({ ai_project_id: projectId, apply_keys: adding });
      toast({ title: t("attached", { count: adding.length }) });
      setAdding([]);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <div className="space-y-4">
      <Card title={t("attachTitle")} description={t("attachDescription")}>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <MultiSelect
              label={t("pick")}
              options={candidates}
              value={adding}
              onChange={setAdding}
              loading={allKeys.isPending}
            />
          </div>
          <ActionButton
            variant="primary"
            denied={denied}
            disabled={adding.length === 0}
            loading={update.isPending}
            onClick={() => void attach()}
          >
            {t("attach", { count: adding.length })}
          </ActionButton>
        </div>
      </Card>
      <FormError error={error} />
      <Section
        title={t("title", { count: members.length })}
        actions={
          <ActionButton
            size="sm"
            icon={<Plus aria-hidden className="size-4" />}
            denied={createDenied}
            {...preloadOn(KeyCreateDialog.preload)}
            onClick={() => setCreating(true)}
          >
            {t("create")}
          </ActionButton>
        }
      >
        <DataTable
          tableId="ai-project-keys"
          label={t("tableLabel")}
          data={members}
          columns={columns}
          getRowId={(row) => row.id}
          recordKind="ai.key"
          selectable
          bulkActions={(selected, clear) => (
            <ActionButton
              size="sm"
              icon={<Unlink aria-hidden className="size-4" />}
              denied={denied}
              loading={update.isPending}
              onClick={() => void detach(selected, clear)}
            >
              {t("detach", { count: selected.length })}
            </ActionButton>
          )}
          exportFileName={`ai-project-${project.name ?? projectId}-keys-${period.from}-${period.to}`}
          toolbar={<PeriodPicker period={period} />}
          height="32rem"
          emptyState={<p className="px-4 py-6 text-sm text-muted">{t("empty")}</p>}
        />
      </Section>
      <WhenOpened open={creating}>
        <KeyCreateDialog
          open={creating}
          onOpenChange={setCreating}
          projects={[{ value: projectId, label: project.name ?? projectId }]}
          projectId={projectId}
        />
      </WhenOpened>
    </div>
  );
}
