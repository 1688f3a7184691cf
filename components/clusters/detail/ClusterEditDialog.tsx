"use client";

import { Info, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/choice-fields";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/feedback";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { toBindings } from "../model/credentials";
import { editClusterInitial, editClusterPayload, editClusterSchema } from "../model/forms";
import { upgradeTargets } from "../model/profile";
import { DEFAULT_WORKER_GROUP, defaultWorkerOf, type Shoot } from "../model/shoot";
import { usePurposeOptions } from "../shared/labels";
import { placeFieldErrors } from "../shared/portal-error";
import { useFormMessages } from "../shared/use-form-messages";
import { useProfileCatalog } from "../shared/use-profile-catalog";
import { useVersionChoices } from "../shared/use-version-label";
import { WorkerFields } from "../shared/WorkerFields";

const WIRE_FIELDS = {
  cluster_version: "version",
  purpose: "purpose",
  secret_binding_name: "secretBinding",
  iaas_flavor: "machineType",
  image_name: "imageName",
  image_version: "imageVersion",
  minimum_workers: "minimum",
  maximum_workers: "maximum",
  zones: "zones",
} as const;

export interface ClusterEditDialogProps {
  shoot: Shoot;
  onClose: () => void;
}

/**
 * Edits a cluster (PATCH, only what changed). The spec's rule is stated before the user types: worker fields apply
 * to the default worker group, and without that group the portal refuses them; its answer shows here unchanged.
 */
export function ClusterEditDialog({ shoot, onClose }: ClusterEditDialogProps) {
  const t = useTranslations("clusters.edit");
  const tCommon = useTranslations("clusters.common");
  const m = useFormMessages();
  const versionChoices = useVersionChoices();
  const purposes = usePurposeOptions();
  const defaultWorker = defaultWorkerOf(shoot);
  const schema = useMemo(() => editClusterSchema(m), [m]);
  // Mounted per opening: the values the dialog opened with stay the baseline while polls refresh the cluster.
  const [baseline] = useState(() => editClusterInitial(shoot, defaultWorker));
  const form = useZodForm(schema, { defaultValues: baseline });
  const [error, setError] = useState<unknown>(null);
  const catalog = useProfileCatalog(shoot.cloudProfile);
  const bindings = usePortalQuery("clustermgr.secretBindings.list", { namespace: shoot.namespace });
  const update = usePortalMutation("clustermgr.shoot.update");

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const changes = editClusterPayload(baseline, values);
    if (Object.keys(changes).length === 0) {
      setError(new Error(t("nothingChanged")));
      return;
    }
    try {
      await update.mutateAsync({ namespace: shoot.namespace, shoot_name: shoot.name, ...changes });
      toast({ title: t("saved", { name: shoot.name }) });
      onClose();
    } catch (caught) {
      if (!placeFieldErrors(caught, form.setError, WIRE_FIELDS)) setError(caught);
    }
  });

  const versions = catalog.data ? upgradeTargets(catalog.data.versions, shoot.version) : [];
  const bindingNames = toBindings(bindings.data).map((b) => b.name);
  if (shoot.secretBinding && !bindingNames.includes(shoot.secretBinding)) bindingNames.unshift(shoot.secretBinding);

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title={t("title", { name: shoot.name })}
      description={t("description")}
      submitLabel={tCommon("save")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <FormProvider {...form}>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            control={form.control}
            name="version"
            label={t("version")}
            hint={t("versionHint")}
            options={versionChoices.options(versions.length > 0 ? versions : [{ version: shoot.version ?? "" }], {
              current: shoot.version,
            })}
            required
          />
          <SelectField control={form.control} name="purpose" label={t("purpose")} options={purposes} required />
          <SelectField
            control={form.control}
            name="secretBinding"
            label={t("secretBinding")}
            options={bindingNames.map((name) => ({ value: name, label: name }))}
            required
          />
        </div>
        <fieldset className="space-y-3 rounded-md border border-line p-4">
          <legend className="px-1 text-sm font-semibold text-ink">{t("workers")}</legend>
          {defaultWorker ? (
            <p className="flex items-start gap-2 text-sm text-muted" data-testid="default-worker-rule">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
              {t("ruleDefault", { group: DEFAULT_WORKER_GROUP })}
            </p>
          ) : (
            <p
              className="flex items-start gap-2 rounded-md border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-ink"
              data-testid="default-worker-rule"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warn" />
              {t("ruleMissing", { group: DEFAULT_WORKER_GROUP })}
            </p>
          )}
          <QueryState query={catalog} compact pending={<Skeleton lines={4} />}>
            {(loaded) => <WorkerFields catalog={loaded} region={shoot.region} required={false} />}
          </QueryState>
        </fieldset>
      </FormProvider>
    </FormDialog>
  );
}
