"use client";

import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { useLogout } from "@/lib/api/session";

export function UserMenu() {
  const t = useTranslations("shell");
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => logout.mutate(undefined, { onSettled: () => window.location.assign("/login") })}
      className="flex items-center gap-2 rounded px-2 py-1.5 text-sm text-muted hover:bg-raised hover:text-ink"
    >
      <LogOut size={16} aria-hidden />
      {t("logout")}
    </button>
  );
}
