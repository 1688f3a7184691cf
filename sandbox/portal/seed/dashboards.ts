/**
 * Seed of the dashboards: one per console screen, plus a few the console has no page of its own for (cloud
 * profiles, notifications). The menu groups them; each has a structure whose elements name the catalog operation that
 * fills them. Dashboard paths are single path segments (`ai-keys`), since the spec's
 * `/dashboard/{dashboard_path}` takes one segment.
 */

export interface DashboardRecord {
  access: string;
  group: string;
  groupicon: string;
  help: string;
  icon: string;
  name: string;
  order: string;
  path: string;
  schema: string;
  subgroup: string;
  subgroupicon: string;
  version: string;
  navigable: boolean;
  published: boolean;
  region: string | null;
}

export interface DashboardStructureRecord {
  elements: Record<string, unknown>[];
  path_params: Record<string, unknown>;
  schema: Record<string, unknown>;
}

export interface DashboardElementRecord {
  name: string;
  icon: string;
  elements: unknown;
}

interface Screen {
  path: string;
  name: string;
  icon: string;
  group: string;
  subgroup?: string;
  access: string;
  help: string;
  /** [element type, operation id, title] */
  elements: [string, string, string][];
  pathParams?: Record<string, string>;
  navigable?: boolean;
}

const GROUP_ICONS: Record<string, string> = {
  Overview: "layout-dashboard",
  AI: "sparkles",
  "Data protection": "shield-check",
  Compute: "server",
  Storage: "database",
  Administration: "settings",
};

const SCREENS: Screen[] = [
  {
    path: "home",
    name: "Home",
    icon: "home",
    group: "Overview",
    access: "context-get",
    help: "Your account at a glance",
    elements: [
      ["cards", "context.get", "Account"],
      ["list", "notifications.list", "Latest notifications"],
      ["list", "tasks.list", "Recent tasks"],
    ],
  },
  {
    path: "ai-keys",
    name: "AI keys",
    icon: "key-round",
    group: "AI",
    access: "ai-get",
    help: "Virtual keys for the inference gateway",
    elements: [
      ["table", "ai.keys.list", "Keys"],
      ["chart", "ai.key.cost", "Cost per day"],
    ],
  },
  {
    path: "ai-projects",
    name: "AI projects",
    icon: "folder-kanban",
    group: "AI",
    access: "ai_teams_management-get",
    help: "Projects group keys, members and budgets",
    elements: [
      ["table", "ai.projects.list", "Projects"],
      ["table", "ai.projectUsers.list", "Members"],
    ],
  },
  {
    path: "ai-project",
    name: "AI project",
    icon: "folder-open",
    group: "AI",
    access: "ai_team_management-get",
    help: "One AI project",
    elements: [
      ["details", "ai.project.get", "Project"],
      ["chart", "ai.project.cost", "Cost"],
    ],
    pathParams: { ai_project_id: "string" },
    navigable: false,
  },
  {
    path: "ai-models",
    name: "Models",
    icon: "brain",
    group: "AI",
    access: "ai_models-get",
    help: "Models, providers and prices",
    elements: [
      ["table", "ai.models.list", "Models"],
      ["table", "ai.providers.list", "Providers"],
      ["table", "ai.costs.all", "Cost catalog"],
    ],
  },
  {
    path: "playground",
    name: "Playground",
    icon: "message-square",
    group: "AI",
    access: "ai_models-get",
    help: "Chat with a model through the gateway",
    elements: [["chat", "ai.models.list", "Chat"]],
  },
  {
    path: "backups",
    name: "Backups",
    icon: "archive",
    group: "Data protection",
    access: "backups-get",
    help: "Backups of volumes and servers",
    elements: [["table", "backups.list", "Backups"]],
  },
  {
    path: "backup-policies",
    name: "Backup policies",
    icon: "calendar-clock",
    group: "Data protection",
    access: "backup_policies-get",
    help: "Schedules and retention",
    elements: [["table", "backup.policies.list", "Policies"]],
  },
  {
    path: "clusters",
    name: "Clusters",
    icon: "boxes",
    group: "Compute",
    subgroup: "Containers",
    access: "clustermgr_projects-get",
    help: "Managed container clusters",
    elements: [["table", "clustermgr.allShoots.list", "Clusters"]],
  },
  {
    path: "iaas-projects",
    name: "Projects",
    icon: "folder",
    group: "Compute",
    subgroup: "Infrastructure",
    access: "iaas_projects-get",
    help: "Infrastructure projects",
    elements: [["table", "iaas.projects.list", "Projects"]],
  },
  {
    path: "iaas-servers",
    name: "Servers",
    icon: "server",
    group: "Compute",
    subgroup: "Infrastructure",
    access: "iaas_servers-get",
    help: "Virtual machines",
    elements: [["table", "iaas.servers.list", "Servers"]],
  },
  {
    path: "cloud-profiles",
    name: "Cloud profiles",
    icon: "cloud",
    group: "Compute",
    subgroup: "Containers",
    access: "clustermgr_cloud_profiles-get",
    help: "Infrastructure offers a cluster can run on",
    elements: [["table", "clustermgr.cloudProfiles.list", "Cloud profiles"]],
  },
  {
    path: "objstore",
    name: "Object storage",
    icon: "database",
    group: "Storage",
    access: "objstore_shared_bucket-get",
    help: "Shared buckets and links",
    elements: [["table", "objstore.sharedBuckets.list", "Shared buckets"]],
  },
  {
    path: "quotas",
    name: "Quotas",
    icon: "gauge",
    group: "Administration",
    access: "quota-get",
    help: "Limits and requests",
    elements: [
      ["table", "quotas.overview.lines", "Quota lines"],
      ["table", "quotas.requests.list", "Requests"],
    ],
  },
  {
    path: "profiles",
    name: "Profiles",
    icon: "users",
    group: "Administration",
    access: "profiles_tree-get",
    help: "Profiles, dashboards and permissions",
    elements: [["tree", "profiles.tree.get", "Profiles"]],
  },
  {
    path: "translations",
    name: "Translations",
    icon: "languages",
    group: "Administration",
    access: "i18n_langs-get",
    help: "Language tokens",
    elements: [["table", "i18n.lang.table", "Tokens"]],
  },
  {
    path: "tasks",
    name: "Tasks",
    icon: "list-checks",
    group: "Administration",
    access: "task-get",
    help: "Multi-step tasks and their progress",
    elements: [
      ["table", "tasks.list", "Tasks"],
      ["list", "task.steps.list", "Steps"],
    ],
  },
  {
    path: "notifications",
    name: "Notifications",
    icon: "bell",
    group: "Administration",
    access: "notification-get",
    help: "Everything the portal told this account",
    elements: [["list", "notifications.list", "Notifications"]],
  },
  {
    path: "settings",
    name: "Settings",
    icon: "sliders-horizontal",
    group: "Administration",
    access: "property-get",
    help: "Properties and theme",
    elements: [
      ["table", "property.list", "Properties"],
      ["form", "theme.get", "Theme"],
    ],
  },
];

export function seedDashboards(region: string): DashboardRecord[] {
  const groups = Object.keys(GROUP_ICONS);
  return SCREENS.map((s, i) => ({
    access: s.access,
    group: s.group,
    groupicon: GROUP_ICONS[s.group],
    help: s.help,
    icon: s.icon,
    name: s.name,
    order: String((groups.indexOf(s.group) + 1) * 100 + i),
    path: s.path,
    schema: "console.dashboard.v1",
    subgroup: s.subgroup ?? "",
    subgroupicon: s.subgroup ? "folder" : "",
    version: "1.0",
    navigable: s.navigable ?? true,
    published: true,
    // Clusters are offered in the first region only, to show a region-specific dashboard.
    region: s.path === "clusters" && region !== "eu-central" ? null : region,
  }));
}

export function seedStructures(): Record<string, DashboardStructureRecord> {
  return Object.fromEntries(
    SCREENS.map((s) => [
      s.path,
      {
        elements: s.elements.map(([type, operation, title], i) => ({
          id: `${s.path}-${i + 1}`,
          type,
          operation,
          title,
        })),
        path_params: s.pathParams ?? {},
        schema: {
          $schema: "https://json-schema.org/draft/2020-12/schema",
          title: s.name,
          type: "object",
          properties: Object.fromEntries(Object.entries(s.pathParams ?? {}).map(([k, type]) => [k, { type }])),
        },
      },
    ]),
  );
}

export const DASHBOARD_ELEMENTS: DashboardElementRecord[] = [
  { name: "table", icon: "table", elements: ["columns", "filters", "row-actions", "bulk-actions"] },
  { name: "chart", icon: "chart-line", elements: ["series", "axis", "legend"] },
  { name: "cards", icon: "layout-grid", elements: ["title", "value", "trend"] },
  { name: "list", icon: "list", elements: ["item", "badge"] },
  { name: "details", icon: "file-text", elements: ["field", "section"] },
  { name: "form", icon: "square-pen", elements: ["input", "select", "switch", "submit"] },
  { name: "tree", icon: "git-fork", elements: ["node", "children"] },
  { name: "chat", icon: "message-square", elements: ["messages", "composer", "settings"] },
];
