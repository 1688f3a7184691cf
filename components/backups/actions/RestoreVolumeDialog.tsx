"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { SelectField } from "@/components/ui/choice-fields";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/feedback";
import { TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { useStartActivity } from "../activity/use-start-activity";
import type { ActionDialogProps } from "./target";
import { FormDialog } from "@/components/ui/form-dialog";
import { fieldIssues, setFieldErrors } from "@/lib/api/form-issues";
import { NAME_MAX } from "@/lib/portal/schemas/limits";

const FIELDS = ["availability_zone", "volume_name", "volume_type"] as const;
const LISTS_STALE_MS = 5 * 60_000;

/** `zoneState.available === false` marks a zone that cannot take a volume now; other shapes count as available. */
const zoneAvailable = (zoneState: Record<string, unknown> | undefined) => zoneState?.available !== false;

/** POST /restore/{id}/volume: a new volume in a chosen zone, with a chosen type. */
export function RestoreVolumeDialog({ target, onClose }: ActionDialogProps) {
  const t = useTranslations("backups.actions.restoreVolume");
  const tRestore = useTranslations("backups.restoreForm");
  const [error, setError] = useState<unknown>(null);
  const zones = usePortalQuery("iaas.availabilityZones.list", {}, { staleTime: LISTS_STALE_MS });
  const types = usePortalQuery("iaas.volumeTypes.list", {}, { staleTime: LISTS_STALE_MS });
  // No messages of its own: the forms' error map names the field and the limit ("Volume name can be at most …").
  const schema = useMemo(
    () =>
      z.object({
        availability_zone: z.string().min(1),
        volume_name: z.string().trim().min(1).max(NAME_MAX),
        volume_type: z.string().min(1),
      }),
    [],
  );
  const form = useZodForm(schema, {
    defaultValues: { availability_zone: "", volume_name: `${target.resourceName}-restored`, volume_type: "" },
  });
  const startActivity = useStartActivity();
  const restore = usePortalMutation("backup.restoreVolume");

  const zoneOptions = (zones.data ?? []).flatMap((zone) => {
    if (!zone.zoneName) return [];
    const available = zoneAvailable(zone.zoneState);
    return [
      {
        value: zone.zoneName,
        label: available ? zone.zoneName : t("zoneUnavailable", { zone: zone.zoneName }),
        disabled: !available,
      },
    ];
  });
  const typeOptions = (types.data ?? []).flatMap((type) =>
    type.name ? [{ value: type.name, label: type.description ? `${type.name} — ${type.description}` : type.name }] : [],
  );

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await restore.mutateAsync({ backup_id: target.id, ...values });
      await startActivity({
        kind: "restoreVolume",
        backupId: target.id,
        resourceId: target.resourceId,
        resourceName: target.resourceName,
      });
      toast({ title: t("done", { name: values.volume_name, zone: values.availability_zone }) });
      onClose();
    } catch (caught) {
      if (!setFieldErrors(form.setError, fieldIssues(caught, FIELDS))) setError(caught);
    }
  });

  const listsError = zones.error ?? types.error;
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      title={t("title", { name: target.resourceName })}
      description={t("description", { id: target.id })}
      submitLabel={t("confirm")}
      submitting={form.formState.isSubmitting}
      open
      onOpenChange={(open) => !open && onClose()}
      onSubmit={submit}
      error={error}
    >
      <TextField control={form.control} name="volume_name" label={t("name")} required autoFocus mono />
      {zones.isPending || types.isPending ? (
        <Skeleton lines={2} />
      ) : listsError ? (
        <ErrorState
          compact
          error={listsError}
          onRetry={() => {
            void zones.refetch();
            void types.refetch();
          }}
        />
      ) : (
        <>
          <SelectField
            control={form.control}
            name="availability_zone"
            label={t("zone")}
            placeholder={tRestore("choose")}
            options={zoneOptions}
            required
          />
          <SelectField
            control={form.control}
            name="volume_type"
            label={t("type")}
            placeholder={tRestore("choose")}
            options={typeOptions}
            required
          />
        </>
      )}
    </FormDialog>
  );
}
