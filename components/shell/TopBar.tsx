"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { LocaleSwitcher } from "./LocaleSwitcher";
import { NotificationsBell } from "./NotificationsBell";
import { RegionSwitcher } from "./RegionSwitcher";
import { TasksIndicator } from "./TasksIndicator";
import { ThemeToggle } from "./ThemeToggle";
import { UserMenu } from "./UserMenu";

export function TopBar({ onOpenPalette, sandbox }: { onOpenPalette: () => void; sandbox: boolean }) {
  const t = useTranslations("shell");
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-line bg-surface px-4">
      <button
        type="button"
        onClick={onOpenPalette}
        className="flex min-w-0 max-w-xs flex-1 items-center gap-2 rounded border border-line px-3 py-1.5 text-sm text-muted hover:bg-raised"
      >
        <Search size={16} aria-hidden />
        <span className="truncate">{t("palette.open")}</span>
        <kbd className="ml-auto hidden rounded border border-line px-1.5 text-xs sm:inline">{t("palette.shortcut")}</kbd>
      </button>
      {sandbox && (
        <span className="rounded border border-warn/40 bg-warn/10 px-2 py-0.5 text-xs text-warn">{t("sandbox")}</span>
      )}
      <div className="ml-auto flex items-center gap-3">
        <RegionSwitcher />
        <TasksIndicator />
        <NotificationsBell />
        <LocaleSwitcher />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
