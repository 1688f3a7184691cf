"use client";

import { ShieldPlus } from "lucide-react";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Skeleton } from "@/components/ui/feedback";
import { KeyValueList } from "@/components/ui/key-value-list";
import { Sheet } from "@/components/ui/sheet";
import { useDenied } from "@/lib/api/permissions";
import { formatDateTime } from "@/lib/format";
import type { BackupPolicy } from "@/lib/portal/schemas/backups";
import { CreateBackupDialog } from "../actions/lazy-dialogs";
import { treeNodeId, type AssignedResource } from "../model/tree";
import { useScheduleText } from "./use-schedule-text";

export interface PolicySheetProps {
  policy: BackupPolicy;
  resources: AssignedResource[] | undefined;
  loading: boolean;
  onClose: () => void;
}

const KINDS = ["project", "vm", "volume"] as const;

/** A policy's every field and the resources it protects, each a link to it in the protection tree. */
export function PolicySheet({ policy, resources, loading, onClose }: PolicySheetProps) {
  const t = useTranslations("backups.policies");
  const locale = useLocale();
  const schedule = useScheduleText();
  const date = (value: string | undefined) => (value ? formatDateTime(value, locale) : null);
  const createDenied = useDenied("backup.create");
  const [assigning, setAssigning] = useState(false);
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={policy.name ?? policy.id}
      description={policy.description}
      size="lg"
    >
      <div className="space-y-6">
        {!policy.disabled_at && (
          <ActionButton
            variant="primary"
            icon={<ShieldPlus aria-hidden className="size-4" />}
            denied={createDenied}
            onClick={() => setAssigning(true)}
          >
            {t("assign")}
          </ActionButton>
        )}
        <KeyValueList
          items={[
            { label: t("columns.id"), value: policy.id, mono: true },
            { label: t("columns.state"), value: policy.disabled_at ? t("disabled") : t("active") },
            { label: t("columns.schedule"), value: `${schedule(policy.schedule)} (${policy.schedule ?? "—"})` },
            {
              label: t("columns.window"),
              value: policy.backup_window === undefined ? null : t("hours", { count: policy.backup_window }),
            },
            {
              label: t("columns.retentionPrimary"),
              value: policy.retention_primary === undefined ? null : t("days", { count: policy.retention_primary }),
            },
            {
              label: t("columns.retentionSecondary"),
              value: policy.retention_secondary === undefined ? null : t("days", { count: policy.retention_secondary }),
            },
            { label: t("columns.increments"), value: policy.increment_policy },
            { label: t("columns.retry"), value: policy.retry },
            { label: t("columns.strictness"), value: policy.backup_strictness },
            { label: t("columns.backend"), value: policy.backup_backend_rule },
            { label: t("columns.email"), value: policy.notification_email },
            { label: t("fields.avatar"), value: policy.avatar },
            { label: t("fields.createdBy"), value: policy.created_by },
            { label: t("fields.createdAt"), value: date(policy.created_at) },
            { label: t("fields.disabledBy"), value: policy.disabled_by },
            { label: t("fields.disabledAt"), value: date(policy.disabled_at) },
          ]}
        />
        <section aria-label={t("appliesTo")} className="space-y-3">
          <h3 className="text-base font-semibold text-ink">{t("appliesTo")}</h3>
          {loading ? (
            <Skeleton lines={4} />
          ) : !resources || resources.length === 0 ? (
            <p className="text-sm text-muted">{t("appliesToNone")}</p>
          ) : (
            KINDS.map((kind) => {
              const ofKind = resources.filter((r) => r.kind === kind);
              if (ofKind.length === 0) return null;
              return (
                <div key={kind} className="space-y-1">
                  <h4 className="text-sm font-medium text-muted">{t(`kinds.${kind}`, { count: ofKind.length })}</h4>
                  <ul className="flex flex-wrap gap-2 text-sm">
                    {ofKind.map((resource) => (
                      <li key={resource.id}>
                        <NextLink
                          href={`/backups/protection?node=${encodeURIComponent(treeNodeId({ kind, projectId: resource.projectId, id: resource.id }))}`}
                          className="rounded border border-line px-2 py-0.5 text-accent hover:underline"
                        >
                          {resource.name || resource.id}
                        </NextLink>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })
          )}
        </section>
      </div>
      {assigning && <CreateBackupDialog policyId={policy.id} onClose={() => setAssigning(false)} />}
    </Sheet>
  );
}
