"use client";

import { Check, Monitor, Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { saveModePreference, type ModePreference } from "@/lib/theme/mode";
import { TopBarMenu, type TopBarMenuProps } from "./TopBarMenu";

const OPTIONS: { value: ModePreference; icon: typeof Sun }[] = [
  { value: "system", icon: Monitor },
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
];

/** The colour mode menu; loaded on the first press by ThemeToggle. */
export function ThemeMenu({ preference, ...menu }: Omit<TopBarMenuProps, "children"> & { preference: ModePreference }) {
  const t = useTranslations("shell");
  return (
    <TopBarMenu {...menu} className="min-w-40">
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
    </TopBarMenu>
  );
}
