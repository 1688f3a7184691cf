"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ActionButton } from "@/components/ui/action-button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/choice-fields";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { MultiSelect } from "@/components/ui/multi-select";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { PortalError } from "@/components/ui/portal-error";
import { SuggestField } from "@/components/ui/suggest-field";
import { PermissionFieldset } from "@/components/ui/permission-fieldset";
import { usePortalMutation } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { useUrlParam } from "@/lib/url-state";
import { useAccessChoices } from "./use-access-choices";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

const MODES = ["add", "replace", "remove"] as const;
type Mode = (typeof MODES)[number];
const FIELDS = ["profile_type", "reseller_name", "client_id", "entity", "profile_id", "profile_ids"] as const;
const DEFAULTS = {
  profile_type: "",
  reseller_name: "",
  client_id: "",
  entity: "",
  profile_id: "",
  profile_ids: [] as string[],
};

/**
 * Assigns a profile to an entity, sets all of its profiles of a type, or removes one (POST / PATCH / DELETE
 * /profile/assign; every field required). Nothing lists assignments, so the form is the whole screen.
 */
export function AssignmentPanel() {
  const t = useTranslations("access.assign");
  const tForm = useTranslations("access.form");
  const [rawMode, setMode] = useUrlParam("mode", "add");
  const mode: Mode = (MODES as readonly string[]).includes(rawMode) ? (rawMode as Mode) : "add";
  const choices = useAccessChoices();
  const schema = useMemo(() => {
    const required = z.string().trim().min(1, tForm("required")).max(512, tForm("tooLong"));
    return z.object({
      profile_type: required,
      reseller_name: required,
      client_id: required,
      entity: required,
      profile_id: mode === "replace" ? z.string() : required,
      profile_ids: mode === "replace" ? z.array(z.string()).min(1, t("chooseOne")) : z.array(z.string()),
    });
  }, [mode, t, tForm]);
  const form = useZodForm(schema, { defaultValues: DEFAULTS });
  const [error, setError] = useState<unknown>(null);
  useLeaveGuard(form.formState.isDirty);
  const [confirming, setConfirming] = useState<z.infer<typeof schema> | null>(null);
  // Nothing lists assignments, so the outcome stays on screen until the next attempt.
  const [outcome, setOutcome] = useState<string | null>(null);
  const add = usePortalMutation("profiles.assignment.add");
  const replace = usePortalMutation("profiles.assignment.replace");
  const remove = usePortalMutation("profiles.assignment.remove");
  const denied = {
    add: useDenied("profiles.assignment.add"),
    replace: useDenied("profiles.assignment.replace"),
    remove: useDenied("profiles.assignment.remove"),
  };
  const type = form.watch("profile_type");
  const profileOptions = choices.profiles
    .filter((p) => !type || p.type === type)
    .map((p) => ({ value: p.id, label: `${p.name} (${p.type ?? ""})` }));

  const send = async (values: z.infer<typeof schema>) => {
    const key = {
      profile_type: values.profile_type,
      reseller_name: values.reseller_name,
      client_id: values.client_id,
      entity: values.entity,
    };
    if (mode === "add") await add.mutateAsync({ ...key, profile_id: values.profile_id });
    else if (mode === "replace") await replace.mutateAsync({ ...key, profile_ids: values.profile_ids });
    else await remove.mutateAsync({ ...key, profile_id: values.profile_id });
    const message = t(`done.${mode}`, { entity: values.entity });
    // Done: what is on screen is no longer unsaved input, yet stays for the next assignment of the same entity.
    form.reset(values);
    setOutcome(message);
    toast({ title: message, tone: "ok" });
  };
  const run = async (values: z.infer<typeof schema>) => {
    setError(null);
    setOutcome(null);
    try {
      await send(values);
    } catch (caught) {
      // The portal names the field of a refusal (a profile already assigned: `profile_id`); the BFF passes it on.
      if (!applyFieldIssues(caught, form.setError, FIELDS)) setError(caught);
    }
  };
  const submit = form.handleSubmit(async (values) => {
    // Taking profiles away is confirmed first; adding one is not.
    if (mode === "add") await run(values);
    else setConfirming(values);
  });

  return (
    <Card title={t("title")} description={t("description")}>
      <form onSubmit={submit} noValidate aria-label={t("formLabel")} className="space-y-4">
        {/* Every way of assigning refused: nothing here can be saved. */}
        <PermissionFieldset denied={denied.add && denied.replace && denied.remove}>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium">{t("mode")}</legend>
            {MODES.map((value) => (
              <label key={value} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="assign-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    setMode(value === "add" ? null : value);
                    setError(null);
                    form.clearErrors();
                  }}
                />
                {t(`modes.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-3 md:grid-cols-2">
            <SelectField
              control={form.control}
              name="profile_type"
              label={t("profileType")}
              required
              placeholder={t("choose")}
              options={choices.types.map((v) => ({ value: v, label: v }))}
            />
            <SuggestField
              control={form.control}
              name="reseller_name"
              label={t("reseller")}
              required
              suggestions={choices.resellers}
            />
            <SuggestField
              control={form.control}
              name="client_id"
              label={t("client")}
              hint={t("clientHint")}
              required
              suggestions={choices.clients}
              mono
            />
            <SuggestField
              control={form.control}
              name="entity"
              label={t("entity")}
              hint={t("entityHint")}
              required
              suggestions={type === "client" ? choices.clients : []}
              mono
            />
            {mode === "replace" ? (
              <Controller
                control={form.control}
                name="profile_ids"
                render={({ field, fieldState }) => (
                  <MultiSelect
                    label={t("profiles")}
                    options={profileOptions}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    placeholder={t("choose")}
                  />
                )}
              />
            ) : (
              <SelectField
                control={form.control}
                name="profile_id"
                label={t("profile")}
                required
                placeholder={t("choose")}
                options={profileOptions}
              />
            )}
          </div>
        </PermissionFieldset>
        <PortalError error={error} />
        {outcome && (
          <p role="status" className="rounded-md border border-ok/40 bg-ok/10 px-3 py-2 text-sm">
            {outcome}
          </p>
        )}
        <ActionButton
          type="submit"
          variant={mode === "remove" ? "danger" : "primary"}
          denied={denied[mode]}
          loading={form.formState.isSubmitting}
        >
          {t(`submit.${mode}`)}
        </ActionButton>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(`confirm.${mode === "remove" ? "remove" : "replace"}`, { entity: confirming?.entity ?? "" })}
        confirmLabel={t(`submit.${mode}`)}
        tone={mode === "remove" ? "danger" : "primary"}
        onConfirm={async () => {
          if (confirming) await run(confirming);
        }}
      />
    </Card>
  );
}
