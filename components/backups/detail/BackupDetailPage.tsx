"use client";

import { useTranslations } from "next-intl";
import { isRecordMissing, NotFoundContent } from "@/components/shell/NotFoundContent";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/feedback";
import { JsonView } from "@/components/ui/json-view";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { usePortalQuery } from "@/lib/api/hooks";
import { ActivityPanel } from "../activity/ActivityPanel";
import { BackupActionButtons } from "../actions/BackupActionButtons";
import { BackupActionsProvider } from "../actions/BackupActionsProvider";
import { toActionTarget } from "../actions/target";
import { backupsPollInterval } from "../model/states";
import { BackupStateBadge } from "../shared/BackupStateBadge";
import { useBackupNames } from "../shared/use-backup-names";
import { useNow } from "@/lib/use-now";
import { BackupFacts } from "./BackupFacts";
import { RestoreHistory } from "./RestoreHistory";

/** One backup: every field, its restore history, and the actions its state allows. */
export function BackupDetailPage({ backupId }: { backupId: string }) {
  const t = useTranslations("backups");
  const now = useNow();
  const backup = usePortalQuery(
    "backup.get",
    { backup_id: backupId },
    { refetchInterval: (query) => backupsPollInterval(query.state.data ? [query.state.data] : undefined, Date.now()) },
  );
  const resourceId = backup.data?.resource_id ?? "";
  // The detail lacks the list's policy, project, zone and encryption; the resource's list has them.
  const listed = usePortalQuery("backups.forResource", { resource_id: resourceId }, { enabled: resourceId !== "" });
  const listedItem = listed.data?.find((item) => item.id === backupId);
  const { names } = useBackupNames();

  const resourceName = names.resources.get(resourceId)?.name ?? resourceId;
  const projectId = listedItem?.project_id ?? names.resources.get(resourceId)?.projectId;
  const projectName = projectId ? (names.resources.get(projectId)?.name ?? projectId) : undefined;
  const policyName = listedItem?.policy_id
    ? (names.policies.get(listedItem.policy_id) ?? listedItem.policy_id)
    : undefined;
  const title = backup.data ? t("detail.title", { name: resourceName || backupId }) : t("detail.titleLoading");

  // Also when it was deleted while open: a record that is gone offers no actions.
  if (isRecordMissing(backup.error)) return <NotFoundContent kind="backup" id={backupId} />;
  return (
    <BackupActionsProvider>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.area"), href: "/backups" }, { label: backupId }]} />}
        title={title}
        description={backup.data ? t("detail.description", { id: backupId }) : undefined}
        meta={
          backup.data && (
            <span data-testid="backup-state" aria-live="polite">
              <BackupStateBadge state={backup.data.state} message={backup.data.message} />
            </span>
          )
        }
        actions={
          backup.data && (
            <BackupActionButtons
              target={toActionTarget({ ...listedItem, ...backup.data, id: backupId }, { resourceName, policyName })}
            />
          )
        }
      />
      <QueryState
        query={backup}
        pending={
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton lines={8} />
            <Skeleton lines={8} />
          </div>
        }
      >
        {(data) => (
          <div className="space-y-4">
            <ActivityPanel backupId={backupId} />
            <BackupFacts
              backup={data}
              listed={listedItem}
              resourceName={resourceName}
              projectName={projectName}
              policyName={policyName}
              nowMs={now}
            />
            <RestoreHistory lastRestore={data.last_restore} restoring={data.state === "restoring"} />
            <Card title={t("detail.raw.title")} description={t("detail.raw.description")}>
              <JsonView value={{ ...listedItem, ...data }} label={t("detail.raw.title")} copyable />
            </Card>
          </div>
        )}
      </QueryState>
    </BackupActionsProvider>
  );
}
