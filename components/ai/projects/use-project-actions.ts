"use client";

import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useState } from "react";
import { withPreloads } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { preloadConfirm } from "@/components/ui/lazy-confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { usePortalMutation } from "@/lib/api/hooks";
import { preloadEditName } from "../shared/EditDeleteDialogs";
import { PROJECT_ACTIONS, type ProjectActionId } from "./project-actions";
import type { ProjectDialog } from "./ProjectActionDialogs";
import type { ProjectSubject } from "./project-subject";
import { ProjectCreateDialog } from "./lazy-dialogs";

const ACTIONS = withPreloads(PROJECT_ACTIONS, {
  create: ProjectCreateDialog.preload,
  edit: preloadEditName,
  delete: preloadConfirm,
});

/**
 * Runs the actions on AI projects for a screen that offers them (the project's page header, the list's rows): enable
 * or disable at once, with a toast; edit and delete by opening `ProjectActionDialogs` on the project. Permissions are
 * looked up once for the screen, not once per row.
 */
export function useProjectActions() {
  const t = useTranslations("ai.projects.actions");
  const message = useErrorMessage();
  const offered = useOfferedActions(ACTIONS);
  const [dialog, setDialog] = useState<ProjectDialog>({ open: null, project: null });
  const toggle = usePortalMutation("ai.project.toggle");
  const { mutate } = toggle;

  const run = useCallback(
    (id: ProjectActionId, project: ProjectSubject) => {
      const name = project.name;
      // The portal flips the state; the toast names the state the press asked for.
      if (id === "enable" || id === "disable")
        mutate(
          { ai_project_id: project.id },
          {
            onSuccess: () => toast({ title: id === "enable" ? t("enabled", { name }) : t("disabled", { name }) }),
            onError: (error) => toast({ tone: "bad", title: t("toggleFailed"), description: message(error) }),
          },
        );
      else if (id !== "create") setDialog({ open: id, project });
      // "create" acts on the list, not on a project: the list page opens its form.
    },
    [mutate, t, message],
  );

  /** The toggle whose call is in flight for `project`, for its button's spinner. */
  const running = (project: ProjectSubject): ProjectActionId | null =>
    toggle.isPending && toggle.variables?.ai_project_id === project.id
      ? project.disabled
        ? "enable"
        : "disable"
      : null;

  // The project stays while its dialog closes, so the dialog does not empty before it is gone.
  const close = useCallback(() => setDialog((current) => ({ ...current, open: null })), []);

  return { offered, run, running, dialog, close };
}

export type ProjectActions = ReturnType<typeof useProjectActions>;

/** A list page's project actions, for its rows' menus: the table's columns stay the same while permissions arrive. */
export const ProjectActionsOfList = createContext<ProjectActions | null>(null);

export function useProjectActionsOfList(): ProjectActions {
  const actions = useContext(ProjectActionsOfList);
  if (!actions) throw new Error("useProjectActionsOfList needs a ProjectActionsOfList provider");
  return actions;
}
