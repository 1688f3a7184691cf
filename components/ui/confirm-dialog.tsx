"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { FormError } from "./form-error";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: "primary" | "danger";
  /**
   * Runs on confirm. While its promise is pending the dialog cannot be dismissed; it closes when the promise
   * resolves and stays open with the error shown when it rejects.
   */
  onConfirm: () => unknown;
  /** Extra condition for the confirm button (used by TypeToConfirmDialog). */
  confirmDisabled?: boolean;
}

/** Asks before an action; the confirm text names the action ("Delete key"), never a bare "OK". */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone = "primary",
  onConfirm,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const t = useTranslations("common");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    // A dialog opened again starts without the previous attempt's error.
    setWasOpen(open);
    if (open) setError(null);
  }

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (caught) {
      setError(caught ?? new Error());
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t("actions.cancel")}
          </Button>
          <Button
            variant={tone === "danger" ? "danger" : "primary"}
            loading={pending}
            disabled={confirmDisabled}
            onClick={confirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {(children || error !== null) && (
        <div className="space-y-3">
          {children}
          <FormError error={error} />
        </div>
      )}
    </Dialog>
  );
}

export interface TypeToConfirmDialogProps extends Omit<ConfirmDialogProps, "confirmDisabled" | "tone"> {
  /** The resource's name; the confirm button enables only once it is typed exactly. */
  confirmationText: string;
}

/** For destructive, irreversible actions (delete a cluster, restore in place): the user types the name first. */
export function TypeToConfirmDialog({ confirmationText, children, open, ...rest }: TypeToConfirmDialogProps) {
  const t = useTranslations("common");
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setTyped("");
  }
  return (
    <ConfirmDialog {...rest} open={open} tone="danger" confirmDisabled={typed !== confirmationText}>
      {children}
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm text-ink">
          {t.rich("dialog.typeToConfirm", {
            name: confirmationText,
            code: (chunks) => <code className="rounded bg-raised px-1 py-0.5 font-mono text-sm">{chunks}</code>,
          })}
        </label>
        <input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="h-9 w-full rounded-md border border-line bg-surface px-3 font-mono text-sm text-ink"
        />
      </div>
    </ConfirmDialog>
  );
}
