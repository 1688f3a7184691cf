"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { withPreloads, type OfferedAction } from "@/components/ui/actions/resource-action";
import { toast } from "@/components/ui/toast";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { usePortalMutation } from "@/lib/api/hooks";
import type { IaaSProject } from "@/lib/portal/schemas/iaas";
import { LazyConfirmDialog, LazyTypeToConfirmDialog, preloadConfirm } from "@/components/ui/lazy-confirm-dialog";
import { PROJECT_ITEM_ACTIONS, type ProjectActionDef, type ProjectActionId } from "./project-actions";
import { projectState } from "./project-model";

/** The confirming ones fetch the confirmation dialog's code on intent. */
export const PROJECT_ROW_ACTIONS = withPreloads(PROJECT_ITEM_ACTIONS, {
  disable: preloadConfirm,
  delete: preloadConfirm,
});

/** What a project offers now, for `offered` (from `useOfferedActions(PROJECT_ROW_ACTIONS)`). */
export const projectTarget = (project: IaaSProject) => ({ state: projectState(project) });

export interface ProjectStateActionsProps {
  project: IaaSProject & { id: string };
  /** The project's offered actions (the permissions asked once for a whole table). */
  offered: OfferedAction<ProjectActionDef>[];
  /** A table's row names the project in each button and keeps its delete quiet among many; a page's header does not. */
  placement?: "row" | "header";
  /** After a delete (the detail page leaves for the list). */
  onDeleted?: () => void;
}

/** Enable or disable (disabling asks first) and delete after typing the project's name. */
export function ProjectStateActions({ project, offered, placement = "row", onDeleted }: ProjectStateActionsProps) {
  const t = useTranslations("infrastructure.projects");
  const tActions = useTranslations("infrastructure.projects.actions");
  const [confirming, setConfirming] = useState<ProjectActionId | null>(null);
  const enable = usePortalMutation("iaas.project.enable");
  const disable = usePortalMutation("iaas.project.disable");
  const remove = usePortalMutation("iaas.project.delete");
  const errorText = useErrorMessage();
  const name = project.name || project.id;
  const inRow = placement === "row";

  const turnOn = async () => {
    try {
      await enable.mutateAsync({ project_id: project.id });
      toast({ title: tActions("enabled", { name }), tone: "ok" });
    } catch (error) {
      toast({ title: tActions("enableFailed", { name }), description: errorText(error), tone: "bad" });
    }
  };

  const run = (id: ProjectActionId) => (id === "enable" ? void turnOn() : setConfirming(id));

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ActionButtons
        offered={offered}
        label={(action) => t(action.label)}
        running={enable.isPending ? "enable" : null}
        onRun={run}
        size={inRow ? "sm" : "md"}
        variant={inRow ? "secondary" : undefined}
        name={inRow ? (action) => action.named && t(action.named, { name }) : undefined}
      />
      <LazyConfirmDialog
        open={confirming === "disable"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={tActions("disableTitle", { name })}
        description={tActions("disableDescription")}
        confirmLabel={tActions("disableConfirm")}
        onConfirm={async () => {
          await disable.mutateAsync({ project_id: project.id });
          toast({ title: tActions("disabled", { name }), tone: "ok" });
        }}
      />
      <LazyTypeToConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={tActions("deleteTitle", { name })}
        description={tActions("deleteDescription")}
        confirmLabel={tActions("deleteConfirm")}
        confirmationText={name}
        onConfirm={async () => {
          await remove.mutateAsync({ project_id: project.id });
          toast({ title: tActions("deleted", { name }), tone: "ok" });
          onDeleted?.();
        }}
      />
    </div>
  );
}
