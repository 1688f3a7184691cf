"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { ActionButton } from "@/components/ui/action-button";
import { Card } from "@/components/ui/card";
import { LazyConfirmDialog, preloadConfirm } from "@/components/ui/lazy-confirm-dialog";
import { PickFromList } from "@/components/ui/pick-from-list";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { PortalError } from "@/components/ui/portal-error";
import { SuggestField } from "@/components/ui/suggest-field";
import { PermissionFieldset } from "@/components/ui/permission-fieldset";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { useAccessChoices } from "./use-access-choices";
import { useKnownUsers } from "./use-known-users";
import { KnownUserNote, useKnownUserOptions } from "./KnownUserNote";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

const USER_FIELDS = ["name", "client", "id"] as const;
type UserValues = { name: string; client: string; id: string };

/**
 * A user by reseller, client and id: picked from the AI projects' members (nothing lists all users) or typed. Enable
 * it, disable it after a confirmation naming it (PATCH …/enable|disable, the body's reseller is the path's), or give
 * it an infrastructure role (PATCH …/iaas/role/add).
 */
export function UsersPanel() {
  const t = useTranslations("access.users");
  const tForm = useTranslations("access.form");
  const choices = useAccessChoices();
  const projects = usePortalQuery("iaas.projects.list", {}, { retry: false });
  const domains = usePortalQuery("iaas.domains.list", {}, { retry: false });
  const schema = useMemo(() => {
    const required = z
      .string()
      .trim()
      .min(1, tForm("required"))
      .max(512, tForm("tooLong"))
      .regex(/^[^/\\]+$/, t("noSlash"));
    const optional = z.string().trim().max(512, tForm("tooLong"));
    return z.object({
      name: required,
      client: required,
      id: required,
      role: optional,
      project_id: optional,
      domain_id: optional,
    });
  }, [t, tForm]);
  const form = useZodForm(schema, {
    defaultValues: { name: "", client: "", id: "", role: "", project_id: "", domain_id: "" },
  });
  const [error, setError] = useState<unknown>(null);
  useLeaveGuard(form.formState.isDirty);
  const known = useKnownUsers();
  const userOptions = useKnownUserOptions(known.users);
  const typedId = useWatch({ control: form.control, name: "id" });
  const [confirming, setConfirming] = useState<UserValues | null>(null);
  const enable = usePortalMutation("users.enable");
  const disable = usePortalMutation("users.disable");
  const addRole = usePortalMutation("users.iaasRole.add");
  const denied = {
    enable: useDenied("users.enable"),
    disable: useDenied("users.disable"),
    role: useDenied("users.iaasRole.add"),
  };
  const [busy, setBusy] = useState<string | null>(null);
  // Nothing lists users, so the outcome stays on screen until the next action.
  const [outcome, setOutcome] = useState<string | null>(null);

  const act = (kind: "enable" | "disable" | "role", confirmed = false) =>
    form.handleSubmit(async (values) => {
      // Disabling locks the user out: it waits for the confirmation, which names the user.
      if (kind === "disable" && !confirmed) {
        setConfirming({ name: values.name, client: values.client, id: values.id });
        return;
      }
      const path = { name: values.name, client: values.client, id: values.id };
      if (kind === "role") {
        // The spec marks no role field required, but a grant needs a role and a place to hold it.
        if (!values.role) form.setError("role", { message: tForm("required") });
        if (!values.project_id && !values.domain_id) form.setError("project_id", { message: t("projectOrDomain") });
        if (!values.role || (!values.project_id && !values.domain_id)) return;
      }
      setError(null);
      setOutcome(null);
      setBusy(kind);
      try {
        if (kind === "enable") await enable.mutateAsync({ ...path, reseller: values.name });
        else if (kind === "disable") await disable.mutateAsync({ ...path, reseller: values.name });
        else
          await addRole.mutateAsync({
            ...path,
            role: values.role,
            project_id: values.project_id || undefined,
            domain_id: values.domain_id || undefined,
          });
        const message = t(`done.${kind}`, { id: values.id });
        // Done: what is on screen is no longer unsaved input, yet stays for the next action on the same user.
        form.reset(values);
        setOutcome(message);
        toast({ title: message, tone: "ok" });
      } catch (caught) {
        if (!applyFieldIssues(caught, form.setError, [...USER_FIELDS, "role", "project_id", "domain_id"]))
          setError(caught);
      } finally {
        setBusy(null);
      }
    })();

  const pickUser = (id: string) => {
    const user = known.users.find((candidate) => candidate.id === id);
    if (!user) return;
    const set = { shouldValidate: true, shouldDirty: true };
    form.setValue("name", user.reseller, set);
    form.setValue("client", user.client, set);
    form.setValue("id", user.id, set);
  };
  const confirmingName = confirming ? (known.users.find((u) => u.id === confirming.id)?.display ?? confirming.id) : "";

  const projectChoices = (projects.data ?? []).flatMap((p) => (p.id ? [{ value: p.id, label: p.name }] : []));
  const domainChoices = (domains.data ?? []).flatMap((d) => (d.id ? [{ value: d.id, label: d.name }] : []));
  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate aria-label={t("formLabel")} className="space-y-4">
      <Card title={t("title")} description={t("description")}>
        <PermissionFieldset denied={denied.enable && denied.disable}>
          <div className="grid gap-3 md:grid-cols-3">
            <SuggestField
              control={form.control}
              name="name"
              label={t("reseller")}
              required
              suggestions={choices.resellers}
            />
            <SuggestField
              control={form.control}
              name="client"
              label={t("client")}
              hint={t("clientHint")}
              required
              suggestions={choices.clients}
              mono
            />
            <SuggestField
              control={form.control}
              name="id"
              label={t("id")}
              hint={t("idHint")}
              required
              suggestions={userOptions}
              mono
              addon={
                <PickFromList label={t("pick")} options={userOptions} onPick={(option) => pickUser(option.value)} />
              }
            />
          </div>
          <KnownUserNote user={known.users.find((u) => u.id === typedId.trim())} />
        </PermissionFieldset>
        <div className="mt-4 flex flex-wrap gap-2">
          <ActionButton denied={denied.enable} loading={busy === "enable"} onClick={() => void act("enable")}>
            {t("enable")}
          </ActionButton>
          <ActionButton
            variant="danger"
            denied={denied.disable}
            loading={busy === "disable"}
            onPointerEnter={preloadConfirm}
            onFocus={preloadConfirm}
            onClick={() => void act("disable")}
          >
            {t("disable")}
          </ActionButton>
        </div>
      </Card>
      <Card title={t("roleTitle")} description={t("roleDescription")}>
        <PermissionFieldset denied={denied.role}>
          <div className="grid gap-3 md:grid-cols-3">
            <SuggestField
              control={form.control}
              name="role"
              label={t("role")}
              required
              suggestions={[{ value: "member" }, { value: "reader" }, { value: "admin" }]}
            />
            <SuggestField
              control={form.control}
              name="project_id"
              label={t("project")}
              suggestions={projectChoices}
              mono
            />
            <SuggestField
              control={form.control}
              name="domain_id"
              label={t("domain")}
              suggestions={domainChoices}
              mono
            />
          </div>
        </PermissionFieldset>
        <div className="mt-4">
          <ActionButton denied={denied.role} loading={busy === "role"} onClick={() => void act("role")}>
            {t("addRole")}
          </ActionButton>
        </div>
      </Card>
      <LazyConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        tone="danger"
        title={t("confirmDisable.title", { user: confirmingName })}
        description={t("confirmDisable.description", { user: confirmingName, client: confirming?.client ?? "" })}
        confirmLabel={t("disable")}
        onConfirm={() => act("disable", true)}
      />
      <PortalError error={error} />
      {outcome && (
        <p role="status" className="rounded-md border border-ok/40 bg-ok/10 px-3 py-2 text-sm">
          {outcome}
        </p>
      )}
    </form>
  );
}
