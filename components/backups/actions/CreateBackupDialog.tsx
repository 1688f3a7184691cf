"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { SelectField } from "@/components/ui/choice-fields";
import { KeyValueList } from "@/components/ui/key-value-list";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { useStartActivity } from "../activity/use-start-activity";
import { readInventory } from "../model/inventory";
import { FormDialog } from "@/components/ui/form-dialog";
import { refusedByCatalog } from "@/lib/api/catalog-check";
import { backupOperations } from "@/lib/portal/operations/backups";
import { fieldIssues, setFieldErrors } from "@/lib/api/form-issues";

const FIELDS = ["resource_type", "resource_id", "policy_id", "starting_hour"] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, "0"));

export interface CreatePreset {
  resourceId: string;
  resourceType: "vm" | "volume";
  resourceName: string;
  policyId?: string;
}

export interface CreateBackupDialogProps {
  onClose: () => void;
  /** A resource chosen already (from the protection tree). */
  preset?: CreatePreset;
  /** A policy chosen already (assigning a policy from its page). */
  policyId?: string;
}

/**
 * POST /backup: puts the resource under the policy (when it is not yet) and takes a backup now. The new backup's
 * id is not in the answer: it is the resource's backup that was not listed before.
 */
export function CreateBackupDialog({ onClose, preset, policyId }: CreateBackupDialogProps) {
  const t = useTranslations("backups.create");
  const tRestore = useTranslations("backups.restoreForm");
  const [error, setError] = useState<unknown>(null);
  const inventory = usePortalQuery("backup.resources.get", {}, { enabled: !preset });
  const policies = usePortalQuery("backup.policies.list", {});
  const required = tRestore("required");
  const schema = useMemo(
    () =>
      z.object({
        resource_type: z.enum(["vm", "volume"]),
        resource_id: z.string().min(1, required),
        policy_id: z.string().min(1, required),
        starting_hour: z.string().regex(/^\d{2}$/, required),
      }),
    [required],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      resource_type: preset?.resourceType ?? "vm",
      resource_id: preset?.resourceId ?? "",
      policy_id: preset?.policyId ?? policyId ?? "",
      starting_hour: "02",
    },
  });
  const startActivity = useStartActivity();
  const create = usePortalMutation("backup.create");
  const resourceType = form.watch("resource_type");
  // A resource of the other type is no choice any more once the type changes.
  const { getValues, resetField } = form;
  useEffect(() => {
    if (preset) return;
    const chosen = getValues("resource_id");
    if (chosen && !readInventory(inventory.data).byKind[resourceType].some((e) => e.id === chosen))
      resetField("resource_id");
  }, [resourceType, preset, getValues, resetField, inventory.data]);

  const parsed = useMemo(() => readInventory(inventory.data), [inventory.data]);
  const projectName = (id: string | undefined) => parsed.byKind.project.find((p) => p.id === id)?.name ?? id ?? "";
  const resourceOptions = parsed.byKind[resourceType].map((entry) => ({
    value: entry.id,
    label: `${entry.name ?? entry.id} · ${projectName(entry.project_id)}${entry.protected === false ? ` (${t("unprotected")})` : ""}`,
  }));
  const policyOptions = (policies.data ?? []).flatMap((p) =>
    p.id && !p.disabled_at ? [{ value: p.id, label: p.name ?? p.id }] : [],
  );

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (refusedByCatalog(backupOperations["backup.create"], values, form.setError, required)) return;
    const resourceName =
      preset?.resourceName ??
      parsed.byKind[values.resource_type].find((e) => e.id === values.resource_id)?.name ??
      values.resource_id;
    try {
      // What the resource had before, so the new backup can be told apart; unreadable → not followed, still created.
      const before = await portal("backups.forResource", { resource_id: values.resource_id }).catch(() => null);
      await create.mutateAsync(values);
      if (before) {
        await startActivity({
          kind: "backup",
          resourceId: values.resource_id,
          resourceName,
          knownBackupIds: before.flatMap((b) => (b.id ? [b.id] : [])),
        });
      }
      toast({ title: t("done", { name: resourceName }) });
      onClose();
    } catch (caught) {
      if (!setFieldErrors(form.setError, fieldIssues(caught, FIELDS))) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      title={preset ? t("titleFor", { name: preset.resourceName }) : t("title")}
      description={t("description")}
      submitLabel={t("confirm")}
      submitting={form.formState.isSubmitting}
      open
      onOpenChange={(open) => !open && onClose()}
      onSubmit={submit}
      error={error ?? inventory.error ?? policies.error}
    >
      {preset ? (
        <KeyValueList
          items={[
            { label: t("resource"), value: preset.resourceName },
            { label: t("resourceType"), value: t(`types.${preset.resourceType}`) },
          ]}
        />
      ) : (
        <>
          <SelectField
            control={form.control}
            name="resource_type"
            label={t("resourceType")}
            options={[
              { value: "vm", label: t("types.vm") },
              { value: "volume", label: t("types.volume") },
            ]}
            required
          />
          <SelectField
            control={form.control}
            name="resource_id"
            label={t("resource")}
            placeholder={inventory.isPending ? t("loading") : tRestore("choose")}
            options={resourceOptions}
            required
          />
        </>
      )}
      <SelectField
        control={form.control}
        name="policy_id"
        label={t("policy")}
        placeholder={policies.isPending ? t("loading") : tRestore("choose")}
        options={policyOptions}
        required
      />
      <SelectField
        control={form.control}
        name="starting_hour"
        label={t("startingHour")}
        hint={t("startingHourHint")}
        options={HOURS.map((hour) => ({ value: hour, label: `${hour}:00` }))}
        required
      />
    </FormDialog>
  );
}
