"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { ActionButton, type PermissionDenial } from "@/components/ui/action-button";
import { Button, IconButton } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { PermissionFieldset } from "@/components/ui/permission-fieldset";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";
import { fieldIssues, setFieldErrors } from "@/lib/api/form-issues";

/**
 * Saving the lines of a budgets or rate-limits form. What was saved becomes the new baseline, so "Save" disables
 * until the next change; the BFF's issues about the wire list (`budgets.0.max_limit`) land under the form's row.
 */
export function useLimitLinesSave<T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  wireField: string,
  save: (values: T) => Promise<unknown>,
) {
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setSaved(false);
    try {
      await save(values);
      form.reset(values);
      setSaved(true);
    } catch (caught) {
      if (
        !setFieldErrors(form.setError, fieldIssues(caught, ["lines"], { rename: { [wireField]: "lines" }, at: "path" }))
      )
        setError(caught);
    }
  });
  return { submit, error, saved: saved && !form.formState.isDirty };
}

export interface LimitLinesFormProps {
  testId: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** Shown while there is no line. */
  emptyText: string | false;
  /** What the lines' figures mean, under the title. */
  note?: string | false;
  saveLabel: string;
  onSubmit: () => void;
  error: unknown;
  saved: boolean;
  dirty: boolean;
  submitting: boolean;
  denied?: PermissionDenial;
  /** The lines, each a `LimitLine`. */
  children: ReactNode;
}

/**
 * The frame of a list of limits of a key or project: title and "add", the lines, the error, then "save". A token that
 * may not save sees every line and control disabled under a notice naming the permission. Changed lines not saved
 * yet are kept across the record's tabs and asked about before the page is left.
 */
export function LimitLinesForm({
  testId,
  title,
  addLabel,
  onAdd,
  emptyText,
  note,
  saveLabel,
  onSubmit,
  error,
  saved,
  dirty,
  submitting,
  denied,
  children,
}: LimitLinesFormProps) {
  const t = useTranslations("ai.limits");
  const titleId = useId();
  useLeaveGuard(dirty);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="space-y-3" data-testid={testId}>
      <PermissionFieldset denied={denied}>
        <div className="flex items-center justify-between gap-2">
          <h3 id={titleId} className="font-semibold">
            {title}
          </h3>
          <Button size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={onAdd}>
            {addLabel}
          </Button>
        </div>
        {note && <p className="text-sm text-muted">{note}</p>}
        {emptyText && <p className="text-sm text-muted">{emptyText}</p>}
        <ul className="space-y-2">{children}</ul>
      </PermissionFieldset>
      <FormError error={error} />
      <div className="flex items-center gap-3">
        <ActionButton type="submit" variant="primary" size="sm" denied={denied} loading={submitting} disabled={!dirty}>
          {saveLabel}
        </ActionButton>
        <span role="status" className="text-sm text-muted">
          {saved ? t("saved") : ""}
        </span>
      </div>
    </form>
  );
}

/** One line of a limits list, removable. */
export function LimitLine({
  label,
  removeLabel,
  onRemove,
  children,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-end gap-3 rounded-md border border-line p-3" aria-label={label}>
      {children}
      <IconButton
        className="mb-0.5 ml-auto"
        aria-label={removeLabel}
        icon={<Trash2 aria-hidden className="size-4" />}
        onClick={onRemove}
      />
    </li>
  );
}
