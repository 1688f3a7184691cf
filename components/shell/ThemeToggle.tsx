"use client";

import { Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";
import { MODE_CHANGE_EVENT, followSystemMode, readModePreference } from "@/lib/theme/mode";
import { DeferredPopup } from "./DeferredPopup";

// The menu (Radix) is off the first load: fetched when idle, on hover, focus or the first press.
const loadMenu = () => import("./ThemeMenu").then((module) => module.ThemeMenu);

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
  useEffect(() => followSystemMode(readModePreference), []);

  return (
    <DeferredPopup
      kind="menu"
      load={loadMenu}
      props={{ preference }}
      trigger={
        <button
          type="button"
          aria-label={t("theme.toggle", { mode: t(`theme.modes.${preference}`) })}
          className="rounded p-1.5 text-muted hover:bg-raised hover:text-ink"
        >
          <Sun size={18} aria-hidden className="hidden dark:block" />
          <Moon size={18} aria-hidden className="dark:hidden" />
        </button>
      }
    />
  );
}
