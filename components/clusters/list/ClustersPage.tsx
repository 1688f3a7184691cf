"use client";

import { Boxes, FolderTree } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { usePortalQuery } from "@/lib/api/hooks";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { toShootEntries } from "../model/overview";
import { shootKey } from "../model/shoot";
import { CLUSTER_LIST_ACTIONS } from "../model/cluster-actions";
import { pollInterval } from "../model/status";
import { ActionButtonLink } from "../shared/ActionButtonLink";
import type { ClusterRow } from "./cluster-columns";
import { ClusterTable } from "./ClusterTable";

/** Every cluster of every project (GET /clustermgr/shoots); polls fast while any cluster has an operation running. */
export function ClustersPage() {
  const t = useTranslations("clusters");
  const [create] = useOfferedActions(CLUSTER_LIST_ACTIONS)({});
  const CreateIcon = create.action.icon;
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
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.clusters") }]} />}
        title={t("list.title")}
        description={t("list.description")}
        actions={
          <>
            <ButtonLink href="/clusters/projects" icon={<FolderTree aria-hidden className="size-4" />}>
              {t("nav.projects")}
            </ButtonLink>
            <ActionButtonLink
              href="/clusters/new"
              denied={create.denied}
              icon={<CreateIcon aria-hidden className="size-4" />}
            >
              {t(create.action.label)}
            </ActionButtonLink>
          </>
        }
      />
      <ClusterTable
        query={shoots}
        tableId="clusters-all"
        rows={rows}
        withProject
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
    </>
  );
}
