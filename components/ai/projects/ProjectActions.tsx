"use client";

import { useTranslations } from "next-intl";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { itemActions } from "@/components/ui/actions/resource-action";
import type { AIProjectDetail } from "@/lib/portal/schemas/ai";
import { ProjectActionDialogs } from "./ProjectActionDialogs";
import { projectOfDetail } from "./project-subject";
import { useProjectActions } from "./use-project-actions";

/** The project's header actions, drawn from its action list: edit, enable or disable, delete. */
export function ProjectActions({ projectId, project }: { projectId: string; project: AIProjectDetail }) {
  const t = useTranslations("ai.projects");
  const { offered, run, running, dialog, close } = useProjectActions();
  const subject = projectOfDetail(projectId, project);
  return (
    <>
      <ActionButtons
        offered={itemActions(offered(subject))}
        label={(action) => t(action.label)}
        onRun={(id) => run(id, subject)}
        running={running(subject)}
      />
      <ProjectActionDialogs dialog={dialog} onClose={close} listHref="/ai/projects" />
    </>
  );
}
