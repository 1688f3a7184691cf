"use client";

import { Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";

/** Flips between light and dark and remembers the choice; until then the system setting rules. */
export function ThemeToggle() {
  const t = useTranslations("shell");
  return (
    <button
      type="button"
      aria-label={t("theme.toggle")}
      className="rounded p-1.5 text-muted hover:bg-raised"
      onClick={() => {
        const dark = !document.documentElement.classList.contains("dark");
        document.documentElement.classList.toggle("dark", dark);
        localStorage.setItem("console-theme", dark ? "dark" : "light");
      }}
    >
      <Sun size={18} aria-hidden className="hidden dark:block" />
      <Moon size={18} aria-hidden className="dark:hidden" />
    </button>
  );
}
