/**
 * Every page of the console a user can open by its address, with the message of its title (the same as its heading
 * and its browser tab), the sidebar area it belongs to, the portal reads it shows, the names the portal's own menu
 * gives it, and the actions of the page the command palette offers. The palette, the merge of the portal's menu and
 * the end-to-end tours read this list; the sidebar's structure is `NAV` (nav.ts), whose pages all appear here.
 */
import type { OperationId } from "@/lib/portal/operations";
import { NAV, type NavLabel } from "./nav";

/** A message key of an area's namespace: `ai.keys.title`. */
export type MessageKey = `${string}.${string}`;

/** An action of a page: pressing the page's own control whose text is this message. */
export interface PageAction {
  /** The message of the page's control (its visible text), so the palette says and presses the same thing. */
  label: MessageKey;
  /** The catalog operation it performs: not offered when the token is known to lack its permission. */
  op?: OperationId;
  /** Other words it is found by, that are not in its label (file formats, say). */
  keywords?: readonly string[];
  /** Where the control is when it is not on the page's first view (a tab). */
  href?: string;
}

export interface ConsolePage {
  /** The page's address; a pattern with `[name]` for a page of one record, offered only while it is open. */
  href: string;
  title: MessageKey;
  /** The sidebar area it belongs to. */
  area: NavLabel;
  /** Portal reads it shows: it is offered unless the token is known to lack every one of them. */
  reads?: readonly OperationId[];
  /** Dashboard paths the portal's menu uses for this page, beside its own slug (`ai-keys` for /ai/keys). */
  portalPaths?: readonly string[];
  actions?: readonly PageAction[];
}

/** The reads of a sidebar page: a sub-page's own (an area's first sub-page shares its address), else the area's. */
const readsOf = (href: string): readonly OperationId[] | undefined => {
  for (const item of NAV) {
    const child = item.children?.find((entry) => entry.href === href);
    if (child) return child.reads;
    if (item.href === href) return item.reads;
  }
  return undefined;
};

const page = (href: string, title: MessageKey, area: NavLabel, extra: Partial<ConsolePage> = {}): ConsolePage => ({
  href,
  title,
  area,
  reads: extra.reads ?? readsOf(href),
  ...extra,
});

export const CONSOLE_PAGE_LIST: readonly ConsolePage[] = [
  page("/", "home.title", "home"),
  page("/ai/keys", "ai.keys.title", "ai", { actions: [{ label: "ai.keys.create.open", op: "ai.keys.create" }] }),
  page("/ai/projects", "ai.projects.title", "ai", {
    actions: [{ label: "ai.projects.create.open", op: "ai.projects.create" }],
  }),
  page("/ai/costs", "ai.costs.title", "ai"),
  page("/ai/models", "ai.models.title", "ai"),
  page("/ai/prices", "ai.prices.title", "ai"),
  page("/ai/customers", "ai.customers.title", "ai"),
  page("/playground", "playground.chat.title", "playground"),
  page("/playground/models", "playground.models.title", "playground"),
  page("/playground/embeddings", "playground.embeddings.title", "playground"),
  page("/playground/rerank", "playground.rerank.title", "playground"),
  page("/backups", "backups.list.title", "backups", {
    actions: [{ label: "backups.create.open", op: "backup.create" }],
  }),
  page("/backups/protection", "backups.protection.title", "backups"),
  page("/backups/policies", "backups.policies.title", "backups", { portalPaths: ["backup-policies"] }),
  page("/clusters", "clusters.list.title", "clusters"),
  page("/clusters/new", "clusters.create.title", "clusters", { reads: ["clustermgr.projects.list"] }),
  page("/clusters/projects", "clusters.projects.title", "clusters", {
    reads: ["clustermgr.projects.list"],
    actions: [{ label: "clusters.projects.create.open", op: "clustermgr.projects.create" }],
  }),
  page("/infrastructure/projects", "infrastructure.nav.projects", "infrastructure", {
    reads: ["iaas.projects.list"],
    portalPaths: ["iaas-projects"],
    actions: [{ label: "infrastructure.projects.create.open", op: "iaas.projects.create" }],
  }),
  page("/infrastructure/servers", "infrastructure.nav.servers", "infrastructure", {
    reads: ["iaas.servers.list"],
    portalPaths: ["iaas-servers"],
  }),
  page("/infrastructure/volumes", "infrastructure.nav.volumes", "infrastructure", { reads: ["iaas.volumes.list"] }),
  page("/infrastructure/volume-types", "infrastructure.nav.volumeTypes", "infrastructure", {
    reads: ["iaas.volumeTypes.list"],
  }),
  page("/infrastructure/networks", "infrastructure.nav.networks", "infrastructure", {
    reads: ["iaas.networks.list"],
  }),
  page("/infrastructure/load-balancers", "infrastructure.nav.loadBalancers", "infrastructure", {
    reads: ["iaas.loadBalancers.list"],
  }),
  page("/infrastructure/domains", "infrastructure.nav.domains", "infrastructure", {
    reads: ["iaas.domains.list"],
    actions: [{ label: "infrastructure.domains.create.open", op: "iaas.domains.create" }],
  }),
  page("/infrastructure/availability-zones", "infrastructure.nav.availabilityZones", "infrastructure", {
    reads: ["iaas.availabilityZones.list"],
  }),
  page("/quotas", "quotas.title", "quotas"),
  page("/access", "access.title", "access", { portalPaths: ["profiles"] }),
  page("/storage", "storage.title", "storage", {
    portalPaths: ["objstore"],
    actions: [
      { label: "storage.buckets.share.open", op: "objstore.sharedBucket.create" },
      { label: "storage.urls.create.open", op: "objstore.sharedUrl.create", href: "/storage?tab=urls" },
    ],
  }),
  page("/tasks", "tasks.title", "tasks"),
  page("/translations", "translations.languages.title", "translations"),
  page("/translations/[lang]", "translations.languages.title", "translations", {
    actions: [{ label: "translations.export.exchange", keywords: ["XLIFF", "PO"] }],
  }),
  page("/translations/[lang]/glossary", "translations.glossary.title", "translations", {
    actions: [
      { label: "translations.glossary.add", op: "i18n.lang.save" },
      { label: "translations.glossary.import.open", op: "i18n.lang.save", keywords: ["CSV", "TBX"] },
    ],
  }),
  page("/dashboards", "dashboards.title", "dashboards"),
  page("/settings", "settings.title", "settings"),
];

/** Whether an address is a page of the list, or a record of a page pattern (`/translations/de`). */
export function matchesPage(pattern: string, pathname: string): boolean {
  if (!pattern.includes("[")) return pattern === pathname;
  const parts = pattern.split("/");
  const actual = pathname.split("/");
  return parts.length === actual.length && parts.every((part, index) => part.startsWith("[") || part === actual[index]);
}

/** The pages one can open by address alone (not a pattern). */
export const ADDRESSABLE_PAGES = CONSOLE_PAGE_LIST.filter((entry) => !entry.href.includes("["));
