"use client";

import { Globe } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DeferredPopup } from "./DeferredPopup";

// The popover (Radix) is off the first load: fetched when idle, on hover, focus or the first press.
const loadPopover = () => import("./RegionLanguagePopover").then((module) => module.RegionLanguagePopover);

/** Region and language behind one icon, for top bars too narrow to show both selects (below `lg`). */
export function RegionLanguageMenu({ className }: { className?: string }) {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  return (
    <DeferredPopup
      kind="dialog"
      load={loadPopover}
      open={open}
      onPress={() => setOpen(true)}
      props={{ open, onOpenChange: setOpen }}
      trigger={
        <button
          type="button"
          aria-label={t("preferences.open")}
          className={`rounded p-1.5 text-muted hover:bg-raised hover:text-ink ${className ?? ""}`}
        >
          <Globe size={18} aria-hidden />
        </button>
      }
    />
  );
}
