"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { PickFromList } from "@/components/ui/pick-from-list";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { refusedByCatalog } from "@/lib/api/catalog-check";
import { objstoreOperations } from "@/lib/portal/operations/objstore";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { SuggestField } from "@/components/ui/suggest-field";
import { usePortalMutation } from "@/lib/api/hooks";
import { bucketFields } from "../bucket-fields";
import type { StorageChoice } from "../use-storage-choices";
import type { KnownBucket } from "./known-buckets";
import { revealNewRow } from "@/components/ui/new-record";

const FIELDS = ["bucket", "project_id", "objstore_url"] as const;

export interface ShareBucketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projects: StorageChoice[];
  endpoints: StorageChoice[];
  /** Buckets met before (known-buckets.ts); those shared now are shown but cannot be picked. */
  known: KnownBucket[];
  shared: ReadonlySet<string>;
}

/**
 * Shares a bucket (POST /objstore/shared_bucket): bucket, project and object-storage endpoint, all required. A known
 * bucket can be picked, which fills its project and endpoint too; any other bucket can be typed.
 */
export function ShareBucketDialog({ open, onOpenChange, projects, endpoints, known, shared }: ShareBucketDialogProps) {
  const t = useTranslations("storage.buckets.share");
  const tForm = useTranslations("storage.form");
  const schema = useMemo(() => z.object(bucketFields(tForm)), [tForm]);
  const defaults = { bucket: "", project_id: "", objstore_url: endpoints[0]?.value ?? "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  const share = usePortalMutation("objstore.sharedBucket.create");

  const projectNames = useMemo(() => new Map(projects.map((p) => [p.value, p.label ?? p.value])), [projects]);
  const bucketOptions = useMemo(
    () =>
      known.map((entry) => {
        const isShared = shared.has(entry.bucket);
        const project = entry.project_id
          ? t("inProject", { project: projectNames.get(entry.project_id) ?? entry.project_id })
          : "";
        return {
          value: entry.bucket,
          label: entry.bucket,
          description: [project, isShared ? t("alreadyShared") : ""].filter(Boolean).join(" · ") || undefined,
          disabled: isShared,
        };
      }),
    [known, shared, projectNames, t],
  );
  const pickBucket = (name: string) => {
    const entry = known.find((candidate) => candidate.bucket === name);
    const set = { shouldValidate: true, shouldDirty: true };
    form.setValue("bucket", name, set);
    if (entry?.project_id) form.setValue("project_id", entry.project_id, set);
    if (entry?.objstore_url) form.setValue("objstore_url", entry.objstore_url, set);
  };

  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (refusedByCatalog(objstoreOperations["objstore.sharedBucket.create"], values, form.setError, tForm("invalid")))
      return;
    try {
      await share.mutateAsync(values);
      toast({ title: t("shared", { bucket: values.bucket }), tone: "ok" });
      close(false);
      revealNewRow("storage.sharedBucket", values.bucket);
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, FIELDS)) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onOpenChange={close}
      title={t("title")}
      description={t("description")}
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <SuggestField
        control={form.control}
        name="bucket"
        label={tForm("bucket")}
        hint={t("bucketHint")}
        required
        mono
        autoFocus
        suggestions={bucketOptions.filter((option) => !option.disabled)}
        addon={<PickFromList label={t("pick")} options={bucketOptions} onPick={(option) => pickBucket(option.value)} />}
      />
      <SuggestField
        control={form.control}
        name="project_id"
        label={tForm("project")}
        hint={tForm("projectHint")}
        required
        mono
        suggestions={projects}
      />
      <SuggestField
        control={form.control}
        name="objstore_url"
        label={tForm("endpoint")}
        hint={tForm("endpointHint")}
        required
        mono
        type="url"
        suggestions={endpoints}
      />
    </FormDialog>
  );
}
