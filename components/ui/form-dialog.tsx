"use client";

import { useTranslations } from "next-intl";
import { useId, type FormEvent, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";
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
  size?: "sm" | "md" | "lg";
  /** "danger" for a submit that destroys or detaches something. */
  tone?: "primary" | "danger";
  /** Keeps submit off until there is something to send (an edit without changes). */
  submitDisabled?: boolean;
  /** "off" for forms of credentials, so the browser offers none of the user's saved ones. */
  autoComplete?: "off";
  children: ReactNode;
}

/** A dialog holding one form: cancel and submit in the footer, the portal's refusal above them. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  submitting,
  onSubmit,
  error,
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
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={submitting}>
            {t("cancel")}
          </Button>
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
