/**
 * The portal's own menu (GET /dashboards) merged into the console's sidebar.
 *
 * The console's areas always stay, in the console's order and language. A portal item that names one of the
 * console's own pages (its path is the page's route as a slug: `backups`, `ai-keys` for /ai/keys, `home` for /, or
 * a name the portal's menu gives that page: `iaas-servers` for /infrastructure/servers, see pages.ts) is the
 * console's page: it is not listed again, and lends the sidebar's entry its help text. Every other portal item is
 * listed under its portal group (label, icon, order, help) and opens the generic dashboard view /dashboards/<path>. The menu's item shape is "not shown" in the spec, so items are read
 * leniently and an item without a usable path is skipped; the arrays it iterates are checked, and an answer that is
 * not a list of groups is reported as `malformed` (the sidebar says so) instead of breaking the frame.
 */
import { guard, type Guard } from "@/lib/guards";
import { NAV } from "./nav";
import { ADDRESSABLE_PAGES } from "./pages";

export interface PortalLink {
  label: string;
  href: string;
  icon?: string;
  help?: string;
}

export interface PortalSection {
  label: string;
  icon?: string;
  help?: string;
  items: PortalLink[];
}

export interface MergedMenu {
  /** Portal help per console route, for the console's own entries. */
  helpByHref: Record<string, string>;
  /** Portal groups holding the dashboards the console has no page of its own for. */
  sections: PortalSection[];
  /** True when the answer was not a list of groups, or held a group that is not an object or whose items are not a list. */
  malformed: boolean;
}

/** A trimmed, non-empty text of at most 200 characters, else undefined. */
const text: Guard<string | undefined> = {
  safeParse: (value) => {
    const trimmed = typeof value === "string" ? value.trim() : "";
    return { success: true, data: trimmed.length >= 1 && trimmed.length <= 200 ? trimmed : undefined };
  },
};
const MenuEntry = guard.objectOf({ label: text, name: text, path: text, icon: text, help: text, order: guard.unknown });
/** A group's items: a list, or absent (`null` included) for none; anything else fails the group. */
const itemList: Guard<unknown[]> = {
  safeParse: (value) =>
    value === undefined || value === null
      ? { success: true, data: [] }
      : Array.isArray(value)
        ? { success: true, data: value }
        : { success: false },
};
const MenuGroup = guard.objectOf({
  label: text,
  icon: text,
  help: text,
  order: guard.unknown,
  items: itemList,
});

/** The console's own pages by slug (`/ai/keys` → `ai-keys`, `/` → `home`) and by the portal's names for them. */
const CONSOLE_ROUTES: Map<string, string> = new Map([
  ...NAV.flatMap((item) => [item, ...(item.children ?? [])]).map((entry) => [slugOf(entry.href), entry.href] as const),
  ...ADDRESSABLE_PAGES.flatMap((page) => [
    [slugOf(page.href), page.href] as const,
    ...(page.portalPaths ?? []).map((path) => [path.toLowerCase(), page.href] as const),
  ]),
]);

/** The console's own page a portal dashboard path names, if any (`ai-keys` → /ai/keys). */
export const consolePageOf = (path: string): string | undefined => CONSOLE_ROUTES.get(path.toLowerCase());

export function slugOf(href: string): string {
  return href === "/" ? "home" : href.replace(/^\/+/, "").replaceAll("/", "-");
}

/** Portal dashboard paths are single segments (`/dashboard/{dashboard_path}`); anything else is not linked. */
const isDashboardPath = (path: string) => /^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/.test(path);

const orderOf = (value: unknown, fallback: number) => {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

const byOrder = <T extends { order: number; index: number }>(a: T, b: T) => a.order - b.order || a.index - b.index;

export function mergePortalMenu(menu: unknown): MergedMenu {
  const helpByHref: Record<string, string> = {};
  const sections: (PortalSection & { order: number; index: number })[] = [];
  if (menu === undefined) return { helpByHref, sections, malformed: false };
  if (!Array.isArray(menu)) return { helpByHref, sections, malformed: true };
  let malformed = false;
  menu.forEach((raw: unknown, groupIndex) => {
    const group = MenuGroup.safeParse(raw);
    if (!group.success) {
      malformed = true;
      return;
    }
    const items: (PortalLink & { order: number; index: number })[] = [];
    group.data.items.forEach((rawItem, index) => {
      const parsed = MenuEntry.safeParse(rawItem);
      if (!parsed.success || !parsed.data.path || !isDashboardPath(parsed.data.path)) return;
      const { path, help, icon } = parsed.data;
      const consoleHref = consolePageOf(path);
      if (consoleHref) {
        if (help && !helpByHref[consoleHref]) helpByHref[consoleHref] = help;
        return;
      }
      const label = parsed.data.label ?? parsed.data.name ?? path;
      items.push({ label, href: `/dashboards/${path}`, icon, help, order: orderOf(parsed.data.order, index), index });
    });
    if (items.length === 0) return;
    sections.push({
      label: group.data.label ?? "—",
      icon: group.data.icon,
      help: group.data.help,
      items: items.sort(byOrder).map(({ order: _order, index: _index, ...link }) => link),
      order: orderOf(group.data.order, groupIndex),
      index: groupIndex,
    });
  });
  return {
    helpByHref,
    sections: sections.sort(byOrder).map(({ order: _order, index: _index, ...section }) => section),
    malformed,
  };
}
