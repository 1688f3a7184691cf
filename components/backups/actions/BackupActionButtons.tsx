"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { ACTION_ICONS } from "./action-icons";
import { useBackupActions } from "./BackupActionsProvider";
import { preloadActionDialogs } from "./lazy-dialogs";
import type { ActionTarget } from "./target";

/** A backup's actions as buttons (its page header): only those its state allows. */
export function BackupActionButtons({ target }: { target: ActionTarget }) {
  const t = useTranslations("backups.actions");
  const { open, offered } = useBackupActions();
  return (
    <>
      {offered(target.state).map(({ def, denied }) => {
        const Icon = ACTION_ICONS[def.id];
        return (
          <ActionButton
            key={def.id}
            variant={def.tone === "danger" ? "danger" : "secondary"}
            icon={<Icon aria-hidden className="size-4" />}
            denied={denied}
            onPointerEnter={preloadActionDialogs}
            onFocus={preloadActionDialogs}
            onClick={() => open(def.id, target)}
          >
            {t(`${def.id}.label`)}
          </ActionButton>
        );
      })}
    </>
  );
}
