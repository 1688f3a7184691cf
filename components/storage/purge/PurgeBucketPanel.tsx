"use client";

import { Eraser, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { ActionButton } from "@/components/ui/action-button";
import { Card } from "@/components/ui/card";
import { TypeToConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { refusedByCatalog } from "@/lib/api/catalog-check";
import { objstoreOperations } from "@/lib/portal/operations/objstore";
import { fieldsOfError } from "@/lib/api/form-issues";
import { SuggestField } from "@/components/ui/suggest-field";
import { PermissionFieldset } from "@/components/ui/permission-fieldset";
import { usePortalMutation } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { bucketFields } from "../bucket-fields";
import { useKnownBuckets } from "../buckets/use-known-buckets";
import { useStorageChoices } from "../use-storage-choices";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

const FIELDS = ["bucket", "project_id", "objstore_url"] as const;
type Target = { bucket: string; project_id: string; objstore_url: string };

/**
 * Deletes every object and every version of a bucket (DELETE /objstore/objects/versions). The form is checked
 * first; then the bucket's name must be typed before anything is sent. A refusal is shown in the confirmation and
 * under the field it names once the dialog is closed.
 */
export function PurgeBucketPanel() {
  const t = useTranslations("storage.purge");
  const tForm = useTranslations("storage.form");
  const denied = useDenied("objstore.objectVersions.deleteAll");
  const choices = useStorageChoices();
  const { remember } = useKnownBuckets();
  const schema = useMemo(() => z.object(bucketFields(tForm)), [tForm]);
  const defaults = { bucket: "", project_id: "", objstore_url: choices.endpoints[0]?.value ?? "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [target, setTarget] = useState<Target | null>(null);
  useLeaveGuard(form.formState.isDirty);
  const purge = usePortalMutation("objstore.objectVersions.deleteAll");

  const review = form.handleSubmit((values) => {
    if (
      refusedByCatalog(objstoreOperations["objstore.objectVersions.deleteAll"], values, form.setError, tForm("invalid"))
    )
      return;
    setTarget(values);
  });

  const confirm = async () => {
    if (!target) return;
    try {
      await purge.mutateAsync(target);
    } catch (caught) {
      fieldsOfError(caught, FIELDS).forEach(({ field, message }) =>
        form.setError(field as (typeof FIELDS)[number], { type: "server", message }),
      );
      throw caught;
    }
    remember([target]);
    toast({ title: t("done", { bucket: target.bucket }), tone: "ok" });
    form.reset(defaults);
  };

  return (
    <Card title={t("title")} description={t("description")}>
      <p
        role="note"
        className="mb-4 flex items-start gap-2 rounded-md border border-bad/30 bg-bad/5 px-3 py-2 text-sm text-ink"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-bad" />
        {t("warning")}
      </p>
      <form onSubmit={review} noValidate className="max-w-xl space-y-4" aria-label={t("title")}>
        <PermissionFieldset denied={denied}>
          <SuggestField
            control={form.control}
            name="bucket"
            label={tForm("bucket")}
            required
            mono
            suggestions={choices.buckets}
          />
          <SuggestField
            control={form.control}
            name="project_id"
            label={tForm("project")}
            hint={tForm("projectHint")}
            required
            mono
            suggestions={choices.projects}
          />
          <SuggestField
            control={form.control}
            name="objstore_url"
            label={tForm("endpoint")}
            hint={tForm("endpointHint")}
            required
            mono
            type="url"
            suggestions={choices.endpoints}
          />
        </PermissionFieldset>
        <ActionButton type="submit" variant="danger" icon={<Eraser aria-hidden className="size-4" />} denied={denied}>
          {t("submit")}
        </ActionButton>
      </form>
      <TypeToConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t("confirmTitle", { bucket: target?.bucket ?? "" })}
        description={t("confirmDescription")}
        confirmLabel={t("confirm")}
        confirmationText={target?.bucket ?? ""}
        onConfirm={confirm}
      />
    </Card>
  );
}
