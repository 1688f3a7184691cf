"use client";

import { Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { toast } from "@/components/ui/toast";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { usePortalMutation } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import type { AIProjectDetail } from "@/lib/portal/schemas/ai";
import { preloadOn } from "@/components/ui/lazy";
import { preloadConfirm } from "@/components/ui/lazy-confirm-dialog";
import { EditDeleteDialogs, preloadEditName } from "../shared/EditDeleteDialogs";

/** The project's header actions: edit, enable or disable, delete (after typing its name). */
export function ProjectActions({ projectId, project }: { projectId: string; project: AIProjectDetail }) {
  const t = useTranslations("ai.projects.actions");
  const message = useErrorMessage();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const updateDenied = useDenied("ai.project.update");
  const toggleDenied = useDenied("ai.project.toggle");
  const deleteDenied = useDenied("ai.project.delete");
  const update = usePortalMutation("ai.project.update");
  const toggle = usePortalMutation("ai.project.toggle");
  const remove = usePortalMutation("ai.project.delete");
  const disabled = project.disabled === true;
  const name = project.name ?? projectId;

  const flip = () =>
    toggle.mutate(
      { ai_project_id: projectId },
      {
        onSuccess: () => toast({ title: disabled ? t("enabled", { name }) : t("disabled", { name }) }),
        onError: (error) => toast({ tone: "bad", title: t("toggleFailed"), description: message(error) }),
      },
    );

  return (
    <>
      <ActionButton
        icon={<Pencil aria-hidden className="size-4" />}
        denied={updateDenied}
        {...preloadOn(preloadEditName)}
        onClick={() => setDialog("edit")}
      >
        {t("edit")}
      </ActionButton>
      <ActionButton
        icon={disabled ? <Power aria-hidden className="size-4" /> : <PowerOff aria-hidden className="size-4" />}
        denied={toggleDenied}
        loading={toggle.isPending}
        onClick={flip}
      >
        {disabled ? t("enable") : t("disable")}
      </ActionButton>
      <ActionButton
        variant="danger"
        icon={<Trash2 aria-hidden className="size-4" />}
        denied={deleteDenied}
        {...preloadOn(preloadConfirm)}
        onClick={() => setDialog("delete")}
      >
        {t("delete")}
      </ActionButton>
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
