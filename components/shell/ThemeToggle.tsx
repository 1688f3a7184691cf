"use client";

import { Check, Monitor, Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { useEffect, useSyncExternalStore } from "react";
import { MODE_CHANGE_EVENT, followSystemMode, readModePreference, saveModePreference, type ModePreference } from "@/lib/theme/mode";

const OPTIONS: { value: ModePreference; icon: typeof Sun }[] = [
  { value: "system", icon: Monitor },
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
];

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
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links and buttons stay
    // focusable (axe: aria-hidden-focus); a menu button needs neither that nor a focus trap (it closes on Tab).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={t("theme.toggle", { mode: t(`theme.modes.${preference}`) })}
          className="rounded p-1.5 text-muted hover:bg-raised hover:text-ink"
        >
          <Sun size={18} aria-hidden className="hidden dark:block" />
          <Moon size={18} aria-hidden className="dark:hidden" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-40 rounded-md border border-line bg-surface p-1 text-sm shadow-lg">
          <DropdownMenu.Label className="px-2 py-1 text-xs text-muted">{t("theme.label")}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={preference} onValueChange={(value) => saveModePreference(value as ModePreference)}>
            {OPTIONS.map(({ value, icon: Icon }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-raised"
              >
                <Icon size={16} aria-hidden />
                <span className="flex-1">{t(`theme.modes.${value}`)}</span>
                <DropdownMenu.ItemIndicator>
                  <Check size={14} aria-hidden />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
