"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { itemActions, withPreloads } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { toast } from "@/components/ui/toast";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { usePortalMutation } from "@/lib/api/hooks";
import type { AIProjectDetail } from "@/lib/portal/schemas/ai";
import { preloadConfirm } from "@/components/ui/lazy-confirm-dialog";
import { EditDeleteDialogs, preloadEditName } from "../shared/EditDeleteDialogs";
import { PROJECT_ACTIONS, type ProjectActionId } from "./project-actions";

const ACTIONS = withPreloads(PROJECT_ACTIONS, { edit: preloadEditName, delete: preloadConfirm });

/** The project's header actions, drawn from its action list: edit, enable or disable, delete. */
export function ProjectActions({ projectId, project }: { projectId: string; project: AIProjectDetail }) {
  const t = useTranslations("ai.projects");
  const message = useErrorMessage();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const offered = useOfferedActions(ACTIONS);
  const update = usePortalMutation("ai.project.update");
  const toggle = usePortalMutation("ai.project.toggle");
  const remove = usePortalMutation("ai.project.delete");
  const disabled = project.disabled === true;
  const name = project.name ?? projectId;

  // The portal flips the state; the toast names the state the press asked for.
  const flip = (id: "enable" | "disable") =>
    toggle.mutate(
      { ai_project_id: projectId },
      {
        onSuccess: () =>
          toast({ title: id === "enable" ? t("actions.enabled", { name }) : t("actions.disabled", { name }) }),
        onError: (error) => toast({ tone: "bad", title: t("actions.toggleFailed"), description: message(error) }),
      },
    );

  const run = (id: ProjectActionId) => {
    if (id === "enable" || id === "disable") flip(id);
    else if (id !== "create") setDialog(id);
  };

  return (
    <>
      <ActionButtons
        offered={itemActions(offered({ disabled }))}
        label={(action) => t(action.label)}
        onRun={run}
        running={toggle.isPending ? (disabled ? "enable" : "disable") : null}
      />
      <EditDeleteDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        name={name}
        current={{ name: project.name ?? "", description: project.description ?? "" }}
        onSave={(changes) => update.mutateAsync({ ai_project_id: projectId, ...changes })}
        onDelete={() => remove.mutateAsync({ ai_project_id: projectId })}
        listHref="/ai/projects"
        kind="projects"
      />
    </>
  );
}
