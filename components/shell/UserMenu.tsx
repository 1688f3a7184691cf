"use client";

import { CircleUser } from "lucide-react";
import { useTranslations } from "next-intl";
import { DeferredPopup } from "./DeferredPopup";
import { usePortalContext } from "./use-brand";

// The menu (Radix) is off the first load: fetched when idle, on hover, focus or the first press.
const loadMenu = () => import("./UserMenuContent").then((module) => module.UserMenuContent);

export function UserMenu() {
  const t = useTranslations("shell");
  const { identity } = usePortalContext();
  const user = identity?.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user?.username || t("user.unknown");

  return (
    <DeferredPopup
      kind="menu"
      load={loadMenu}
      props={{ name }}
      trigger={
        <button
          type="button"
          aria-label={t("user.menu", { name })}
          className="flex items-center gap-2 rounded px-2 py-1.5 text-sm text-muted hover:bg-raised hover:text-ink"
        >
          <CircleUser size={18} aria-hidden />
          <span className="hidden max-w-32 truncate md:inline">{name}</span>
        </button>
      }
    />
  );
}
