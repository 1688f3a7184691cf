"use client";

import { Lock, MoreHorizontal, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { PermissionDenial } from "@/lib/api/permissions";

export interface ActionMenuItem {
  id: string;
  label: string;
  icon: LucideIcon;
  danger: boolean;
  denied?: PermissionDenial;
}

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none " +
  "data-[highlighted]:bg-raised data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60";

/**
 * A row's action menu, mounted open in place of the trigger `ActionMenu` draws before this code arrives. An item the
 * token lacks is disabled and names the missing permission.
 */
export function ActionMenuPopup({
  label,
  items,
  empty,
  onSelect,
  onOpen,
}: {
  label: string;
  items: ActionMenuItem[];
  empty: string;
  onSelect: (id: string) => void;
  onOpen?: () => void;
}) {
  const t = useTranslations("common");
  // An open menu usually leads to a dialog: its code is fetched while the user reads the menu.
  useEffect(() => onOpen?.(), [onOpen]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
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
            <p className="px-2 py-1.5 text-sm text-muted">{empty}</p>
          ) : (
            items.map(({ id, label: itemLabel, icon, danger, denied }) => {
              const Icon = denied ? Lock : icon;
              const reason = denied ? t("permission.denied", { permission: denied.permission }) : undefined;
              return (
                <DropdownMenu.Item
                  key={id}
                  disabled={!!denied}
                  title={reason}
                  onSelect={() => onSelect(id)}
                  className={cn(ITEM, danger && !denied ? "text-bad" : "text-ink")}
                >
                  <Icon aria-hidden className="size-4" />
                  {itemLabel}
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
