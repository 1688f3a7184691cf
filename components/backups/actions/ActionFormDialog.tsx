"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export interface ActionFormDialogProps {
  formId: string;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  tone?: "primary" | "danger";
  onClose: () => void;
  children: ReactNode;
}

/** The frame of an action that asks for inputs: it cannot be dismissed while the request runs. */
export function ActionFormDialog({ formId, title, description, submitLabel, submitting, tone = "primary", onClose, children }: ActionFormDialogProps) {
  const t = useTranslations("common");
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      dismissible={!submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" form={formId} variant={tone === "danger" ? "danger" : "primary"} loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
