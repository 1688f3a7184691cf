"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { useSession } from "@/lib/api/session";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";

/** The frame of every console page; without a session it sends the user to login and back here afterwards. */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const t = useTranslations("shell");
  const session = useSession();
  const pathname = usePathname();
  const [collapsed, setCollapsed] = useState(false);
  const authenticated = session.data?.authenticated;

  useEffect(() => {
    if (session.isSuccess && !authenticated) {
      const next = window.location.pathname + window.location.search;
      window.location.replace(`/login?next=${encodeURIComponent(next)}`);
    }
  }, [session.isSuccess, authenticated, pathname]);

  return (
    <div className="flex h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-2">
        {t("skipToContent")}
      </a>
      <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <main id="main" className="min-h-0 flex-1 overflow-auto p-6">
          {authenticated ? children : <p className="text-muted">{t("loading")}</p>}
        </main>
      </div>
    </div>
  );
}
