"use client";

import { Link2, Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { toast } from "@/components/ui/toast";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { usePortalMutation } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import type { AIKeyDetail } from "@/lib/portal/schemas/ai";
import { lazyComponent, preloadOn, WhenOpened } from "@/components/ui/lazy";
import { preloadConfirm } from "@/components/ui/lazy-confirm-dialog";
import { EditDeleteDialogs, preloadEditName } from "../shared/EditDeleteDialogs";

// First-load budget: the dialogs (Radix Dialog, react-hook-form, zod, the combobox) load when opened.
const KeyAssignDialog = lazyComponent(() => import("./KeyAssignDialog").then((m) => m.KeyAssignDialog));

/** The key's header actions: edit, activate or deactivate, assign, delete (after typing its name). */
export function KeyActions({ keyId, detail }: { keyId: string; detail: AIKeyDetail }) {
  const t = useTranslations("ai.keys.actions");
  const message = useErrorMessage();
  const [dialog, setDialog] = useState<"edit" | "assign" | "delete" | null>(null);
  const updateDenied = useDenied("ai.key.update");
  const assignDenied = useDenied("ai.key.assign");
  const deleteDenied = useDenied("ai.key.delete");
  const update = usePortalMutation("ai.key.update");
  const remove = usePortalMutation("ai.key.delete");
  const active = detail.is_active !== false;
  const name = detail.name ?? keyId;

  const toggle = () =>
    update.mutate(
      { key_id: keyId, active: !active },
      {
        onSuccess: () => toast({ title: active ? t("deactivated", { name }) : t("activated", { name }) }),
        onError: (error) => toast({ tone: "bad", title: t("toggleFailed"), description: message(error) }),
      },
    );

  return (
    <>
      <ActionButton
        icon={<Pencil aria-hidden className="size-4" />}
        denied={updateDenied}
        {...preloadOn(preloadEditName)}
        onClick={() => setDialog("edit")}
      >
        {t("edit")}
      </ActionButton>
      <ActionButton
        icon={active ? <PowerOff aria-hidden className="size-4" /> : <Power aria-hidden className="size-4" />}
        denied={updateDenied}
        loading={update.isPending}
        onClick={toggle}
      >
        {active ? t("deactivate") : t("activate")}
      </ActionButton>
      <ActionButton
        icon={<Link2 aria-hidden className="size-4" />}
        denied={assignDenied}
        {...preloadOn(KeyAssignDialog.preload)}
        onClick={() => setDialog("assign")}
      >
        {t("assign")}
      </ActionButton>
      <ActionButton
        variant="danger"
        icon={<Trash2 aria-hidden className="size-4" />}
        denied={deleteDenied}
        {...preloadOn(preloadConfirm)}
        onClick={() => setDialog("delete")}
      >
        {t("delete")}
      </ActionButton>

      <WhenOpened open={dialog === "assign"}>
        <KeyAssignDialog
          open={dialog === "assign"}
          onOpenChange={(open) => setDialog(open ? "assign" : null)}
          keyId={keyId}
          detail={detail}
        />
      </WhenOpened>
      <EditDeleteDialogs
        open={dialog === "assign" ? null : dialog}
        onClose={() => setDialog(null)}
        name={name}
        current={{ name: detail.name ?? "", description: detail.description ?? "" }}
        onSave={(changes) => update.mutateAsync({ key_id: keyId, ...changes })}
        onDelete={() => remove.mutateAsync({ key_id: keyId })}
        listHref="/ai/keys"
        kind="keys"
      />
    </>
  );
}
