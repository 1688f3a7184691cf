"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";

const TABS = [
  { href: "/backups", key: "backups" },
  { href: "/backups/protection", key: "protection" },
  { href: "/backups/policies", key: "policies" },
] as const;

/** The area's views as links, so each view has its own URL (and the list's filters stay in it). */
export function BackupsTabs() {
  const t = useTranslations("backups.tabs");
  const pathname = usePathname();
  const current = TABS.find((tab) => tab.href !== "/backups" && pathname.startsWith(tab.href))?.href ?? "/backups";
  return (
    <nav aria-label={t("label")} className="mb-4 flex gap-1 overflow-x-auto border-b border-line">
      {TABS.map((tab) => (
        <NextLink
          key={tab.href}
          href={tab.href}
          aria-current={current === tab.href ? "page" : undefined}
          className={cn(
            "-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted hover:text-ink",
            "aria-[current=page]:border-accent aria-[current=page]:text-ink",
          )}
        >
          {t(tab.key)}
        </NextLink>
      ))}
    </nav>
  );
}
