"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/feedback";
import { TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation } from "@/lib/api/hooks";
import {
  changedWorkerFields,
  createWorkerGroupPayload,
  workerGroupSchema,
  workerValues,
  WORKER_NAME_MAX,
} from "../model/forms";
import { defaultWorkerChoice, zonesOfRegion } from "../model/profile";
import type { Shoot, WorkerGroup } from "../model/shoot";
import { placeFieldErrors } from "../shared/portal-error";
import { useFormMessages } from "../shared/use-form-messages";
import { useProfileCatalog } from "../shared/use-profile-catalog";
import { WorkerFields } from "../shared/WorkerFields";
import { revealNewRow } from "@/components/ui/new-record";

const WIRE_FIELDS = {
  worker_name: "name",
  iaas_flavor: "machineType",
  image_name: "imageName",
  image_version: "imageVersion",
  minimum_workers: "minimum",
  maximum_workers: "maximum",
  zones: "zones",
} as const;

export interface WorkerGroupDialogProps {
  shoot: Shoot;
  /** Edits this group; adds one when absent. */
  group?: WorkerGroup;
  /** Names already used in the cluster. */
  taken: string[];
  onClose: () => void;
}

/** Adds or edits a worker group, validated like cluster creation; an edit sends only what changed. */
export function WorkerGroupDialog({ shoot, group, taken, onClose }: WorkerGroupDialogProps) {
  const t = useTranslations("clusters.workerGroups");
  const tCommon = useTranslations("clusters.common");
  const m = useFormMessages();
  const catalog = useProfileCatalog(shoot.cloudProfile);
  const names = useMemo(() => new Set(group ? [] : taken), [group, taken]);
  const schema = useMemo(() => workerGroupSchema(m, names), [m, names]);
  const [baseline] = useState(() => ({ name: group?.name ?? "", ...workerValues(group) }));
  const form = useZodForm(schema, { defaultValues: baseline });
  const [error, setError] = useState<unknown>(null);
  const create = usePortalMutation("clustermgr.workerGroups.create");
  const update = usePortalMutation("clustermgr.workerGroup.update");

  // A new group starts from the profile's first usable choices and the region's first zone.
  const profile = catalog.data;
  useEffect(() => {
    if (group || !profile) return;
    const zone = zonesOfRegion(profile, shoot.region)[0];
    form.reset({
      ...form.getValues(),
      ...defaultWorkerChoice(profile),
      minimum: 1,
      maximum: 2,
      zones: zone ? [zone] : [],
    });
  }, [group, profile, shoot.region, form]);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const path = { namespace: shoot.namespace, shoot_name: shoot.name };
    try {
      if (group) {
        const changes = changedWorkerFields(workerValues(group), values);
        if (Object.keys(changes).length === 0) {
          setError(new Error(t("edit.nothingChanged")));
          return;
        }
        await update.mutateAsync({ ...path, worker_group_name: group.name, ...changes });
        toast({ title: t("edit.saved", { name: group.name }) });
      } else {
        await create.mutateAsync({ ...path, ...createWorkerGroupPayload(values) });
        toast({ title: t("create.created", { name: values.name }) });
        revealNewRow("cluster.workerGroup", values.name);
      }
      onClose();
    } catch (caught) {
      if (!placeFieldErrors(caught, form.setError, WIRE_FIELDS)) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title={group ? t("edit.title", { name: group.name }) : t("create.title")}
      description={t("dialogDescription")}
      submitLabel={group ? tCommon("save") : t("create.submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <FormProvider {...form}>
        {!group && (
          <TextField
            control={form.control}
            name="name"
            label={t("fields.name")}
            hint={t("fields.nameHint", { max: WORKER_NAME_MAX })}
            required
            mono
            autoFocus
            autoComplete="off"
            spellCheck={false}
          />
        )}
        <QueryState query={catalog} compact pending={<Skeleton lines={5} />}>
          {(loaded) => <WorkerFields catalog={loaded} region={shoot.region} />}
        </QueryState>
      </FormProvider>
    </FormDialog>
  );
}
