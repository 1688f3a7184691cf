"use client";

import { Power, PowerOff, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import type { ButtonSize } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { usePortalMutation } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import type { IaaSProject } from "@/lib/portal/schemas/iaas";
import { preloadOn } from "@/components/ui/lazy";
import { LazyConfirmDialog, LazyTypeToConfirmDialog, preloadConfirm } from "@/components/ui/lazy-confirm-dialog";
import { projectState } from "./project-model";

export interface ProjectStateActionsProps {
  project: IaaSProject & { id: string };
  size?: ButtonSize;
  /** After a delete (the detail page leaves for the list). */
  onDeleted?: () => void;
}

/** Enable or disable (disabling asks first) and delete after typing the project's name. */
export function ProjectStateActions({ project, size = "sm", onDeleted }: ProjectStateActionsProps) {
  const t = useTranslations("infrastructure.projects.actions");
  const [confirming, setConfirming] = useState<"disable" | "delete" | null>(null);
  const enable = usePortalMutation("iaas.project.enable");
  const disable = usePortalMutation("iaas.project.disable");
  const remove = usePortalMutation("iaas.project.delete");
  const enableDenied = useDenied("iaas.project.enable");
  const disableDenied = useDenied("iaas.project.disable");
  const deleteDenied = useDenied("iaas.project.delete");
  const errorText = useErrorMessage();
  const name = project.name || project.id;
  const enabled = projectState(project) === "enabled";

  const turnOn = async () => {
    try {
      await enable.mutateAsync({ project_id: project.id });
      toast({ title: t("enabled", { name }), tone: "ok" });
    } catch (error) {
      toast({ title: t("enableFailed", { name }), description: errorText(error), tone: "bad" });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {enabled ? (
        <ActionButton
          size={size}
          icon={<PowerOff aria-hidden className="size-4" />}
          denied={disableDenied}
          onClick={() => setConfirming("disable")}
          {...preloadOn(preloadConfirm)}
        >
          {t("disable")}
        </ActionButton>
      ) : (
        <ActionButton
          size={size}
          icon={<Power aria-hidden className="size-4" />}
          denied={enableDenied}
          loading={enable.isPending}
          onClick={() => void turnOn()}
        >
          {t("enable")}
        </ActionButton>
      )}
      <ActionButton
        size={size}
        variant={size === "sm" ? "secondary" : "danger"}
        icon={<Trash2 aria-hidden className="size-4" />}
        denied={deleteDenied}
        onClick={() => setConfirming("delete")}
        {...preloadOn(preloadConfirm)}
        aria-label={t("deleteNamed", { name })}
      >
        {t("delete")}
      </ActionButton>
      <LazyConfirmDialog
        open={confirming === "disable"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("disableTitle", { name })}
        description={t("disableDescription")}
        confirmLabel={t("disableConfirm")}
        onConfirm={async () => {
          await disable.mutateAsync({ project_id: project.id });
          toast({ title: t("disabled", { name }), tone: "ok" });
        }}
      />
      <LazyTypeToConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("deleteTitle", { name })}
        description={t("deleteDescription")}
        confirmLabel={t("deleteConfirm")}
        confirmationText={name}
        onConfirm={async () => {
          await remove.mutateAsync({ project_id: project.id });
          toast({ title: t("deleted", { name }), tone: "ok" });
          onDeleted?.();
        }}
      />
    </div>
  );
}
