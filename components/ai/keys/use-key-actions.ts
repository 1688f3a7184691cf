"use client";

import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useState } from "react";
import { withPreloads } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { preloadConfirm } from "@/components/ui/lazy-confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { usePortalMutation } from "@/lib/api/hooks";
import { preloadEditName } from "../shared/EditDeleteDialogs";
import { KEY_ACTIONS, type KeyActionId } from "./key-actions";
import type { KeyDialog } from "./KeyActionDialogs";
import type { KeySubject } from "./key-subject";
import { KeyAssignDialog, KeyCreateDialog } from "./lazy-dialogs";

const ACTIONS = withPreloads(KEY_ACTIONS, {
  create: KeyCreateDialog.preload,
  edit: preloadEditName,
  assign: KeyAssignDialog.preload,
  delete: preloadConfirm,
});

/**
 * Runs the actions on AI keys for a screen that offers them (the key's page header, the list's rows): a toggle at
 * once, with a toast; edit, assign and delete by opening `KeyActionDialogs` on the key. Permissions are looked up
 * once for the screen, not once per row.
 */
export function useKeyActions() {
  const t = useTranslations("ai.keys.actions");
  const message = useErrorMessage();
  const offered = useOfferedActions(ACTIONS);
  const [dialog, setDialog] = useState<KeyDialog>({ open: null, key: null });
  const toggle = usePortalMutation("ai.key.update");
  const { mutate } = toggle;

  const run = useCallback(
    (id: KeyActionId, key: KeySubject) => {
      if (id === "activate" || id === "deactivate") {
        const name = key.name;
        mutate(
          { key_id: key.id, active: id === "activate" },
          {
            onSuccess: () =>
              toast({ title: id === "activate" ? t("activated", { name }) : t("deactivated", { name }) }),
            onError: (error) => toast({ tone: "bad", title: t("toggleFailed"), description: message(error) }),
          },
        );
      } else if (id !== "create") setDialog({ open: id, key });
      // "create" acts on the list, not on a key: the list page opens its form.
    },
    [mutate, t, message],
  );

  /** The toggle whose call is in flight for `key`, for its button's spinner. */
  const running = (key: { id: string }): KeyActionId | null =>
    toggle.isPending && toggle.variables?.key_id === key.id
      ? toggle.variables.active
        ? "activate"
        : "deactivate"
      : null;

  // The key stays while its dialog closes, so the dialog does not empty before it is gone.
  const close = useCallback(() => setDialog((current) => ({ ...current, open: null })), []);

  return { offered, run, running, dialog, close };
}

export type KeyActions = ReturnType<typeof useKeyActions>;

/** A list page's key actions, for its rows' menus: the table's columns stay the same while permissions arrive. */
export const KeyActionsOfList = createContext<KeyActions | null>(null);

export function useKeyActionsOfList(): KeyActions {
  const actions = useContext(KeyActionsOfList);
  if (!actions) throw new Error("useKeyActionsOfList needs a KeyActionsOfList provider");
  return actions;
}
