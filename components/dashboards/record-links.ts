/**
 * Where the console has its own page for what a dashboard element lists: per operation, the console page of the
 * whole list and, where a row is a record the console can open (or find), the link for that row.
 */
import { keyHref, projectHref as aiProjectHref } from "@/components/ai/shared/hrefs";
import { profileHref } from "@/components/access/access-model";
import { projectHref as iaasProjectHref } from "@/components/infrastructure/projects/project-model";
import { taskHref } from "@/components/tasks/task-model";
import type { OperationId } from "@/lib/portal/operations";
import { valueAt } from "./element-data";

interface ConsolePage {
  /** The console's page showing the same list. */
  page: string;
  /** The console's page for one row, or undefined when the row lacks what the link needs. */
  row?: (row: unknown) => string | undefined;
}

/** A non-empty text at `path` of the row, else undefined. */
const textAt = (row: unknown, path: string) => {
  const value = valueAt(row, path);
  return typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined;
};

/** A console list filtered to one row by its search box (`?q=`), for records without a page of their own. */
const searched = (page: string, path: string) => (row: unknown) => {
  const value = textAt(row, path);
  return value ? `${page}${page.includes("?") ? "&" : "?"}q=${encodeURIComponent(value)}` : undefined;
};

const byId =
  (href: (id: string) => string, path = "id") =>
  (row: unknown) => {
    const value = textAt(row, path);
    return value ? href(value) : undefined;
  };

const PAGES: Partial<Record<OperationId, ConsolePage>> = {
  "ai.keys.list": { page: "/ai/keys", row: byId(keyHref) },
  "ai.projects.list": { page: "/ai/projects", row: byId(aiProjectHref) },
  "ai.project.get": { page: "/ai/projects", row: byId(aiProjectHref) },
  "ai.models.list": { page: "/ai/models" },
  "ai.providers.list": { page: "/ai/models" },
  "ai.costs.all": { page: "/ai/prices" },
  "backups.list": { page: "/backups", row: byId((id) => `/backups/${encodeURIComponent(id)}`) },
  "backup.policies.list": {
    page: "/backups/policies",
    row: byId((id) => `/backups/policies?policy=${encodeURIComponent(id)}`),
  },
  "clustermgr.allShoots.list": {
    page: "/clusters",
    row: (row) => {
      const namespace = textAt(row, "cluster_project.shoot.metadata.namespace");
      const name = textAt(row, "cluster_project.shoot.metadata.name");
      return namespace && name ? `/clusters/${encodeURIComponent(namespace)}/${encodeURIComponent(name)}` : undefined;
    },
  },
  "iaas.projects.list": { page: "/infrastructure/projects", row: byId(iaasProjectHref) },
  "iaas.servers.list": { page: "/infrastructure/servers", row: searched("/infrastructure/servers", "name") },
  "objstore.sharedBuckets.list": { page: "/storage?tab=buckets", row: searched("/storage?tab=buckets", "bucket") },
  "profiles.tree.get": { page: "/access", row: byId(profileHref, "name") },
  "quotas.overview.lines": { page: "/quotas" },
  "quotas.requests.list": { page: "/quotas" },
  "i18n.lang.table": { page: "/translations" },
  "tasks.list": { page: "/tasks", row: byId(taskHref) },
  "property.list": { page: "/settings" },
  "theme.get": { page: "/settings" },
  "notifications.list": { page: "/" },
  "context.get": { page: "/" },
};

/** The console's page for the operation's whole answer, if it has one. */
export const consolePageOf = (operation: OperationId): string | undefined => PAGES[operation]?.page;

/** The row-link function for the operation's rows, if the console has a page per record. */
export const rowLinkOf = (operation: OperationId): ((row: unknown) => string | undefined) | undefined =>
  PAGES[operation]?.row;
