import {
  Bot,
  Boxes,
  DatabaseBackup,
  FolderKey,
  Gauge,
  HardDrive,
  Home,
  KeyRound,
  Languages,
  LayoutDashboard,
  ListChecks,
  MessagesSquare,
  Server,
  Settings,
  type LucideIcon,
} from "lucide-react";

import { CURRENCY_READS } from "@/components/ai/model/currency";
import { HOME_WIDGETS } from "@/components/home/widget-reads";
import { operationIds, operationRoute } from "@/lib/portal/routes";
import type { OperationId } from "@/lib/portal/operations";
import type shellMessages from "@/messages/en/shell.json";

export type NavLabel = Exclude<keyof (typeof shellMessages)["nav"], "label" | "expand" | "collapse" | "portal">;

/**
 * A page of the navigation and the portal reads it shows: it is offered unless the token is known to lack every one
 * of them (no `reads`: the page does not depend on the portal token, e.g. the gateway playground and the settings).
 */
export interface NavPage {
  href: string;
  label: NavLabel;
  reads?: readonly OperationId[];
}

/** The console's own areas, in sidebar order. `label` is a key of the `shell.nav` messages. */
export interface NavItem extends NavPage {
  icon: LucideIcon;
  /** Sub-pages, shown when the area is open and offered by the command palette; the area is offered while one is. */
  children?: NavPage[];
  /** Prefixes of the catalog operations the area's pages use: their reads are surveyed when a page of it renders. */
  catalog?: readonly string[];
}

export const NAV: NavItem[] = [
  { href: "/", label: "home", icon: Home, reads: HOME_WIDGETS.flatMap((widget) => widget.reads) },
  {
    href: "/ai",
    label: "ai",
    icon: Bot,
    // The settings tell the AI pages the portal's billing currency.
    catalog: ["ai.", "property."],
    children: [
      { href: "/ai/keys", label: "aiKeys", reads: ["ai.keys.list"] },
      { href: "/ai/projects", label: "aiProjects", reads: ["ai.projects.list"] },
      { href: "/ai/costs", label: "aiCosts", reads: ["ai.keys.list", "ai.projects.list"] },
      { href: "/ai/models", label: "aiModels", reads: ["ai.models.list"] },
      { href: "/ai/prices", label: "aiPrices", reads: ["ai.costs.all"] },
      { href: "/ai/customers", label: "aiCustomers", reads: ["ai.customer.get"] },
    ],
  },
  {
    href: "/playground",
    label: "playground",
    icon: MessagesSquare,
    children: [
      { href: "/playground", label: "chat" },
      { href: "/playground/models", label: "gatewayModels" },
      { href: "/playground/embeddings", label: "embeddings" },
      { href: "/playground/rerank", label: "rerank" },
    ],
  },
  {
    href: "/backups",
    label: "backups",
    icon: DatabaseBackup,
    catalog: ["backup.", "backups.", "resources."],
    children: [
      { href: "/backups", label: "backupsList", reads: ["backups.list"] },
      { href: "/backups/protection", label: "backupsProtection", reads: ["backup.projects.list"] },
      { href: "/backups/policies", label: "backupsPolicies", reads: ["backup.policies.list"] },
    ],
  },
  {
    href: "/clusters",
    label: "clusters",
    icon: Boxes,
    catalog: ["clustermgr."],
    reads: ["clustermgr.allShoots.list", "clustermgr.projects.list"],
  },
  {
    href: "/infrastructure",
    label: "infrastructure",
    icon: Server,
    catalog: ["iaas."],
    reads: ["iaas.projects.list", "iaas.domains.list", "iaas.servers.list", "iaas.volumes.list", "iaas.networks.list"],
  },
  {
    href: "/quotas",
    label: "quotas",
    icon: Gauge,
    catalog: ["quotas."],
    reads: ["quotas.overview.lines", "quotas.list", "quotas.requests.list"],
  },
  {
    href: "/access",
    label: "access",
    icon: KeyRound,
    reads: ["profiles.list", "profiles.tree.get"],
    catalog: ["profile.", "profiles.", "users."],
  },
  {
    href: "/storage",
    label: "storage",
    icon: HardDrive,
    reads: ["objstore.sharedBuckets.list"],
    catalog: ["objstore.", "objaccess."],
  },
  { href: "/tasks", label: "tasks", icon: ListChecks, reads: ["tasks.list"], catalog: ["tasks.", "task."] },
  { href: "/translations", label: "translations", icon: Languages, reads: ["i18n.langs.list"], catalog: ["i18n."] },
  {
    href: "/dashboards",
    label: "dashboards",
    icon: LayoutDashboard,
    reads: ["dashboards.all", "dashboards.menu"],
    catalog: ["dashboard.", "dashboards."],
  },
  { href: "/settings", label: "settings", icon: Settings, catalog: ["property."] },
];

/** Reads of the frame itself (menu, brand, bell, tasks, languages), asked on every page, and of the settings page. */
const SHELL_READS: readonly OperationId[] = [
  "dashboards.menu",
  "context.get",
  "theme.get",
  "notifications.list",
  "tasks.list",
  "i18n.langs.list",
];

/** Every read the frame, the navigation and the overview depend on: what the server learns before it renders. */
export const SURVEYED_READS: readonly OperationId[] = [
  ...new Set([
    ...SHELL_READS,
    // Every page with money on it (the AI area, home, the playground, the translators' assistant) asks these.
    ...CURRENCY_READS,
    ...NAV.flatMap((item) => [...(item.reads ?? []), ...(item.children ?? []).flatMap((child) => child.reads ?? [])]),
  ]),
];

/**
 * What the server surveys before it renders a page: the frame's and navigation's reads, plus every read of the
 * page's own area, so the browser never sends a read the token is known to lack (a refused request is a console
 * error), even on a page reached by its address rather than through the navigation.
 */
export function surveyedReadsOf(path: string | null): readonly OperationId[] {
  const area = path ? NAV.find((item) => item.href !== "/" && isActive(path, item.href)) : undefined;
  if (!area?.catalog) return SURVEYED_READS;
  let reads = AREA_READS.get(area.href);
  if (!reads) {
    const own = operationIds.filter(
      (id) => operationRoute(id).method === "GET" && area.catalog!.some((prefix) => id.startsWith(prefix)),
    );
    AREA_READS.set(area.href, (reads = [...new Set([...SURVEYED_READS, ...own])]));
  }
  return reads;
}

const AREA_READS = new Map<string, readonly OperationId[]>();

/** Whether the token is known to lack an operation's permission. */
export type IsDenied = (id: OperationId) => boolean;

/** A page is offered unless every portal read it shows is known to be refused. */
export const isReadable = (page: Pick<NavPage, "reads">, isDenied: IsDenied) =>
  !page.reads?.length || page.reads.some((id) => !isDenied(id));

/** The areas and sub-pages this token can read; an area whose sub-pages are all unreadable goes too. */
export function readableNav(nav: readonly NavItem[], isDenied: IsDenied): NavItem[] {
  return nav.flatMap((item) => {
    if (!item.children) return isReadable(item, isDenied) ? [item] : [];
    const children = item.children.filter((child) => isReadable(child, isDenied));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/**
 * Where "/" leads: the overview when one of its widgets is readable, else the first portal area the token can read
 * (a translations-only token lands on its languages). Null: stay on the overview.
 */
export function landingHref(nav: readonly NavItem[], isDenied: IsDenied): string | null {
  const readable = readableNav(nav, isDenied);
  if (readable.some((item) => item.href === "/")) return null;
  return (
    readable.find((item) => item.reads?.length || item.children?.some((child) => child.reads?.length))?.href ?? null
  );
}

export const isActive = (pathname: string, href: string) =>
  href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);

export const FALLBACK_ICON = FolderKey;
