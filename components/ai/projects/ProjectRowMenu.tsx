"use client";

import { useTranslations } from "next-intl";
import { ActionMenu } from "@/components/ui/actions/ActionMenu";
import { itemActions, type OfferedAction } from "@/components/ui/actions/resource-action";
import type { ProjectRow } from "../model/projects";
import { type ProjectActionDef, type ProjectActionId, type ProjectInState } from "./project-actions";
import { projectOfRow, type ProjectSubject } from "./project-subject";

/** A project row's actions menu: those its state allows; one the token lacks shows the missing permission. */
export function ProjectRowMenu({
  row,
  offered,
  onRun,
}: {
  row: ProjectRow;
  offered: (project: ProjectInState) => OfferedAction<ProjectActionDef>[];
  onRun: (id: ProjectActionId, project: ProjectSubject) => void;
}) {
  const t = useTranslations("ai.projects");
  return (
    <ActionMenu
      label={t("actions.menu", { name: row.name })}
      offered={itemActions(offered(row))}
      itemLabel={(action) => t(action.label)}
      empty={t("actions.none")}
      onRun={(id) => onRun(id, projectOfRow(row))}
    />
  );
}
