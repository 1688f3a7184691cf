"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { TypeToConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { usePortalMutation } from "@/lib/api/hooks";
import type { ClusterProject } from "../model/project";
import { usePortalErrorText } from "@/components/ui/portal-error";

export interface ProjectDeleteDialogProps {
  project: ClusterProject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/**
 * Deletes a project after its name is typed. Without force the portal refuses while the project has clusters;
 * with force its clusters, secrets and bindings go with it, which the dialog says before the user chooses it.
 */
export function ProjectDeleteDialog({ project, open, onOpenChange, onDeleted }: ProjectDeleteDialogProps) {
  const t = useTranslations("clusters.projects.delete");
  const forceId = useId();
  const [force, setForce] = useState(false);
  const explain = usePortalErrorText();
  const remove = usePortalMutation("clustermgr.project.delete");

  const change = (next: boolean) => {
    if (!next) setForce(false);
    onOpenChange(next);
  };

  return (
    <TypeToConfirmDialog
      open={open}
      onOpenChange={change}
      title={t("title", { name: project.name })}
      description={t("description")}
      confirmationText={project.name}
      confirmLabel={t("confirm")}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ project_name: project.name, force: force || undefined });
        } catch (caught) {
          throw explain(caught);
        }
        toast({ title: t("done", { name: project.name }) });
        onDeleted();
      }}
    >
      <div className="flex items-start gap-2">
        <Checkbox
          id={forceId}
          checked={force}
          onCheckedChange={(checked) => setForce(checked === true)}
          className="mt-0.5"
        />
        <label htmlFor={forceId} className="text-sm text-ink">
          <span className="font-medium">{t("force")}</span>
          <span className="block text-muted">{t("forceHint")}</span>
        </label>
      </div>
    </TypeToConfirmDialog>
  );
}
