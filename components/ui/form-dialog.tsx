"use client";

import { useTranslations } from "next-intl";
import { useId, type FormEvent, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogClose } from "./dialog";
import { PortalError } from "./portal-error";

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A refusal that belongs to no field. */
  error: unknown;
  /**
   * The form holds input that is not saved (react-hook-form's `formState.isDirty`): Esc, a click outside, Cancel
   * and leaving the page ask before it is thrown away.
   */
  dirty: boolean;
  /** An action of its own in the footer, before Cancel (removing what the form sets). */
  extraAction?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** "danger" for a submit that destroys or detaches something. */
  tone?: "primary" | "danger";
  /** Keeps submit off until there is something to send (an edit without changes). */
  submitDisabled?: boolean;
  /** "off" for forms of credentials, so the browser offers none of the user's saved ones. */
  autoComplete?: "off";
  children: ReactNode;
}

/**
 * A dialog holding one form: cancel and submit in the footer, the portal's refusal above them. Nothing typed is
 * lost by accident: closing a dirty form asks first, and a refused submit keeps the input.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  submitting,
  onSubmit,
  error,
  dirty,
  extraAction,
  size,
  tone = "primary",
  submitDisabled,
  autoComplete,
  children,
}: FormDialogProps) {
  const t = useTranslations("common.actions");
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size={size}
      dismissible={!submitting}
      dirty={dirty}
      footer={
        <>
          {extraAction}
          <DialogClose>
            <Button disabled={submitting}>{t("cancel")}</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant={tone} loading={submitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate autoComplete={autoComplete} className="space-y-4">
        {children}
        <PortalError error={error} />
      </form>
    </Dialog>
  );
}
