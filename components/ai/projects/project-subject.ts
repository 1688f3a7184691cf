/** A project as its actions read it, from the project's page (its detail) or from the project list (its row). */
import type { AIProjectDetail } from "@/lib/portal/schemas/ai";
import type { ProjectRow } from "../model/projects";
import type { NameAndDescription } from "../shared/EditNameDialog";

export interface ProjectSubject {
  id: string;
  /** What toasts call it and what the user types to delete it. */
  name: string;
  disabled: boolean;
  /** What the edit form starts from. */
  current: NameAndDescription;
}

export const projectOfDetail = (projectId: string, project: AIProjectDetail): ProjectSubject => ({
  id: projectId,
  name: project.name ?? projectId,
  disabled: project.disabled === true,
  current: { name: project.name ?? "", description: project.description ?? "" },
});

export const projectOfRow = (row: ProjectRow): ProjectSubject => ({
  id: row.id,
  name: row.name,
  disabled: row.disabled,
  current: { name: row.name, description: row.description },
});
