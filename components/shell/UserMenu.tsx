"use client";

import { CircleUser } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { PopupStandIn, usePopupState } from "./PopupStandIn";
import { usePortalContext } from "./use-brand";

// The menu (Radix DropdownMenu with its positioning code) is off the first load: fetched on hover, focus or press.
const UserMenuContent = lazyComponent(() => import("./UserMenuContent").then((module) => module.UserMenuContent));

export function UserMenu() {
  const t = useTranslations("shell");
  const { identity } = usePortalContext();
  const user = identity?.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user?.username || t("user.unknown");

  const menu = usePopupState();
  const button = (
    <button
      type="button"
      aria-label={t("user.menu", { name })}
      className="flex items-center gap-2 rounded px-2 py-1.5 text-sm text-muted hover:bg-raised hover:text-ink"
    >
      <CircleUser size={18} aria-hidden />
      <span className="hidden max-w-32 truncate md:inline">{name}</span>
    </button>
  );
  return (
    <WhenOpened
      open={menu.open}
      fallback={<PopupStandIn kind="menu" button={button} preload={UserMenuContent.preload} onOpen={menu.openBy} />}
    >
      <UserMenuContent
        trigger={button}
        open={menu.open}
        onOpenChange={menu.onOpenChange}
        openedByKey={menu.openedByKey}
        name={name}
      />
    </WhenOpened>
  );
}
