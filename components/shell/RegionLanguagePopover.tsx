"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Popover } from "@/components/ui/popover";
import { sessionKey, useSession } from "@/lib/api/session";
import type { PopupTriggerProps } from "./PopupStandIn";
import { LocaleSwitcher } from "./LocaleSwitcher";
import { RegionSwitcher } from "./RegionSwitcher";
import { ShellBoundary } from "./ShellBoundary";

interface RegionLanguagePopoverProps extends PopupTriggerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The region and language selects; loaded on demand by RegionLanguageMenu (see PopupStandIn). */
export function RegionLanguagePopover({ trigger, open, onOpenChange }: RegionLanguagePopoverProps) {
  const t = useTranslations("shell");
  const queryClient = useQueryClient();
  // A new session answer clears the region list's error: pressing it reads the session again, and what it could not
  // draw stays cached until the new answer arrives.
  const session = useSession();
  return (
    <Popover open={open} onOpenChange={onOpenChange} align="end" aria-label={t("preferences.open")} trigger={trigger}>
      <div className="flex flex-col items-end gap-3">
        <ShellBoundary
          part="region"
          variant="line"
          onReset={() => void queryClient.invalidateQueries({ queryKey: sessionKey })}
          resetKeys={[session.data]}
        >
          <RegionSwitcher />
        </ShellBoundary>
        <LocaleSwitcher />
      </div>
    </Popover>
  );
}
