"use client";

import { useTranslations } from "next-intl";
import { Popover } from "@/components/ui/popover";
import type { PopupTriggerProps } from "./PopupStandIn";
import { LocaleSwitcher } from "./LocaleSwitcher";
import { RegionSwitcher } from "./RegionSwitcher";

interface RegionLanguagePopoverProps extends PopupTriggerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The region and language selects; loaded on demand by RegionLanguageMenu (see PopupStandIn). */
export function RegionLanguagePopover({ trigger, open, onOpenChange }: RegionLanguagePopoverProps) {
  const t = useTranslations("shell");
  return (
    <Popover open={open} onOpenChange={onOpenChange} align="end" aria-label={t("preferences.open")} trigger={trigger}>
      <div className="flex flex-col items-end gap-3">
        <RegionSwitcher />
        <LocaleSwitcher />
      </div>
    </Popover>
  );
}
