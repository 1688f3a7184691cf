/**
 * Seed of the profiles slice: access profiles of three types (reseller → client → user, linked by `parent_id`),
 * each granting dashboards and permissions by pattern; the entities they are assigned to; and a small user list
 * for the user enable/disable/role operations.
 */
import type { SandboxServices } from "../area";
import { SEED_CLIENTS, SEED_RESELLER } from "./iaas";

export const PROFILE_TYPES = ["reseller", "client", "user"] as const;

/** The console's dashboards a profile can show. */
export const DASHBOARDS = [
  "ai",
  "playground",
  "backups",
  "clusters",
  "iaas",
  "objstore",
  "quotas",
  "profiles",
  "translations",
  "notifications",
  "tasks",
] as const;

export interface StoredProfile {
  id: string;
  name: string;
  description: string;
  type: string;
  provider: string;
  reseller: string;
  client: string;
  inheritable: boolean;
  parent_id: string | null;
  /** Dashboard names; `*` is all of them. */
  dashboards: string[];
  /** Permission patterns as the token config writes them: `*` matches any run of characters. */
  permissions: string[];
}

export interface ProfileAssignment {
  profile_type: string;
  reseller_name: string;
  client_id: string;
  entity: string;
  profile_ids: string[];
}

export interface IaasRoleGrant {
  domain_id: string;
  project_id: string;
  role: string;
}

export interface PortalUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  reseller: string;
  client: string;
  client_id: string;
  enabled: boolean;
  status: "active" | "disabled";
  iaas_roles: IaasRoleGrant[];
}

export interface ProfilesState {
  profiles: StoredProfile[];
  assignments: ProfileAssignment[];
  users: PortalUser[];
}

type ProfileSeed = [
  name: string,
  type: string,
  parent: string | null,
  description: string,
  dashboards: string[],
  permissions: string[],
];

const PROFILES: readonly ProfileSeed[] = [
  ["reseller-admin", "reseller", null, "Everything the reseller may do", ["*"], ["*"]],
  ["reseller-support", "reseller", null, "Read access for the support desk", ["*"], ["*-get"]],
  [
    "client-admin",
    "client",
    "reseller-admin",
    "Administers one client",
    ["*"],
    [
      "ai*",
      "*backup*",
      "iaas*",
      "objstore*",
      "objaccess*",
      "quota*",
      "clustermgr*",
      "notification*",
      "task*",
      "user*",
      "*-get",
    ],
  ],
  [
    "client-operator",
    "client",
    "client-admin",
    "Runs infrastructure and backups",
    ["iaas", "backups", "clusters", "objstore", "tasks", "notifications"],
    ["*-get", "*backup*", "iaas_project*", "clustermgr*", "task*"],
  ],
  [
    "client-viewer",
    "client",
    "reseller-support",
    "Looks, does not touch",
    ["ai", "backups", "clusters", "iaas", "objstore", "quotas"],
    ["*-get"],
  ],
  [
    "developer",
    "user",
    "client-operator",
    "Builds on AI, clusters and object storage",
    ["ai", "playground", "clusters", "objstore"],
    ["ai*", "clustermgr*", "iaas_*-get", "objstore*"],
  ],
  [
    "ai-user",
    "user",
    "client-viewer",
    "Uses AI keys and models",
    ["ai", "playground"],
    ["ai-get", "ai-post", "ai_key-*", "ai_models-get", "ai_providers-get"],
  ],
  ["translator", "user", "client-viewer", "Maintains the console's translations", ["translations"], ["i18n_*"]],
];

type UserSeed = [first: string, last: string, client: string, enabled: boolean];
const USERS: readonly UserSeed[] = [
  ["Alice", "Nguyen", "northwind", true],
  ["Bob", "Schmidt", "northwind", false],
  ["Carol", "Diaz", "contoso", true],
  ["Dave", "Okafor", "contoso", true],
  ["Erin", "Larsen", "globex", true],
  ["Frank", "Moreau", "globex", false],
];

export function seedProfiles(_region: string, services: SandboxServices): ProfilesState {
  const ids = new Map(PROFILES.map(([name]) => [name, services.id("prof")]));
  const profiles: StoredProfile[] = PROFILES.map(([name, type, parent, description, dashboards, permissions]) => ({
    id: ids.get(name) ?? name,
    name,
    description,
    type,
    provider: "portal",
    reseller: SEED_RESELLER,
    client: "",
    inheritable: type !== "user",
    parent_id: parent ? (ids.get(parent) ?? null) : null,
    dashboards,
    permissions,
  }));

  const users: PortalUser[] = USERS.map(([firstName, lastName, clientName, enabled]) => {
    const client = SEED_CLIENTS.find((c) => c.name === clientName) ?? SEED_CLIENTS[0];
    const username = `${firstName}.${lastName}`.toLowerCase();
    return {
      id: services.id("usr"),
      username,
      email: `${username}@${client.name}.example`,
      firstName,
      lastName,
      reseller: SEED_RESELLER,
      client: client.name,
      client_id: client.id,
      enabled,
      status: enabled ? "active" : "disabled",
      iaas_roles: [],
    };
  });

  const idOf = (name: string) => ids.get(name) ?? name;
  const assignments: ProfileAssignment[] = [
    ...SEED_CLIENTS.map((c) => ({
      profile_type: "client",
      reseller_name: SEED_RESELLER,
      client_id: c.id,
      entity: c.id,
      profile_ids: [idOf("client-admin")],
    })),
    ...users.slice(0, 3).map((u, i) => ({
      profile_type: "user",
      reseller_name: SEED_RESELLER,
      client_id: u.client_id,
      entity: u.id,
      profile_ids: [idOf(["developer", "ai-user", "translator"][i])],
    })),
  ];

  return { profiles, assignments, users };
}
