"use client";

import { Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { MODE_CHANGE_EVENT, readModePreference } from "@/lib/theme/mode";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { PopupStandIn, usePopupState } from "./PopupStandIn";

// The menu (Radix DropdownMenu with its positioning code) is off the first load: fetched on hover, focus or press.
const ThemeMenu = lazyComponent(() => import("./ThemeMenu").then((module) => module.ThemeMenu));

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(MODE_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(MODE_CHANGE_EVENT, onChange);
  };
}

/** Light, dark, or the system's setting (the default, followed live); the choice is remembered per browser. */
export function ThemeToggle() {
  const t = useTranslations("shell");
  const preference = useSyncExternalStore(subscribe, readModePreference, () => "system" as const);

  const menu = usePopupState();
  const button = (
    <button
      type="button"
      aria-label={t("theme.toggle", { mode: t(`theme.modes.${preference}`) })}
      className="rounded p-1.5 text-muted hover:bg-raised hover:text-ink"
    >
      <Sun size={18} aria-hidden className="hidden dark:block" />
      <Moon size={18} aria-hidden className="dark:hidden" />
    </button>
  );
  return (
    <WhenOpened
      open={menu.open}
      fallback={<PopupStandIn kind="menu" button={button} preload={ThemeMenu.preload} onOpen={menu.openBy} />}
    >
      <ThemeMenu
        trigger={button}
        open={menu.open}
        onOpenChange={menu.onOpenChange}
        openedByKey={menu.openedByKey}
        preference={preference}
      />
    </WhenOpened>
  );
}
