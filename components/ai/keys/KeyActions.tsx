"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { itemActions, withPreloads } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { toast } from "@/components/ui/toast";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { usePortalMutation } from "@/lib/api/hooks";
import type { AIKeyDetail } from "@/lib/portal/schemas/ai";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { preloadConfirm } from "@/components/ui/lazy-confirm-dialog";
import { EditDeleteDialogs, preloadEditName } from "../shared/EditDeleteDialogs";
import { KEY_ACTIONS, type KeyActionId } from "./key-actions";

// First-load budget: the dialogs (Radix Dialog, react-hook-form, zod, the combobox) load when opened.
const KeyAssignDialog = lazyComponent(() => import("./KeyAssignDialog").then((m) => m.KeyAssignDialog));

const ACTIONS = withPreloads(KEY_ACTIONS, {
  edit: preloadEditName,
  assign: KeyAssignDialog.preload,
  delete: preloadConfirm,
});

/** The key's header actions, drawn from its action list: edit, activate or deactivate, assign, delete. */
export function KeyActions({ keyId, detail }: { keyId: string; detail: AIKeyDetail }) {
  const t = useTranslations("ai.keys");
  const message = useErrorMessage();
  const [dialog, setDialog] = useState<"edit" | "assign" | "delete" | null>(null);
  const offered = useOfferedActions(ACTIONS);
  const update = usePortalMutation("ai.key.update");
  const toggle = usePortalMutation("ai.key.update");
  const remove = usePortalMutation("ai.key.delete");
  const active = detail.is_active !== false;
  const name = detail.name ?? keyId;

  const setActive = (activate: boolean) =>
    toggle.mutate(
      { key_id: keyId, active: activate },
      {
        onSuccess: () =>
          toast({ title: activate ? t("actions.activated", { name }) : t("actions.deactivated", { name }) }),
        onError: (error) => toast({ tone: "bad", title: t("actions.toggleFailed"), description: message(error) }),
      },
    );

  const run = (id: KeyActionId) => {
    if (id === "activate" || id === "deactivate") setActive(id === "activate");
    else if (id !== "create") setDialog(id);
  };

  return (
    <>
      <ActionButtons
        offered={itemActions(offered({ active }))}
        label={(action) => t(action.label)}
        onRun={run}
        running={toggle.isPending ? (toggle.variables?.active ? "activate" : "deactivate") : null}
      />
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
