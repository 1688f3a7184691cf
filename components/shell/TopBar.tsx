"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Menu, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { preloadOn } from "@/components/ui/lazy";
import { portalKey } from "@/lib/api/hooks";
import { isKnownDenied, useDeniedPermissions } from "@/lib/api/permissions";
import { sessionKey, useSession } from "@/lib/api/session";
import { preloadCommandPalette } from "./LazyCommandPalette";
import { LocaleSwitcher } from "./LocaleSwitcher";
import { NotificationsBell } from "./NotificationsBell";
import { RegionLanguageMenu } from "./RegionLanguageMenu";
import { RegionSwitcher } from "./RegionSwitcher";
import { ShellBoundary } from "./ShellBoundary";
import { TasksIndicator } from "./TasksIndicator";
import { ThemeToggle } from "./ThemeToggle";
import { UserMenu } from "./UserMenu";

interface TopBarProps {
  onOpenPalette: () => void;
  sandbox: boolean;
  /** Below `md` the sidebar is a drawer, opened by the menu button. */
  navOpen: boolean;
  onOpenNav: () => void;
  /** Preloads the drawer's code (hover or focus of the menu button). */
  onPreloadNav: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

/**
 * Narrow screens get icons where a desktop shows words: the search box becomes a button, region and language move
 * behind one icon below `lg`, and the account menu shows its name from `md` on.
 */
export function TopBar({ onOpenPalette, sandbox, navOpen, onOpenNav, onPreloadNav, menuButtonRef }: TopBarProps) {
  const t = useTranslations("shell");
  // A token that may not read tasks or notifications gets no button that could only say so.
  const denied = useDeniedPermissions();
  const queryClient = useQueryClient();
  // A new session answer clears the region list's error: pressing it reads the session again, and what it could not
  // draw stays cached until the new answer arrives.
  const session = useSession();
  return (
    <header className="flex h-14 shrink-0 items-center gap-1 border-b border-line bg-surface px-2 sm:gap-3 sm:px-4">
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onOpenNav}
        onPointerEnter={onPreloadNav}
        onFocus={onPreloadNav}
        aria-label={t("nav.open")}
        aria-haspopup="dialog"
        aria-expanded={navOpen}
        className="rounded p-1.5 text-muted hover:bg-raised hover:text-ink md:hidden"
      >
        <Menu size={20} aria-hidden />
      </button>
      <button
        type="button"
        onClick={onOpenPalette}
        {...preloadOn(preloadCommandPalette)}
        aria-label={t("palette.open")}
        title={t("palette.open")}
        className="flex shrink-0 items-center gap-2 rounded p-1.5 text-sm text-muted hover:bg-raised sm:min-w-max sm:max-w-xs sm:flex-1 sm:shrink sm:border sm:border-line sm:px-3"
      >
        <Search size={18} aria-hidden className="shrink-0" />
        {/* Short on screen, so that no language cuts it; the button's name says what it does in full. */}
        <span aria-hidden className="hidden whitespace-nowrap sm:inline">
          {t("palette.openShort")}
        </span>
        <kbd className="ml-auto hidden rounded border border-line px-1.5 text-xs sm:inline">
          {t("palette.shortcut")}
        </kbd>
      </button>
      {sandbox && (
        <span className="shrink-0 whitespace-nowrap rounded border border-warn/40 bg-warn/10 px-2 py-0.5 text-xs text-warn">
          {t("sandbox")}
        </span>
      )}
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-3">
        {/* Each widget fed by the portal or the session has its own boundary: one odd answer costs one icon. */}
        <div className="hidden lg:contents">
          <ShellBoundary
            part="region"
            variant="icon"
            onReset={() => void queryClient.invalidateQueries({ queryKey: sessionKey })}
            resetKeys={[session.data]}
          >
            <RegionSwitcher />
          </ShellBoundary>
        </div>
        {!isKnownDenied(denied, "tasks.list") && (
          <ShellBoundary
            part="tasks"
            variant="icon"
            onReset={() => void queryClient.resetQueries({ queryKey: portalKey("tasks.list") })}
          >
            <TasksIndicator />
          </ShellBoundary>
        )}
        {!isKnownDenied(denied, "notifications.list") && (
          <ShellBoundary
            part="notifications"
            variant="icon"
            onReset={() => void queryClient.resetQueries({ queryKey: portalKey("notifications.list") })}
          >
            <NotificationsBell />
          </ShellBoundary>
        )}
        <div className="hidden lg:contents">
          <LocaleSwitcher />
        </div>
        <RegionLanguageMenu className="lg:hidden" />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
