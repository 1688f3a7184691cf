"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/feedback";
import { sendToLogin } from "@/lib/api/login-redirect";
import { usePermissionSync } from "@/lib/api/permissions";
import { useOutageRecovery } from "@/lib/api/recovery";
import { useSession, type SessionInfo } from "@/lib/api/session";
import { guard } from "@/lib/guards";
import { isTranslateShortcut, replayEarlyShortcuts } from "@/lib/early-shortcuts";
import { useLocalSetting } from "@/lib/use-local-setting";
import { HydrationGate } from "@/components/ui/hydration-gate";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { LeaveGuardHost } from "@/components/ui/leave-guard-host";
import { followFocus } from "@/components/ui/return-focus";
import { BrandTheme } from "./BrandTheme";
import { LazyCommandPalette } from "./LazyCommandPalette";
import { OutageBanner } from "./OutageBanner";
import { ShellBoundary } from "./ShellBoundary";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";
import { CurrencyUnknownNotice } from "./CurrencyUnknownNotice";
import { UnshownShapeNotices } from "./UnshownShapeNotices";
import { useBrand } from "./use-brand";
import type { PalettePage } from "./palette-entries";

const Collapsed = guard.boolean;

// Only a narrow screen opens it, and only on a press: its code (Radix Dialog) stays off the first load.
const NavDrawer = lazyComponent(() => import("./NavDrawer").then((module) => module.NavDrawer));

/**
 * Signed in: the whole frame. Not signed in: to login, and back to this page afterwards.
 * `initialSession` is the server's answer for this page request, so the first render (server and hydration alike)
 * already knows who is signed in.
 */
export function ConsoleShell({
  children,
  initialSession,
  palettePages,
}: {
  children: ReactNode;
  initialSession?: SessionInfo;
  /** The pages and their actions, in the reader's language, for the command palette. */
  palettePages: PalettePage[];
}) {
  const session = useSession(initialSession);
  const authenticated = session.data?.authenticated === true;
  const pathname = usePathname();
  // A session seen on this page and then gone has ended (idle or absolute limit): the login page says so.
  // Without one from the start the user simply has not signed in yet.
  const wasAuthenticated = useRef(false);

  useEffect(() => {
    if (authenticated) wasAuthenticated.current = true;
    else if (session.isSuccess) sendToLogin(wasAuthenticated.current ? "expired" : undefined, { replace: true });
  }, [session.isSuccess, authenticated, pathname]);

  return authenticated ? (
    <SignedInShell sandbox={session.data?.sandbox === true} palettePages={palettePages}>
      {children}
    </SignedInShell>
  ) : (
    <ShellPlaceholder />
  );
}

function SignedInShell({
  children,
  sandbox,
  palettePages,
}: {
  children: ReactNode;
  sandbox: boolean;
  palettePages: PalettePage[];
}) {
  const t = useTranslations("shell");
  const [collapsed, setCollapsed] = useLocalSetting("shell:sidebar-collapsed", Collapsed, false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const brand = useBrand();
  const router = useRouter();
  usePermissionSync();
  useOutageRecovery();
  // Dialogs give focus back to what opened them, a menu's item included (see return-focus.ts).
  useEffect(followFocus, []);

  // Alt+Shift+T: translate mode on or off. Its code (and all of translate mode) loads only when pressed.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isTranslateShortcut(event)) return;
      event.preventDefault();
      void import("@/components/translations/in-context/toggle").then(({ toggleTranslateMode }) =>
        toggleTranslateMode(router.refresh, (permission) => t("translateMode.denied", { permission })),
      );
    };
    // Capture: the token editor keeps its keys to itself, and the shortcut must work from there too.
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [router, t]);
  // After the shortcuts' listeners (the palette's is a child's, attached before this): presses made while loading.
  useEffect(replayEarlyShortcuts, []);

  return (
    <div className="flex h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-2"
      >
        {t("skipToContent")}
      </a>
      <BrandTheme />
      {/* No Suspense boundary around the sidebar or the top bar: React 19.2 moves a finished boundary out of the
          HTML once the HTML before it passes 12.8 kB and reveals it by script up to 300 ms after the first paint, so
          the top bar appeared late and pushed the page down (a layout shift Lighthouse measured). */}
      <HydrationGate>
        <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} brand={brand} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            onOpenPalette={() => setPaletteOpen(true)}
            sandbox={sandbox}
            navOpen={navOpen}
            onOpenNav={() => setNavOpen(true)}
            onPreloadNav={NavDrawer.preload}
            menuButtonRef={menuButton}
          />
          <OutageBanner />
          <main id="main" tabIndex={-1} className="relative min-h-0 flex-1 overflow-auto p-4 focus:outline-none md:p-6">
            <ShellBoundary part="notices" variant="line" className="mb-4">
              <UnshownShapeNotices />
              <CurrencyUnknownNotice />
            </ShellBoundary>
            {children}
          </main>
        </div>
      </HydrationGate>
      <WhenOpened open={navOpen}>
        <NavDrawer open={navOpen} onOpenChange={setNavOpen} brand={brand} menuButton={menuButton} />
      </WhenOpened>
      <LazyCommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} pages={palettePages} />
      <LeaveGuardHost />
    </div>
  );
}

/** While the session is checked: the frame's shape, so the page does not jump when it arrives. */
function ShellPlaceholder() {
  const t = useTranslations("shell");
  return (
    <div className="flex h-dvh" aria-busy="true">
      <div className="hidden w-60 shrink-0 border-r border-line bg-surface md:block" />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="h-14 shrink-0 border-b border-line bg-surface" />
        <div className="space-y-4 p-4 md:p-6">
          <p role="status" className="sr-only">
            {t("loading")}
          </p>
          <Skeleton className="h-8 w-64" />
          <Skeleton lines={4} />
        </div>
      </div>
    </div>
  );
}
