"use client";

import { List, Play } from "lucide-react";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import type { KeyValueItem } from "@/components/ui/key-value-list";
import { QueryState } from "@/components/ui/query-state";
import { usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { formatDateTime } from "@/lib/format";
import { CreateBackupDialog, preloadCreateDialog } from "../actions/lazy-dialogs";
import { policyLinks, type TreeRef } from "../model/tree";
import { BackupStateBadge } from "../shared/BackupStateBadge";
import { PolicyLinks } from "./PolicyLinks";
import { ResourceFacts } from "./ResourceFacts";

const RECENT = 5;

/** The selected resource: its protection (policies, relaxed, protected resource), its facts, its latest backups. */
export function ResourcePanel({
  selected,
  policyNames,
}: {
  selected: TreeRef | null;
  policyNames: ReadonlyMap<string, string>;
}) {
  const t = useTranslations("backups.protection.panel");
  const tCommon = useTranslations("backups.common");
  const locale = useLocale();
  const [creating, setCreating] = useState(false);
  const createDenied = useDenied("backup.create");
  const kind = selected?.kind;
  const projectId = selected?.projectId ?? "";
  const id = selected?.id ?? "";
  const project = usePortalQuery("backup.project.get", { project_id: projectId }, { enabled: kind === "project" });
  const vm = usePortalQuery("backup.vm.get", { project_id: projectId, vm_id: id }, { enabled: kind === "vm" });
  const volume = usePortalQuery(
    "backup.volume.get",
    { project_id: projectId, volume_id: id },
    { enabled: kind === "volume" },
  );
  const backups = usePortalQuery(
    "backups.forResource",
    { resource_id: id },
    { enabled: kind === "project" || kind === "vm" || kind === "volume" },
  );

  if (!selected || !kind || kind === "detached") {
    return <EmptyState title={t("noneSelected")} description={t("noneSelectedHint")} />;
  }
  const detail = kind === "project" ? project : kind === "vm" ? vm : volume;
  return (
    <QueryState query={detail} compact pending={<Skeleton lines={8} />}>
      {(resource) => {
        const name = resource.name ?? id;
        const protection: KeyValueItem[] = [
          { label: t("protectedResource"), value: resource.protected_resource_id, mono: true },
          {
            label: t("relaxed"),
            value: resource.relaxed === undefined ? null : resource.relaxed ? tCommon("yes") : tCommon("no"),
          },
          {
            label: t("allowRemove"),
            value: resource.allow_remove === undefined ? null : resource.allow_remove ? tCommon("yes") : tCommon("no"),
          },
        ];
        return (
          <div className="space-y-4" data-testid="resource-panel">
            <Card
              title={name}
              description={t(`kinds.${kind}`)}
              actions={
                <>
                  <ButtonLink
                    size="sm"
                    href={`/backups?resource=${encodeURIComponent(id)}`}
                    icon={<List aria-hidden className="size-4" />}
                  >
                    {t("showBackups")}
                  </ButtonLink>
                  {kind !== "project" && (
                    <ActionButton
                      size="sm"
                      variant="primary"
                      icon={<Play aria-hidden className="size-4" />}
                      denied={createDenied}
                      onPointerEnter={preloadCreateDialog}
                      onFocus={preloadCreateDialog}
                      onClick={() => setCreating(true)}
                    >
                      {t("backUpNow")}
                    </ActionButton>
                  )}
                </>
              }
            >
              <div className="space-y-4">
                <section aria-label={t("policies")} className="space-y-2">
                  <h3 className="text-sm font-semibold text-ink">{t("policies")}</h3>
                  <PolicyLinks
                    links={policyLinks(resource)}
                    policyNames={policyNames}
                    resourceName={name}
                    backups={backups.data}
                  />
                </section>
                <ResourceFacts
                  lead={protection}
                  selected={selected}
                  project={project.data}
                  vm={vm.data}
                  volume={volume.data}
                />
              </div>
            </Card>
            <Card title={t("recent")}>
              <QueryState
                query={backups}
                compact
                pending={<Skeleton lines={3} />}
                isEmpty={(list) => list.length === 0}
                empty={<p className="text-sm text-muted">{t("noBackups")}</p>}
              >
                {(list) => (
                  <ul className="space-y-2 text-sm">
                    {list.slice(0, RECENT).map((backup) => (
                      <li key={backup.id} className="flex flex-wrap items-center gap-2">
                        <BackupStateBadge state={backup.state} message={backup.message} />
                        <NextLink
                          href={`/backups/${encodeURIComponent(backup.id ?? "")}`}
                          className="font-mono text-xs text-accent underline"
                        >
                          {backup.id}
                        </NextLink>
                        <span className="text-muted">{formatDateTime(backup.schedule_date, locale)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </QueryState>
            </Card>
            {creating && (kind === "vm" || kind === "volume") && (
              <CreateBackupDialog
                onClose={() => setCreating(false)}
                preset={{
                  resourceId: id,
                  resourceType: kind,
                  resourceName: name,
                  policyId: resource.policy || undefined,
                }}
              />
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
