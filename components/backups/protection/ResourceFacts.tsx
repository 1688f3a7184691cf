"use client";

import { useLocale, useTranslations } from "next-intl";
import { KeyValueList, type KeyValueItem } from "@/components/ui/key-value-list";
import { formatDateTime, formatNumber } from "@/lib/format";
import type { BackupProject, BackupVM, BackupVolume } from "@/lib/portal/schemas/backups";
import { looseObject, optStr } from "../model/guards";
import { unsafeResourcesOf, type TreeRef } from "../model/tree";

const nameOf = (value: unknown) => {
  const named = looseObject(value);
  return optStr(named?.name) ?? optStr(named?.id);
};

/** `addresses` is `{network: [{addr}]}` in OpenStack; anything else is left out. */
function addressesOf(addresses: Record<string, unknown> | undefined): string | undefined {
  const list = Object.entries(addresses ?? {}).flatMap(([network, entries]) =>
    Array.isArray(entries)
      ? entries.flatMap((entry) => {
          const addr = optStr(looseObject(entry)?.addr);
          return addr ? [`${addr} (${network})`] : [];
        })
      : [],
  );
  return list.length > 0 ? list.join(", ") : undefined;
}

export interface ResourceFactsProps {
  /** Facts shown first (the protection ones), in the same list so the columns line up. */
  lead: KeyValueItem[];
  selected: TreeRef;
  project?: BackupProject;
  vm?: BackupVM;
  volume?: BackupVolume;
}

/** What the details operations tell about the resource itself, by kind. */
export function ResourceFacts({ lead, selected, project, vm, volume }: ResourceFactsProps) {
  const t = useTranslations("backups.protection.facts");
  const tCommon = useTranslations("backups.common");
  const locale = useLocale();
  const yesNo = (value: boolean | undefined) => (value === undefined ? null : value ? tCommon("yes") : tCommon("no"));
  let items: KeyValueItem[] = [];
  if (selected.kind === "project" && project) {
    const unsafe = unsafeResourcesOf(project);
    items = [
      { label: t("id"), value: project.id, mono: true },
      { label: t("description"), value: project.description },
      { label: t("domain"), value: project.domain_id, mono: true },
      { label: t("enabled"), value: yesNo(project.enabled) },
      { label: t("tags"), value: (project.tags ?? []).map(String).join(", ") },
      { label: t("unsafeVms"), value: formatNumber(project.unsafe_vms, locale) },
      { label: t("unsafeVolumes"), value: formatNumber(project.unsafe_volumes, locale) },
      { label: t("unsafeResources"), value: unsafe.map((r) => `${r.name} (${r.type})`).join(", ") },
    ];
  } else if (selected.kind === "vm" && vm) {
    items = [
      { label: t("id"), value: vm.id, mono: true },
      { label: t("status"), value: vm.status },
      { label: t("project"), value: vm.project_name ?? vm.project_id },
      { label: t("flavor"), value: nameOf(vm.flavor) },
      { label: t("image"), value: nameOf(vm.image) },
      { label: t("addresses"), value: addressesOf(vm.addresses) },
      { label: t("keyName"), value: vm.key_name },
      { label: t("host"), value: vm.host_id, mono: true },
      { label: t("unsafeVolumes"), value: formatNumber(vm.unsafe_volumes, locale) },
      { label: t("created"), value: vm.created ? formatDateTime(vm.created, locale) : null },
      { label: t("updated"), value: vm.updated ? formatDateTime(vm.updated, locale) : null },
    ];
  } else if (selected.kind === "volume" && volume) {
    items = [
      { label: t("id"), value: volume.id, mono: true },
      {
        label: t("size"),
        value: volume.size === undefined ? null : tCommon("gb", { value: formatNumber(volume.size, locale) }),
      },
      { label: t("type"), value: volume.type },
      { label: t("device"), value: volume.device },
      {
        label: t("attachedTo"),
        value:
          selected.vmId ??
          (volume.attachments?.length ? t("attachments", { count: volume.attachments.length }) : t("detached")),
      },
    ];
  }
  return <KeyValueList items={[...lead, ...items]} />;
}
