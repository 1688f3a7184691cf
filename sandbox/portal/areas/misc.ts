/**
 * The small areas: context, dashboards (menu, full list, structures, elements), theme and properties.
 * The theme's response fields are "not shown" in the spec; the sandbox answers
 * `{name, logo_url, colors: {primary, accent, background, foreground}, client_id, reseller_id}`.
 */
import { defineArea, notFound } from "../area";
import { ACCOUNT } from "../seed/account";
import {
  DASHBOARD_ELEMENTS,
  seedDashboards,
  seedStructures,
  type DashboardElementRecord,
  type DashboardRecord,
  type DashboardStructureRecord,
} from "../seed/dashboards";

export interface PropertyRecord {
  property: string;
  value: string;
  description: string;
  inherited: boolean;
}

export interface ThemeRecord {
  name: string;
  logo_url: string;
  colors: { primary: string; accent: string; background: string; foreground: string };
  client_id: string;
  reseller_id: string;
}

export interface MiscState {
  context: Record<string, Record<string, unknown>>;
  dashboards: DashboardRecord[];
  structures: Record<string, DashboardStructureRecord>;
  elements: DashboardElementRecord[];
  /** The default theme first (empty client and reseller), then reseller and client themes. */
  themes: ThemeRecord[];
  properties: PropertyRecord[];
}

const PROPERTIES: [property: string, value: string, description: string, inherited: boolean][] = [
  ["support.email", "support@cloudreseller.example", "Where support requests go", true],
  ["support.phone", "+49 30 1234567", "Support hotline", true],
  ["billing.currency", "EUR", "Currency of invoices and cost reports", true],
  ["billing.cycle", "monthly", "Invoice cycle", true],
  ["backup.default_retention_days", "14", "Retention of new backup policies", false],
  ["ai.default_tier", "standard", "Tier of new AI keys", false],
  ["ai.monthly_budget_eur", "2500", "Monthly AI budget of the account", false],
  ["cluster.default_version", "1.31.4", "Version of new clusters", true],
  ["notifications.email_digest", "daily", "How often notifications are mailed", false],
  ["ui.default_locale", "en", "Language of new users", false],
];

function seedContext(region: string): MiscState["context"] {
  return {
    user: {
      id: "usr-admin",
      username: "admin",
      email: "admin@acme.example",
      firstName: "Ada",
      lastName: "Admin",
      locale: "en",
    },
    client: { id: ACCOUNT.client_id, name: ACCOUNT.client, display_name: ACCOUNT.client_name },
    reseller: { id: ACCOUNT.reseller_id, name: ACCOUNT.reseller, display_name: ACCOUNT.reseller_name },
    region: { name: region, display_name: region === "eu-central" ? "EU Central (Frankfurt)" : `EU (${region})` },
    features: { ai: true, backups: true, clustermgr: region === "eu-central", objstore: true, iaas: true },
    limits: { max_ai_keys: 500, max_clusters: 10 },
  };
}

const THEMES: ThemeRecord[] = [
  {
    name: "Portal default",
    logo_url: "/logo.svg",
    colors: { primary: "#2563eb", accent: "#f59e0b", background: "#ffffff", foreground: "#0f172a" },
    client_id: "",
    reseller_id: "",
  },
  {
    name: "Cloud Reseller",
    logo_url: "/themes/cloudreseller.svg",
    colors: { primary: "#0f766e", accent: "#e11d48", background: "#f8fafc", foreground: "#111827" },
    client_id: "",
    reseller_id: ACCOUNT.reseller_id,
  },
  {
    name: "ACME",
    logo_url: "/themes/acme.svg",
    colors: { primary: "#7c3aed", accent: "#22c55e", background: "#ffffff", foreground: "#1e1b4b" },
    client_id: ACCOUNT.client_id,
    reseller_id: ACCOUNT.reseller_id,
  },
];

/** Menu items: one per dashboard group, the navigable dashboards of the region inside, in order. */
function menuOf(dashboards: DashboardRecord[], region: string) {
  const visible = dashboards
    .filter((d) => d.published && d.navigable && (d.region === null || d.region === region))
    .sort((a, b) => Number(a.order) - Number(b.order));
  const groups = new Map<string, DashboardRecord[]>();
  for (const d of visible) groups.set(d.group, [...(groups.get(d.group) ?? []), d]);
  return [...groups.entries()].map(([group, items], i) => ({
    label: group,
    icon: items[0].groupicon,
    order: String(i + 1),
    help: `${items.length} dashboard${items.length === 1 ? "" : "s"}`,
    items: items.map((d) => ({
      label: d.name,
      path: d.path,
      icon: d.icon,
      order: d.order,
      help: d.help,
      subgroup: d.subgroup,
    })),
  }));
}

export const miscArea = defineArea<MiscState>({
  key: "misc",
  seed: (region) => ({
    context: seedContext(region),
    dashboards: seedDashboards(region),
    structures: seedStructures(),
    elements: DASHBOARD_ELEMENTS.map((e) => ({ ...e })),
    themes: THEMES.map((t) => ({ ...t, colors: { ...t.colors } })),
    properties: PROPERTIES.map(([property, value, description, inherited]) => ({
      property,
      value,
      description,
      inherited,
    })),
  }),
  handlers: {
    "context.get": ({ state }) => state.context,
    "dashboards.menu": ({ state, region }) => menuOf(state.dashboards, region),
    "dashboards.all": ({ state }) => state.dashboards,
    "dashboard.elements.list": ({ state }) => state.elements,
    "dashboard.get": ({ state, input }) => {
      const path = String(input.dashboard_path);
      if (!Object.hasOwn(state.structures, path)) throw notFound(`dashboard ${path}`);
      return state.structures[path];
    },
    "theme.get": ({ state, input }) => {
      const { client_id, reseller_id } = input;
      // The most specific theme wins: the client's, then the reseller's, then the default.
      const theme =
        (client_id && state.themes.find((t) => t.client_id === client_id)) ||
        (reseller_id && state.themes.find((t) => t.reseller_id === reseller_id && t.client_id === "")) ||
        state.themes[0];
      return theme;
    },
    "property.list": ({ state }) => [...state.properties].sort((a, b) => a.property.localeCompare(b.property)),
    "property.save": ({ state, input }) => {
      const { property, value, description } = input;
      const existing = state.properties.find((p) => p.property === property);
      // Saving an inherited property overrides it for this account: it becomes the account's own.
      if (existing) Object.assign(existing, { value, description, inherited: false });
      else state.properties.push({ property, value, description, inherited: false });
      return undefined;
    },
  },
});
