"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { TypeToConfirmDialog } from "@/components/ui/confirm-dialog";
import { usePortalErrorText } from "@/components/ui/portal-error";

/** Where its texts are in `clusters`: each holds `title`, `description`, `confirm`, `force` and `forceHint`. */
export type DeleteMessages = "detail.delete" | "projects.delete";

export interface TypedNameDeleteDialogProps {
  /** The resource's name: the title names it and the user types it to confirm. */
  name: string;
  messages: DeleteMessages;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Deletes the resource (at once and with what it holds when `force`); a refusal shows in the dialog. */
  onDelete: (force: boolean) => Promise<void>;
}

/**
 * Deletes a cluster or a cluster project after its name is typed, offering force deletion, which the dialog
 * explains before the user chooses it.
 */
export function TypedNameDeleteDialog({ name, messages, open, onOpenChange, onDelete }: TypedNameDeleteDialogProps) {
  const t = useTranslations("clusters");
  const forceId = useId();
  const [force, setForce] = useState(false);
  const explain = usePortalErrorText();
  const change = (next: boolean) => {
    if (!next) setForce(false);
    onOpenChange(next);
  };
  return (
    <TypeToConfirmDialog
      open={open}
      onOpenChange={change}
      title={t(`${messages}.title`, { name })}
      description={t(`${messages}.description`)}
      confirmationText={name}
      confirmLabel={t(`${messages}.confirm`)}
      onConfirm={async () => {
        try {
          await onDelete(force);
        } catch (caught) {
          throw explain(caught);
        }
      }}
    >
      <div className="flex items-start gap-2">
        <Checkbox
          id={forceId}
          checked={force}
          onCheckedChange={(checked) => setForce(checked === true)}
          className="mt-0.5"
        />
        <label htmlFor={forceId} className="text-sm text-ink">
          <span className="font-medium">{t(`${messages}.force`)}</span>
          <span className="block text-muted">{t(`${messages}.forceHint`)}</span>
        </label>
      </div>
    </TypeToConfirmDialog>
  );
}
