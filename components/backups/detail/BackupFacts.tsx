"use client";

import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { KeyValueList, type KeyValueItem } from "@/components/ui/key-value-list";
import { formatDateTime, formatNumber, formatRelative } from "@/lib/format";
import type { Backup, BackupListItem } from "@/lib/portal/schemas/backups";
import { BackupStateBadge } from "../shared/BackupStateBadge";

export interface BackupFactsProps {
  backup: Backup;
  /** The same backup as the list shows it: policy, project, zone, encryption, cancellation time. */
  listed?: BackupListItem;
  resourceName: string;
  projectName?: string;
  policyName?: string;
  nowMs: number;
}

/** Every field of a backup, grouped: what it is, where it is stored, when it ran and how long it is kept. */
export function BackupFacts({ backup, listed, resourceName, projectName, policyName, nowMs }: BackupFactsProps) {
  const t = useTranslations("backups.detail.fields");
  const tCommon = useTranslations("backups.common");
  const locale = useLocale();
  const yesNo = (value: boolean | undefined) => (value === undefined ? null : value ? tCommon("yes") : tCommon("no"));
  const gb = (value: number | undefined) =>
    value === undefined ? null : tCommon("gb", { value: formatNumber(value, locale) });
  const date = (value: string | undefined) => (value ? formatDateTime(value, locale) : null);
  const type =
    backup.resource_type === "vm" || backup.resource_type === "volume"
      ? tCommon(`types.${backup.resource_type}`)
      : backup.resource_type;

  const what: KeyValueItem[] = [
    { label: t("state"), value: <BackupStateBadge state={backup.state} /> },
    { label: t("id"), value: backup.id, mono: true },
    {
      label: t("resource"),
      value: (
        <NextLink
          href={`/backups?resource=${encodeURIComponent(backup.resource_id ?? "")}`}
          className="text-accent underline"
        >
          {resourceName}
        </NextLink>
      ),
    },
    { label: t("resourceId"), value: backup.resource_id, mono: true },
    { label: t("type"), value: type },
    { label: t("project"), value: projectName ?? listed?.project_id },
    { label: t("policy"), value: policyName ?? listed?.policy_id },
    { label: t("protectedResource"), value: backup.protected_resource_id, mono: true },
    { label: t("region"), value: backup.region },
    { label: t("manual"), value: yesNo(backup.manual) },
    { label: t("full"), value: yesNo(backup.is_full) },
    { label: t("encrypted"), value: yesNo(listed?.encrypted) },
    { label: t("available"), value: yesNo(backup.is_available) },
    { label: t("message"), value: backup.message },
    { label: t("reason"), value: listed?.reason },
  ];
  const storage: KeyValueItem[] = [
    { label: t("size"), value: gb(backup.size) },
    { label: t("allocated"), value: gb(backup.allocated) },
    { label: t("restoreSize"), value: gb(backup.restore_size) },
    { label: t("zone"), value: listed?.zone },
    { label: t("primaryZone"), value: backup.primary_zone },
    { label: t("secondaryZone"), value: backup.secondary_zone },
    { label: t("pool"), value: backup.pool },
    { label: t("volumeType"), value: backup.volume_type },
    { label: t("image"), value: backup.image, mono: true },
    { label: t("snapshot"), value: backup.snapshot, mono: true },
  ];
  const expires = backup.time_to_live ? Date.parse(backup.time_to_live) : Number.NaN;
  const timing: KeyValueItem[] = [
    {
      label: t("startingHour"),
      value: listed?.starting_hour === undefined ? null : `${String(listed.starting_hour).padStart(2, "0")}:00`,
    },
    { label: t("scheduled"), value: date(backup.schedule_date) },
    { label: t("processed"), value: date(backup.processed_date) },
    {
      label: t("processTime"),
      value: backup.process_time === undefined ? null : tCommon("seconds", { count: backup.process_time }),
    },
    { label: t("retries"), value: backup.retries === undefined ? null : formatNumber(backup.retries, locale) },
    {
      label: t("expires"),
      value: Number.isNaN(expires) ? null : (
        <span data-testid="backup-expiry">
          {t("expiresValue", {
            date: formatDateTime(expires, locale),
            relative: formatRelative(expires, nowMs, locale),
          })}
        </span>
      ),
    },
    { label: t("canceledBy"), value: backup.canceled_by },
    { label: t("canceledAt"), value: date(listed?.canceled_at) },
  ];
  const group = (title: string, items: KeyValueItem[]) => (
    <section aria-label={title} className="rounded-lg border border-line bg-surface p-4">
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
      <KeyValueList items={items} />
    </section>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {group(t("groups.what"), what)}
      <div className="space-y-4">
        {group(t("groups.timing"), timing)}
        {group(t("groups.storage"), storage)}
      </div>
    </div>
  );
}
