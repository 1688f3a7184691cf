"use client";

import { Boxes, FolderTree } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { usePortalQuery } from "@/lib/api/hooks";
import { listActions } from "@/components/ui/actions/resource-action";
import { toShootEntries } from "../model/overview";
import { shootKey } from "../model/shoot";
import { ClusterActionMenu } from "../actions/ClusterActionMenu";
import { ClusterActionsProvider, useClusterActionsOfList } from "../actions/ClusterActionsProvider";
import { pollInterval } from "../model/status";
import { ActionButtonLink } from "../shared/ActionButtonLink";
import type { ClusterRow } from "./cluster-columns";
import { ClusterTable } from "./ClusterTable";

/** Every cluster of every project (GET /clustermgr/shoots); polls fast while any cluster has an operation running. */
export function ClustersPage() {
  const t = useTranslations("clusters");
  const shoots = usePortalQuery(
    "clustermgr.allShoots.list",
    {},
    { refetchInterval: (query) => pollInterval(toShootEntries(query.state.data).map((entry) => entry.shoot)) },
  );
  const rows = useMemo<ClusterRow[] | undefined>(
    () =>
      shoots.data &&
      toShootEntries(shoots.data).map((entry) => ({
        key: shootKey(entry.shoot),
        shoot: entry.shoot,
        project: entry.project,
        iaasProject: entry.iaasProjectName,
      })),
    [shoots.data],
  );

  return (
    <ClusterActionsProvider>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.clusters") }]} />}
        title={t("list.title")}
        description={t("list.description")}
        actions={
          <>
            <ButtonLink href="/clusters/projects" icon={<FolderTree aria-hidden className="size-4" />}>
              {t("nav.projects")}
            </ButtonLink>
            <CreateClusterLink />
          </>
        }
      />
      <ClusterTable
        query={shoots}
        tableId="clusters-all"
        rows={rows}
        withProject
        rowMenu={ClusterActionMenu}
        exportFileName="clusters"
        emptyState={
          <EmptyState
            icon={<Boxes />}
            title={t("list.empty.title")}
            description={t("list.empty.description")}
            action={
              <ButtonLink href="/clusters/new" variant="primary">
                {t("list.create")}
              </ButtonLink>
            }
          />
        }
      />
    </ClusterActionsProvider>
  );
}

/** The list's Create: a link to the creation form, which explains a missing permission. */
function CreateClusterLink() {
  const t = useTranslations("clusters");
  const [create] = listActions(useClusterActionsOfList().offered({}));
  const Icon = create.action.icon;
  return (
    <ActionButtonLink href="/clusters/new" denied={create.denied} icon={<Icon aria-hidden className="size-4" />}>
      {t(create.action.label)}
    </ActionButtonLink>
  );
}
