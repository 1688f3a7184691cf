"use client";

import { useTranslations } from "next-intl";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { useBackupActions } from "./BackupActionsProvider";
import type { ActionTarget } from "./target";

/** A backup's actions as buttons (its page header): only those its state allows. */
export function BackupActionButtons({ target }: { target: ActionTarget }) {
  const t = useTranslations("backups.actions");
  const { open, offered } = useBackupActions();
  return (
    <ActionButtons offered={offered(target)} label={(action) => t(action.label)} onRun={(id) => open(id, target)} />
  );
}
