"use client";

import { FolderKanban, HardDrive, Server, ShieldCheck, Unlink } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/status-badge";
import type { NodeMeta } from "./tree-nodes";

const ICONS = { project: FolderKanban, vm: Server, volume: HardDrive, detached: Unlink } as const;

/** A tree row: kind icon, name, and whether and by what it is protected (in words, not colour alone). */
export function NodeLabel({ label, meta }: { label: string; meta: NodeMeta }) {
  const t = useTranslations("backups.protection.tree");
  const Icon = ICONS[meta.ref.kind];
  const unsafe = (meta.unsafeVms ?? 0) + (meta.unsafeVolumes ?? 0);
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <Icon aria-hidden className="size-4 shrink-0 text-muted" />
      <span className="min-w-0 wrap-anywhere">{label}</span>
      {meta.ref.kind !== "detached" && meta.protected === false && meta.ref.kind !== "project" && (
        <StatusBadge tone="warn" label={t("unprotected")} />
      )}
      {meta.protected && meta.policies.length > 0 && (
        <span className="inline-flex min-w-0 items-center gap-1 wrap-anywhere text-xs text-muted">
          <ShieldCheck aria-hidden className="size-3.5 text-ok" />
          {meta.policies.join(", ")}
        </span>
      )}
      {meta.ref.kind === "project" && unsafe > 0 && (
        <StatusBadge
          tone="warn"
          label={t("unsafeCounts", { vms: meta.unsafeVms ?? 0, volumes: meta.unsafeVolumes ?? 0 })}
        />
      )}
      {meta.ref.kind === "vm" && meta.protected && (meta.unsafeVolumes ?? 0) > 0 && (
        <StatusBadge tone="warn" label={t("unsafeVolumes", { count: meta.unsafeVolumes ?? 0 })} />
      )}
    </span>
  );
}
