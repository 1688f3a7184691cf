"use client";

import { useTranslations } from "next-intl";
import { ActionMenu } from "@/components/ui/actions/ActionMenu";
import { useBackupActions } from "./BackupActionsProvider";
import type { ActionTarget } from "./target";

/** A backup row's actions menu: only those its state allows; one the token lacks shows the missing permission. */
export function BackupActionMenu({ target }: { target: ActionTarget }) {
  const t = useTranslations("backups.actions");
  const { open, offered } = useBackupActions();
  return (
    <ActionMenu
      label={t("menu", { id: target.id })}
      offered={offered(target)}
      itemLabel={(action) => t(action.label)}
      empty={t("noneInState")}
      onRun={(id) => open(id, target)}
    />
  );
}
