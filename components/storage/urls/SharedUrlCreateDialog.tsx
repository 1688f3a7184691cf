"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/choice-fields";
import { DateField, NumberField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { refusedByCatalog } from "@/lib/api/catalog-check";
import { objstoreOperations } from "@/lib/portal/operations/objstore";
import { fieldsOfError } from "@/lib/api/form-issues";
import { SuggestField } from "@/components/ui/suggest-field";
import { usePortalMutation } from "@/lib/api/hooks";
import { isHttpUrl } from "../bucket-fields";
import type { StorageChoice } from "../use-storage-choices";
import { expireAfter, expireAt, EXPIRY_UNITS, MAX_EXPIRE_SECONDS, type ExpiryUnit } from "./expiry";

type FormField = "bucket" | "key" | "url" | "amount" | "at";
const UNITS = Object.keys(EXPIRY_UNITS) as ExpiryUnit[];

function sharedUrlSchema(
  t: (key: "required" | "httpUrl" | "wholeNumber" | "tooLong" | "future" | "noSpaces") => string,
) {
  return z
    .object({
      bucket: z.string().trim().min(1, t("required")).max(255).regex(/^\S+$/, t("noSpaces")),
      key: z.string().trim().min(1, t("required")).max(1024),
      url: z.string().trim().min(1, t("required")).max(4096).refine(isHttpUrl, t("httpUrl")),
      mode: z.enum(["after", "at"]),
      amount: z.number().optional(),
      unit: z.enum(["minutes", "hours", "days"]),
      at: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.mode === "after") {
        const { amount } = values;
        if (amount === undefined) ctx.addIssue({ code: "custom", path: ["amount"], message: t("required") });
        else if (!Number.isInteger(amount) || amount < 1)
          ctx.addIssue({ code: "custom", path: ["amount"], message: t("wholeNumber") });
        else if (amount * EXPIRY_UNITS[values.unit] > MAX_EXPIRE_SECONDS)
          ctx.addIssue({ code: "custom", path: ["amount"], message: t("tooLong") });
      } else {
        const iso = values.at ? expireAt(values.at) : null;
        if (!values.at) ctx.addIssue({ code: "custom", path: ["at"], message: t("required") });
        else if (!iso || Date.parse(iso) <= Date.now())
          ctx.addIssue({ code: "custom", path: ["at"], message: t("future") });
      }
    });
}

export interface SharedUrlCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  buckets: StorageChoice[];
  endpoints: StorageChoice[];
  /** After a share: the lookup shows the new URL. */
  onCreated: (bucket: string, key: string) => void;
}

/** Shares one object by URL (POST /objstore/shared_url): bucket, key, URL and when it expires, all required. */
export function SharedUrlCreateDialog({
  open,
  onOpenChange,
  buckets,
  endpoints,
  onCreated,
}: SharedUrlCreateDialogProps) {
  const t = useTranslations("storage.urls.create");
  const tForm = useTranslations("storage.form");
  const schema = useMemo(() => sharedUrlSchema(tForm), [tForm]);
  const defaults = { bucket: "", key: "", url: "", mode: "after" as const, amount: 7, unit: "days" as const, at: "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [bucket, key, mode] = useWatch({ control: form.control, name: ["bucket", "key", "mode"] });
  const [error, setError] = useState<unknown>(null);
  const create = usePortalMutation("objstore.sharedUrl.create");
  // The object's own address on each known endpoint is the likely URL to share.
  const urlSuggestions = useMemo(
    () =>
      bucket && key
        ? endpoints.map((e) => ({
            value: `${e.value.replace(/\/+$/, "")}/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`,
          }))
        : [],
    [bucket, key, endpoints],
  );

  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const expire = values.mode === "after" ? expireAfter(values.amount ?? 0, values.unit) : (expireAt(values.at) ?? "");
    const payload = { bucket: values.bucket, key: values.key, url: values.url, expire };
    const fieldOf = (field: string) =>
      (field === "expire" ? (values.mode === "after" ? "amount" : "at") : field) as FormField;
    if (
      refusedByCatalog(
        objstoreOperations["objstore.sharedUrl.create"],
        payload,
        form.setError,
        tForm("invalid"),
        fieldOf,
      )
    )
      return;
    try {
      await create.mutateAsync(payload);
      toast({ title: t("created", { key: values.key }), tone: "ok" });
      onCreated(values.bucket, values.key);
      close(false);
    } catch (caught) {
      // `expire` is one wire field for two inputs: its issue goes under the one in use.
      const expireField = values.mode === "after" ? "amount" : "at";
      const placed = fieldsOfError(caught, ["bucket", "key", "url", "expire"]);
      placed.forEach(({ field, message }) =>
        form.setError((field === "expire" ? expireField : field) as FormField, { type: "server", message }),
      );
      if (placed.length === 0) setError(caught);
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
        required
        mono
        autoFocus
        suggestions={buckets}
      />
      <SuggestField
        control={form.control}
        name="key"
        label={tForm("objectKey")}
        hint={tForm("objectKeyHint")}
        required
        mono
        suggestions={[]}
      />
      <SuggestField
        control={form.control}
        name="url"
        label={t("url")}
        hint={t("urlHint")}
        required
        mono
        type="url"
        suggestions={urlSuggestions}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">{t("expiry")}</legend>
        <SelectField
          control={form.control}
          name="mode"
          label={t("expiryMode")}
          options={[
            { value: "after", label: t("modeAfter") },
            { value: "at", label: t("modeAt") },
          ]}
        />
        {mode === "after" ? (
          <div className="grid grid-cols-2 gap-3">
            <NumberField control={form.control} name="amount" label={t("amount")} required min={1} step={1} />
            <SelectField
              control={form.control}
              name="unit"
              label={t("unit")}
              options={UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
            />
          </div>
        ) : (
          <DateField
            control={form.control}
            name="at"
            label={t("at")}
            hint={t("atHint")}
            type="datetime-local"
            required
          />
        )}
      </fieldset>
    </FormDialog>
  );
}
