"use client";

import { usePortalMutation } from "@/lib/api/hooks";
import { EditDeleteDialogs } from "../shared/EditDeleteDialogs";
import type { ProjectSubject } from "./project-subject";

/** Which of a project's dialogs is open, and on which project (kept while it closes). */
export interface ProjectDialog {
  open: "edit" | "delete" | null;
  project: ProjectSubject | null;
}

/**
 * The dialogs of a project's actions, hosted once by the screen that offers them (the project's page, the project
 * list): edit, and delete after typing the project's name. `listHref`: where to go once deleted, from its page.
 */
export function ProjectActionDialogs({
  dialog: { open, project },
  onClose,
  listHref,
}: {
  dialog: ProjectDialog;
  onClose: () => void;
  listHref?: string;
}) {
  const update = usePortalMutation("ai.project.update");
  const remove = usePortalMutation("ai.project.delete");
  if (!project) return null;
  return (
    <EditDeleteDialogs
      open={open}
      onClose={onClose}
      name={project.name}
      current={project.current}
      onSave={(changes) => update.mutateAsync({ ai_project_id: project.id, ...changes })}
      onDelete={() => remove.mutateAsync({ ai_project_id: project.id })}
      listHref={listHref}
      kind="projects"
    />
  );
}
