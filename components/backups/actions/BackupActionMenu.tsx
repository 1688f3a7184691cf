"use client";

import { MoreHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { lazyComponent, preloadOn, WhenOpened } from "@/components/ui/lazy";
import type { ActionTarget } from "./target";

// The menu (Radix DropdownMenu with its positioning code) loads on the first hover, focus or click of a row's
// trigger: a table of backups must not wait for it (first-load budget).
const BackupActionMenuPopup = lazyComponent(() =>
  import("./BackupActionMenuPopup").then((m) => m.BackupActionMenuPopup),
);

/**
 * A row's actions menu. Until first used it is a plain button; a click mounts the real menu, open, in its place (a
 * click made before the code arrived opens it once it has), and from then on the menu is the real one.
 */
export function BackupActionMenu({ target }: { target: ActionTarget }) {
  const t = useTranslations("backups.actions");
  const [used, setUsed] = useState(false);
  const label = t("menu", { id: target.id });
  const trigger = (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={buttonClasses({ variant: "ghost", size: "sm" })}
      {...preloadOn(BackupActionMenuPopup.preload)}
      onClick={() => setUsed(true)}
    >
      <MoreHorizontal aria-hidden className="size-4" />
    </button>
  );
  return (
    <WhenOpened open={used} fallback={trigger}>
      <BackupActionMenuPopup target={target} />
    </WhenOpened>
  );
}
