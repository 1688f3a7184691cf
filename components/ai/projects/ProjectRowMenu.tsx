"use client";

import { useTranslations } from "next-intl";
import { ActionMenu } from "@/components/ui/actions/ActionMenu";
import { itemActions } from "@/components/ui/actions/resource-action";
import type { ProjectRow } from "../model/projects";
import { projectOfRow } from "./project-subject";
import { useProjectActionsOfList } from "./use-project-actions";

/** A project row's actions menu: those its state allows; one the token lacks shows the missing permission. */
export function ProjectRowMenu({ row }: { row: ProjectRow }) {
  const { offered, run } = useProjectActionsOfList();
  const t = useTranslations("ai.projects");
  return (
    <ActionMenu
      label={t("actions.menu", { name: row.name })}
      offered={itemActions(offered(row))}
      itemLabel={(action) => t(action.label)}
      empty={t("actions.none")}
      onRun={(id) => run(id, projectOfRow(row))}
    />
  );
}
