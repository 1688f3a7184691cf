"use client";

import { Lock, MoreHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ACTION_ICONS } from "./action-icons";
import { useBackupActions } from "./BackupActionsProvider";
import { preloadActionDialogs } from "./lazy-dialogs";
import type { ActionTarget } from "./target";

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none " +
  "data-[highlighted]:bg-raised data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60";

/**
 * A row's actions: only those its state allows; one the token lacks shows the missing permission. Mounted open, in
 * place of the trigger `BackupActionMenu` draws before the menu code arrives.
 */
export function BackupActionMenuPopup({ target }: { target: ActionTarget }) {
  const t = useTranslations("backups.actions");
  const tCommon = useTranslations("common");
  const { open, offered } = useBackupActions();
  const items = offered(target.state);
  // An open menu usually leads to a dialog: fetch the dialogs' code while the user reads the menu.
  useEffect(preloadActionDialogs, []);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger
        aria-label={t("menu", { id: target.id })}
        title={t("menu", { id: target.id })}
        className={buttonClasses({ variant: "ghost", size: "sm" })}
      >
        <MoreHorizontal aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-56 rounded-md border border-line bg-surface p-1 shadow-lg"
        >
          {items.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-muted">{t("noneInState")}</p>
          ) : (
            items.map(({ def, denied }) => {
              const Icon = denied ? Lock : ACTION_ICONS[def.id];
              const reason = denied ? tCommon("permission.denied", { permission: denied.permission }) : undefined;
              return (
                <DropdownMenu.Item
                  key={def.id}
                  disabled={!!denied}
                  title={reason}
                  onSelect={() => open(def.id, target)}
                  className={cn(ITEM, def.tone === "danger" && !denied ? "text-bad" : "text-ink")}
                >
                  <Icon aria-hidden className="size-4" />
                  {t(`${def.id}.label`)}
                  {reason && <span className="sr-only">{reason}</span>}
                </DropdownMenu.Item>
              );
            })
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
