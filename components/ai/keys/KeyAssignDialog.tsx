"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Combobox } from "@/components/ui/combobox";
import { FormDialog } from "@/components/ui/form-dialog";
import { toast } from "@/components/ui/toast";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { useAiUsers } from "../shared/use-ai-users";

/** A key's project and user as the portal reports them; the user's name when it is known. */
export interface KeyAssignment {
  projectId?: string;
  userId?: string;
  userName?: string;
}

export interface KeyAssignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keyId: string;
  current: KeyAssignment;
}

/**
 * Assigns a key to a project and a user (PATCH …/assignments), sending only what changed; clearing a choice
 * sends "" (unassign). Users are the members of all projects: the portal lists AI users only per project.
 */
export function KeyAssignDialog({ open, onOpenChange, keyId, current }: KeyAssignDialogProps) {
  const t = useTranslations("ai.keys.assign");
  const tForm = useTranslations("ai.form");
  const initial = { project: current.projectId ?? "", user: current.userId ?? "" };
  const [project, setProject] = useState<string>(initial.project);
  const [user, setUser] = useState<string>(initial.user);
  const [error, setError] = useState<unknown>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    // Each opening starts from the key's current assignment.
    setWasOpen(open);
    setProject(initial.project);
    setUser(initial.user);
    setError(null);
  }
  const projects = usePortalQuery("ai.projects.list", {}, { enabled: open });
  const { users, loading } = useAiUsers();
  const assign = usePortalMutation("ai.key.assign");

  const projectOptions = (projects.data ?? []).flatMap((p) => (p.id ? [{ value: p.id, label: p.name ?? p.id }] : []));
  const userOptions = users.map((u) => ({ value: u.id, label: u.label, description: u.detail }));
  // The key's user may be in no project: keep it choosable under the name the key reports.
  if (initial.user && !users.some((u) => u.id === initial.user)) {
    userOptions.unshift({ value: initial.user, label: current.userName ?? initial.user, description: undefined });
  }
  const changes = {
    ...(project !== initial.project ? { project_id: project } : {}),
    ...(user !== initial.user ? { user_id: user } : {}),
  };
  const changed = Object.keys(changes).length > 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    setError(null);
    try {
      await assign.mutateAsync({ key_id: keyId, ...changes });
      toast({ title: t("saved") });
      onOpenChange(false);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      submitLabel={tForm("save")}
      submitting={assign.isPending}
      submitDisabled={!changed}
      onSubmit={(event) => void save(event)}
      error={error}
      dirty={changed}
    >
      <Combobox
        label={t("project")}
        placeholder={t("noProject")}
        options={projectOptions}
        value={project || null}
        onChange={(value) => setProject(value ?? "")}
        loading={projects.isPending}
        clearable
      />
      <Combobox
        label={t("user")}
        hint={t("userHint")}
        placeholder={t("noUser")}
        options={userOptions}
        value={user || null}
        onChange={(value) => setUser(value ?? "")}
        loading={loading}
        clearable
      />
    </FormDialog>
  );
}
