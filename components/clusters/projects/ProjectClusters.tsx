"use client";

import { Boxes } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/feedback";
import { usePortalQuery } from "@/lib/api/hooks";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import type { ClusterRow } from "../list/cluster-columns";
import { ClusterTable } from "../list/ClusterTable";
import type { ClusterProject } from "../model/project";
import { shootKey, toShoots } from "../model/shoot";
import { CLUSTER_LIST_ACTIONS } from "../model/cluster-actions";
import { pollInterval } from "../model/status";
import { ActionButtonLink } from "../shared/ActionButtonLink";

export const newClusterHref = (project: string) => `/clusters/new?project=${encodeURIComponent(project)}`;

/** The clusters of one project (GET /clustermgr/{namespace}/shoots), polled fast while one is in transition. */
export function ProjectClusters({ project }: { project: ClusterProject }) {
  const t = useTranslations("clusters");
  const [create] = useOfferedActions(CLUSTER_LIST_ACTIONS)({});
  const CreateIcon = create.action.icon;
  const shoots = usePortalQuery(
    "clustermgr.shoots.list",
    { namespace: project.namespace },
    { refetchInterval: (query) => pollInterval(toShoots(query.state.data)) },
  );
  const rows = useMemo<ClusterRow[] | undefined>(
    () => shoots.data && toShoots(shoots.data).map((shoot) => ({ key: shootKey(shoot), shoot, project: project.name })),
    [shoots.data, project.name],
  );
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <ActionButtonLink
          href={newClusterHref(project.name)}
          denied={create.denied}
          icon={<CreateIcon aria-hidden className="size-4" />}
        >
          {t(create.action.label)}
        </ActionButtonLink>
      </div>
      <ClusterTable
        tableId="clusters-project"
        rows={rows}
        query={shoots}
        exportFileName={`clusters-${project.name}`}
        emptyState={
          <EmptyState
            icon={<Boxes />}
            title={t("projects.detail.noClusters")}
            action={
              <ButtonLink href={newClusterHref(project.name)} variant="primary">
                {t("list.create")}
              </ButtonLink>
            }
          />
        }
      />
    </div>
  );
}
