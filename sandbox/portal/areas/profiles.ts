/**
 * The profiles area: access profiles by type and as a tree, the dashboards, permissions and sub-profiles each
 * grants, profile assignment to entities, and (from `profile-users.ts`) the user enable/disable/role operations.
 *
 * Entries of `/profile/permission/{name}` are every permission of the catalog, `group` its area and
 * `description` its operation's summary. Entries of `/profile/profiles/{name}` are the other profiles, enabled
 * when they descend from the named one, `group` their type. `{name}` is a profile's name (its id works too).
 * Assignments are kept per (profile_type, reseller_name, client_id, entity); no operation lists them.
 */
import { operationList } from "../../../lib/portal/operations";
import { badRequest, conflict, defineArea, notFound, SandboxError, type AreaContext } from "../area";
import { SEED_CLIENTS } from "../seed/iaas";
import {
  DASHBOARDS,
  PROFILE_TYPES,
  seedProfiles,
  type ProfileAssignment,
  type ProfilesState,
  type StoredProfile,
} from "../seed/profiles";
import { userHandlers } from "./profile-users";

type Ctx = AreaContext<ProfilesState>;

/** A pattern where `*` matches any run of characters, as in the sandbox's token config. */
const matches = (pattern: string, name: string) =>
  new RegExp(
    `^${pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\-]/g, "\\$&"))
      .join(".*")}$`,
  ).test(name);
const grants = (patterns: readonly string[], name: string) => patterns.some((p) => matches(p, name));

/** Every permission of the catalog once, with the area and summary of the first operation needing it. */
const PERMISSIONS = [
  ...new Map(operationList.map((op) => [op.permission, { group: op.area, description: op.summary }])).entries(),
];

/** The public view: stored fields minus what only the sandbox uses. */
const profileView = ({ dashboards: _d, permissions: _p, parent_id: _parent, ...profile }: StoredProfile) => profile;

/** The profile the path names (`{name}`), by name or id. */
function profileByName(ctx: Ctx & { input: { name: string } }): StoredProfile {
  const { name } = ctx.input;
  const profile = ctx.state.profiles.find((p) => p.name === name) ?? ctx.state.profiles.find((p) => p.id === name);
  if (!profile) throw notFound(`profile ${name}`);
  return profile;
}

function ancestorsOf(state: ProfilesState, profile: StoredProfile): string[] {
  const chain: string[] = [];
  for (
    let p = profile.parent_id;
    p && !chain.includes(p);
    p = state.profiles.find((x) => x.id === p)?.parent_id ?? null
  )
    chain.unshift(p);
  return chain;
}

interface TreeNode extends ReturnType<typeof profileView> {
  children: TreeNode[];
  parents_ids: string[];
  expanded: boolean;
}

function profileTree(state: ProfilesState): TreeNode[] {
  const nodeOf = (profile: StoredProfile): TreeNode => ({
    ...profileView(profile),
    parents_ids: ancestorsOf(state, profile),
    expanded: profile.parent_id === null,
    children: state.profiles.filter((p) => p.parent_id === profile.id).map(nodeOf),
  });
  return state.profiles
    .filter((p) => p.parent_id === null || !state.profiles.some((x) => x.id === p.parent_id))
    .map(nodeOf);
}

/** What names an assignment: the fields every assignment operation has. */
type AssignmentKey = Omit<ProfileAssignment, "profile_ids">;

/** Checks the entity an assignment call names and returns its (possibly new) assignment record. */
function assignmentOf(ctx: Ctx & { input: AssignmentKey }): ProfileAssignment {
  const { profile_type, reseller_name, client_id, entity } = ctx.input;
  const key = { profile_type, reseller_name, client_id, entity };
  if (!(PROFILE_TYPES as readonly string[]).includes(key.profile_type)) {
    throw badRequest(`profile_type must be one of ${PROFILE_TYPES.join(", ")}`, "profile_type");
  }
  if (!ctx.state.profiles.some((p) => p.reseller === key.reseller_name)) {
    throw new SandboxError(404, `reseller ${key.reseller_name} not found`, "reseller_name");
  }
  const knownClient =
    SEED_CLIENTS.some((c) => c.id === key.client_id) || ctx.state.users.some((u) => u.client_id === key.client_id);
  if (!knownClient) throw new SandboxError(404, `client ${key.client_id} not found`, "client_id");
  if (
    key.profile_type === "user" &&
    !ctx.state.users.some((u) => u.id === key.entity && u.client_id === key.client_id)
  ) {
    throw new SandboxError(404, `user ${key.entity} of client ${key.client_id} not found`, "entity");
  }
  const same = (a: ProfileAssignment) =>
    a.profile_type === key.profile_type &&
    a.reseller_name === key.reseller_name &&
    a.client_id === key.client_id &&
    a.entity === key.entity;
  let record = ctx.state.assignments.find(same);
  if (!record) {
    record = { ...key, profile_ids: [] };
    ctx.state.assignments.push(record);
  }
  return record;
}

function requireProfile(ctx: Ctx, id: string, type: string, field: string): StoredProfile {
  const profile = ctx.state.profiles.find((p) => p.id === id);
  if (!profile) throw new SandboxError(404, `profile ${id} not found`, field);
  if (profile.type !== type)
    throw badRequest(`profile ${profile.name} is a ${profile.type} profile, not a ${type} profile`, field);
  return profile;
}

/** Runs an assignment change; an assignment left without profiles is dropped. */
function changeAssignment(ctx: Ctx & { input: AssignmentKey }, change: (record: ProfileAssignment) => void): undefined {
  const record = assignmentOf(ctx);
  try {
    change(record);
  } finally {
    ctx.state.assignments = ctx.state.assignments.filter((a) => a.profile_ids.length > 0);
  }
  return undefined;
}

export const profilesArea = defineArea<ProfilesState>({
  key: "profiles",
  seed: (region, services) => seedProfiles(region, services),
  handlers: {
    "profiles.list": (ctx) => {
      const { profile_type } = ctx.input;
      return ctx.state.profiles.filter((p) => !profile_type || p.type === profile_type).map(profileView);
    },
    "profiles.tree.get": (ctx) => profileTree(ctx.state),
    "profile.dashboards.list": (ctx) => {
      const profile = profileByName(ctx);
      return DASHBOARDS.map((name) => ({ name, enabled: grants(profile.dashboards, name) }));
    },
    "profile.permissions.list": (ctx) => {
      const profile = profileByName(ctx);
      return PERMISSIONS.map(([name, about]) => ({ name, enabled: grants(profile.permissions, name), ...about }));
    },
    "profile.profiles.list": (ctx) => {
      const profile = profileByName(ctx);
      return ctx.state.profiles
        .filter((p) => p.id !== profile.id)
        .map((p) => ({
          name: p.name,
          enabled: ancestorsOf(ctx.state, p).includes(profile.id),
          description: p.description,
          group: p.type,
        }));
    },

    "profiles.assignment.add": (ctx) => {
      const { profile_id, profile_type } = ctx.input;
      return changeAssignment(ctx, (record) => {
        requireProfile(ctx, profile_id, profile_type, "profile_id");
        if (record.profile_ids.includes(profile_id))
          throw conflict(`profile ${profile_id} is already assigned to ${record.entity}`, "profile_id");
        record.profile_ids.push(profile_id);
      });
    },
    "profiles.assignment.replace": (ctx) => {
      const { profile_ids, profile_type } = ctx.input;
      return changeAssignment(ctx, (record) => {
        profile_ids.forEach((id, i) => requireProfile(ctx, id, profile_type, `profile_ids.${i}`));
        record.profile_ids = [...new Set(profile_ids)];
      });
    },
    "profiles.assignment.remove": (ctx) => {
      const { profile_id, profile_type } = ctx.input;
      return changeAssignment(ctx, (record) => {
        requireProfile(ctx, profile_id, profile_type, "profile_id");
        if (!record.profile_ids.includes(profile_id))
          throw new SandboxError(404, `profile ${profile_id} is not assigned to ${record.entity}`, "profile_id");
        record.profile_ids = record.profile_ids.filter((id) => id !== profile_id);
      });
    },
    ...userHandlers,
  },
});

export default profilesArea;
