"use client";

import { Globe } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { PopupStandIn } from "./PopupStandIn";

// The popover (Radix) is off the first load: fetched on hover, focus or the first press.
const RegionLanguagePopover = lazyComponent(() =>
  import("./RegionLanguagePopover").then((module) => module.RegionLanguagePopover),
);

/** Region and language behind one icon, for top bars too narrow to show both selects (below `lg`). */
export function RegionLanguageMenu({ className }: { className?: string }) {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      aria-label={t("preferences.open")}
      className={`rounded p-1.5 text-muted hover:bg-raised hover:text-ink ${className ?? ""}`}
    >
      <Globe size={18} aria-hidden />
    </button>
  );
  return (
    <WhenOpened
      open={open}
      fallback={
        <PopupStandIn
          kind="dialog"
          button={button}
          preload={RegionLanguagePopover.preload}
          onOpen={() => setOpen(true)}
        />
      }
    >
      <RegionLanguagePopover trigger={button} open={open} onOpenChange={setOpen} />
    </WhenOpened>
  );
}
