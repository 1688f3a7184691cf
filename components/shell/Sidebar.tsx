"use client";

import { HoverPrefetchLink as Link } from "@/components/ui/hover-prefetch-link";
import { LinkPending } from "./LinkPending";
import { useQueryClient } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useMemo, type KeyboardEvent } from "react";
import { portalKey, usePortalQuery } from "@/lib/api/hooks";
import type { BrandTheme } from "@/lib/theme/theme";
import { isActive } from "./nav";
import { portalIcon } from "./portal-icons";
import { mergePortalMenu, type MergedMenu } from "./portal-menu";
import { PortalMenuNotice } from "./PortalMenuNotice";
import { ShellBoundary } from "./ShellBoundary";
import { useReadableNav } from "./use-readable-nav";

const linkClasses = (active: boolean) =>
  `mx-2 flex items-center gap-3 rounded px-2 py-2 text-sm ${
    active ? "bg-accent/15 font-medium text-ink" : "text-muted hover:bg-raised hover:text-ink"
  }`;

/** Up/Down, Home/End move between the sidebar's links, on top of Tab. */
export function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href]")];
  const current = links.indexOf(document.activeElement as HTMLElement);
  if (current === -1) return;
  event.preventDefault();
  const last = links.length - 1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? last
        : event.key === "ArrowDown"
          ? Math.min(current + 1, last)
          : Math.max(current - 1, 0);
  links[next]?.focus();
}

/** The console's name with the portal's logo and brand name; spans only, so it can also title the drawer. */
export function BrandMark({ brand }: { brand: BrandTheme | null | undefined }) {
  const t = useTranslations("shell");
  return (
    <span className="flex min-w-0 items-center gap-2">
      {brand?.logoUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- a portal-provided URL, not a build-time asset
        <img
          src={brand.logoUrl}
          alt=""
          className="size-6 shrink-0 object-contain"
          onError={(event) => (event.currentTarget.hidden = true)}
        />
      )}
      <span className="min-w-0">
        <span className="block font-semibold leading-tight">{t("product")}</span>
        {brand?.name && <span className="block truncate text-xs font-normal text-muted">{brand.name}</span>}
      </span>
    </span>
  );
}

/** The desktop sidebar (from the `md` width up); below it the same links live in the menu button's drawer. */
export function Sidebar({
  collapsed,
  onToggle,
  brand,
}: {
  collapsed: boolean;
  onToggle: () => void;
  brand: BrandTheme | null | undefined;
}) {
  const t = useTranslations("shell");
  return (
    <nav
      aria-label={t("nav.label")}
      onKeyDown={moveFocus}
      className={`hidden shrink-0 flex-col border-r border-line bg-surface md:flex ${collapsed ? "w-14" : "w-60"} transition-[width]`}
    >
      <div className="flex h-14 items-center justify-between gap-2 border-b border-line px-3">
        {!collapsed && <BrandMark brand={brand} />}
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
      <NavLinks collapsed={collapsed} />
    </nav>
  );
}

/** The portal's menu read and merged; a merge that threw is kept for the menu's own boundary (see PortalMenu). */
function usePortalMenu() {
  const query = usePortalQuery("dashboards.menu", {}, { staleTime: 5 * 60_000, retry: false });
  const merged = useMemo((): { menu: MergedMenu; failure?: unknown } => {
    try {
      return { menu: mergePortalMenu(query.data) };
    } catch (failure) {
      return { menu: NO_MENU, failure };
    }
  }, [query.data]);
  return { query, ...merged };
}

const NO_MENU: MergedMenu = { helpByHref: {}, sections: [], malformed: false };

/** The console's pages and the portal's menu. `onNavigate` runs on a link's click (the drawer closes itself). */
export function NavLinks({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const nav = useReadableNav();
  const queryClient = useQueryClient();
  const portalMenu = usePortalMenu();
  const help = portalMenu.menu.helpByHref;

  return (
    <div className="flex-1 overflow-y-auto py-2">
      <ul>
        {nav.map((item) => {
          const active = isActive(pathname, item.href);
          const Icon = item.icon;
          const label = t(`nav.${item.label}`);
          const itemHelp = help[item.href];
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={pathname === item.href ? "page" : undefined}
                title={collapsed ? (itemHelp ? `${label} — ${itemHelp}` : label) : itemHelp}
                onClick={onNavigate}
                className={linkClasses(active)}
              >
                <Icon size={18} aria-hidden className="shrink-0" />
                <span className={collapsed ? "sr-only" : "truncate"}>{label}</span>
                {!collapsed && <LinkPending />}
              </Link>
              {active && !collapsed && item.children && (
                <ul className="mb-1 ml-9 border-l border-line">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <Link
                        href={child.href}
                        aria-current={pathname === child.href ? "page" : undefined}
                        title={help[child.href]}
                        onClick={onNavigate}
                        className={`flex items-center px-3 py-1.5 text-sm ${
                          pathname === child.href ? "font-medium text-ink" : "text-muted hover:text-ink"
                        }`}
                      >
                        {t(`nav.${child.label}`)}
                        <LinkPending />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {/* The portal's part only: whatever its answer does, the console's own links above stay. */}
      <ShellBoundary
        part="portalMenu"
        variant={collapsed ? "icon" : "line"}
        tip="title"
        className="mx-2 mt-3"
        onReset={() => void queryClient.resetQueries({ queryKey: portalKey("dashboards.menu") })}
        resetKeys={[portalMenu.query.data]}
      >
        <PortalMenu collapsed={collapsed} pathname={pathname} onNavigate={onNavigate} {...portalMenu} />
      </ShellBoundary>
    </div>
  );
}

/** The portal's groups of dashboards, or the notice that its answer could not be read. */
function PortalMenu({
  collapsed,
  pathname,
  onNavigate,
  query,
  menu,
  failure,
}: ReturnType<typeof usePortalMenu> & { collapsed: boolean; pathname: string; onNavigate?: () => void }) {
  const t = useTranslations("shell");
  // Thrown here rather than where it was caught, so the menu's boundary shows it and the links above are unharmed.
  if (failure !== undefined) throw failure;
  return (
    <>
      {menu.sections.length > 0 && (
        <section aria-labelledby="nav-portal" className="mt-3 border-t border-line pt-2">
          <h2
            id="nav-portal"
            className={collapsed ? "sr-only" : "px-4 py-1 text-xs font-semibold uppercase tracking-wide text-muted"}
          >
            {t("nav.portal")}
          </h2>
          {menu.sections.map((section) => {
            const GroupIcon = portalIcon(section.icon);
            return (
              <div key={section.label} role="group" aria-label={section.label}>
                <p
                  title={section.help}
                  className={collapsed ? "sr-only" : "flex items-center gap-2 px-4 pb-1 pt-2 text-xs text-muted"}
                >
                  <GroupIcon size={14} aria-hidden />
                  {section.label}
                </p>
                <ul>
                  {section.items.map((link) => {
                    const Icon = portalIcon(link.icon);
                    return (
                      <li key={link.href}>
                        <Link
                          href={link.href}
                          aria-current={pathname === link.href ? "page" : undefined}
                          title={collapsed ? link.label : link.help}
                          onClick={onNavigate}
                          className={linkClasses(pathname === link.href)}
                        >
                          <Icon size={18} aria-hidden className="shrink-0" />
                          <span className={collapsed ? "sr-only" : "truncate"}>{link.label}</span>
                          {!collapsed && <LinkPending />}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </section>
      )}
      {(menu.malformed || query.error?.code === "unexpected_shape") && (
        <PortalMenuNotice collapsed={collapsed} error={query.error} onRetry={() => void query.refetch()} />
      )}
    </>
  );
}
