"use client";

import { Check, Monitor, Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { saveModePreference, type ModePreference } from "@/lib/theme/mode";
import type { PopupTriggerProps } from "./DeferredPopup";

const OPTIONS: { value: ModePreference; icon: typeof Sun }[] = [
  { value: "system", icon: Monitor },
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
];

/** The colour mode menu; loaded on demand by ThemeToggle (see DeferredPopup). */
export function ThemeMenu({ trigger, preference }: PopupTriggerProps & { preference: ModePreference }) {
  const t = useTranslations("shell");
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links and buttons stay
    // focusable (axe: aria-hidden-focus); a menu button needs neither that nor a focus trap (it closes on Tab).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-md border border-line bg-surface p-1 text-sm shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1 text-xs text-muted">{t("theme.label")}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={preference}
            onValueChange={(value) => saveModePreference(value as ModePreference)}
          >
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
