"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { catalogInvalidFields } from "@/lib/api/catalog-check";
import { objstoreOperations } from "@/lib/portal/operations/objstore";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { PortalError } from "@/components/ui/portal-error";
import { SuggestField } from "@/components/ui/suggest-field";
import { usePortalMutation } from "@/lib/api/hooks";
import { bucketFields } from "../bucket-fields";
import type { StorageChoice } from "../use-storage-choices";

const FIELDS = ["bucket", "project_id", "objstore_url"] as const;

export interface ShareBucketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projects: StorageChoice[];
  endpoints: StorageChoice[];
}

/** Shares a bucket (POST /objstore/shared_bucket): bucket, project and object-storage endpoint, all required. */
export function ShareBucketDialog({ open, onOpenChange, projects, endpoints }: ShareBucketDialogProps) {
  const t = useTranslations("storage.buckets.share");
  const tForm = useTranslations("storage.form");
  const formId = useId();
  const schema = useMemo(() => z.object(bucketFields(tForm)), [tForm]);
  const defaults = { bucket: "", project_id: "", objstore_url: endpoints[0]?.value ?? "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  const share = usePortalMutation("objstore.sharedBucket.create", { invalidates: ["objstore.sharedBuckets.list"] });

  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const invalid = catalogInvalidFields(objstoreOperations["objstore.sharedBucket.create"], values);
    if (invalid.length > 0) {
      invalid.forEach((field) => form.setError(field as (typeof FIELDS)[number], { message: tForm("invalid") }));
      return;
    }
    try {
      await share.mutateAsync(values);
      toast({ title: t("shared", { bucket: values.bucket }), tone: "ok" });
      close(false);
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, FIELDS)) setError(caught);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t("title")}
      description={t("description")}
      dismissible={!form.formState.isSubmitting}
      footer={
        <>
          <Button onClick={() => close(false)} disabled={form.formState.isSubmitting}>
            {tForm("cancel")}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={form.formState.isSubmitting}>
            {t("submit")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <SuggestField control={form.control} name="bucket" label={tForm("bucket")} required mono autoFocus suggestions={[]} />
        <SuggestField control={form.control} name="project_id" label={tForm("project")} hint={tForm("projectHint")} required mono suggestions={projects} />
        <SuggestField control={form.control} name="objstore_url" label={tForm("endpoint")} hint={tForm("endpointHint")} required mono type="url" suggestions={endpoints} />
        <PortalError error={error} />
      </form>
    </Dialog>
  );
}
