"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { NAV, isActive } from "./nav";

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  return (
    <nav
      aria-label={t("nav.label")}
      className={`flex shrink-0 flex-col border-r border-line bg-surface ${collapsed ? "w-14" : "w-60"} transition-[width]`}
    >
      <div className="flex h-14 items-center justify-between border-b border-line px-3">
        {!collapsed && <span className="truncate font-semibold">{t("product")}</span>}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t("nav.expand") : t("nav.collapse")}
          className="rounded p-1.5 text-muted hover:bg-raised"
        >
          {collapsed ? <PanelLeftOpen size={18} aria-hidden /> : <PanelLeftClose size={18} aria-hidden />}
        </button>
      </div>
      <ul className="flex-1 overflow-y-auto py-2">
        {NAV.map((item) => {
          const active = isActive(pathname, item.href);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active && pathname === item.href ? "page" : undefined}
                title={collapsed ? t(`nav.${item.label}`) : undefined}
                className={`mx-2 flex items-center gap-3 rounded px-2 py-2 text-sm ${
                  active ? "bg-accent/15 font-medium text-ink" : "text-muted hover:bg-raised hover:text-ink"
                }`}
              >
                <Icon size={18} aria-hidden className="shrink-0" />
                <span className={collapsed ? "sr-only" : "truncate"}>{t(`nav.${item.label}`)}</span>
              </Link>
              {active && !collapsed && item.children && (
                <ul className="mb-1 ml-9 border-l border-line">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <Link
                        href={child.href}
                        aria-current={pathname === child.href ? "page" : undefined}
                        className={`block px-3 py-1.5 text-sm ${
                          pathname === child.href ? "font-medium text-ink" : "text-muted hover:text-ink"
                        }`}
                      >
                        {t(`nav.${child.label}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
