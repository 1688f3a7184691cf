/**
 * The three user operations under `/reseller/{name}/client/{client}/user/{id}`, served from the profiles slice.
 * enable → `enabled: true, status: "active"`; disable → `enabled: false, status: "disabled"` (the spec's table).
 * Role add records `{domain_id, project_id, role}` once (adding the same grant again changes nothing); it needs
 * a `role` and a `project_id` or `domain_id` (the spec shows no required fields), checked against the iaas slice.
 *
 * The AI area's project members are the same portal accounts: enabling or disabling one writes its AIUser record
 * too (`enabled` is a string there, as the spec has it), and its first role gives it a record in this slice.
 */
import type { OperationId } from "../../../lib/portal/operations";
import { z } from "zod";
import { badRequest, notFound, SandboxError, type AreaContext, type HandlerContext, type Handlers } from "../area";
import type { AiUserRecord } from "../seed/ai";
import type { PortalUser, ProfilesState } from "../seed/profiles";

type Ctx<Id extends OperationId> = HandlerContext<ProfilesState, Id>;

/** The user the path names: `/reseller/{name}/client/{client}/user/{id}`. */
type UserCtx = AreaContext<ProfilesState> & { input: { name: string; client: string; id: string } };

const AiSlice = z.object({
  users: z.array(z.looseObject({ id: z.string(), reseller: z.string(), client: z.string(), client_id: z.string() })),
});

/** The accounts the path names: the profiles slice's record and the AI area's member record, either may be absent. */
function accountsOf(ctx: UserCtx): { user?: PortalUser; member?: AiUserRecord } {
  const { name, client, id } = ctx.input;
  const named = (u: { id: string; reseller: string; client: string; client_id: string }) =>
    u.id === id && u.reseller === name && (u.client === client || u.client_id === client);
  const user = ctx.state.users.find(named);
  // Parsed to check its shape, then the stored records themselves are found, since a disable writes to them.
  const members = AiSlice.safeParse(ctx.region_state.ai).success
    ? (ctx.region_state.ai as { users: AiUserRecord[] }).users
    : [];
  const member = members.find(named);
  if (!user && !member) throw notFound(`user ${id} of client ${client}`);
  return { user, member };
}

function userOf(ctx: UserCtx): PortalUser {
  const { user, member } = accountsOf(ctx);
  if (user) return user;
  const { id, username, email, firstName, lastName, reseller, client, client_id, enabled } = member!;
  const created: PortalUser = {
    id,
    username,
    email,
    firstName,
    lastName,
    reseller,
    client,
    client_id,
    enabled: enabled !== "false",
    status: enabled !== "false" ? "active" : "disabled",
    iaas_roles: [],
  };
  ctx.state.users.push(created);
  return created;
}

/** The body's reseller must be the one the path names. */
function checkReseller(ctx: { input: { name: string; reseller: string } }): void {
  const { name, reseller } = ctx.input;
  if (reseller !== name)
    throw badRequest(`reseller ${reseller} does not match the path's reseller ${name}`, "reseller");
}

function setActive(ctx: Ctx<"users.enable" | "users.disable">, enabled: boolean): undefined {
  checkReseller(ctx);
  const { user, member } = accountsOf(ctx);
  if (user) {
    user.enabled = enabled;
    user.status = enabled ? "active" : "disabled";
  }
  if (member) member.enabled = String(enabled);
  return undefined;
}

const IaasSlice = z.object({
  domains: z.array(z.object({ id: z.string() })),
  projects: z.array(z.object({ id: z.string(), domain_id: z.string() })),
});

function addIaasRole(ctx: Ctx<"users.iaasRole.add">): undefined {
  const user = userOf(ctx);
  const { input } = ctx;
  if (!input.role) throw badRequest("role is required", "role");
  if (!input.project_id && !input.domain_id) throw badRequest("name a project_id or a domain_id", "project_id");

  let domainId = input.domain_id ?? "";
  const iaas = IaasSlice.safeParse(ctx.region_state.iaas);
  if (iaas.success) {
    if (input.domain_id && !iaas.data.domains.some((d) => d.id === input.domain_id)) {
      throw new SandboxError(404, `domain ${input.domain_id} not found`, "domain_id");
    }
    if (input.project_id) {
      const project = iaas.data.projects.find((p) => p.id === input.project_id);
      if (!project) throw new SandboxError(404, `project ${input.project_id} not found`, "project_id");
      if (input.domain_id && project.domain_id !== input.domain_id) {
        throw badRequest(`project ${input.project_id} is not in domain ${input.domain_id}`, "project_id");
      }
      domainId = project.domain_id;
    }
  }
  const grant = { domain_id: domainId, project_id: input.project_id ?? "", role: input.role };
  const exists = user.iaas_roles.some(
    (g) => g.domain_id === grant.domain_id && g.project_id === grant.project_id && g.role === grant.role,
  );
  if (!exists) user.iaas_roles.push(grant);
  return undefined;
}

export const userHandlers: Handlers<ProfilesState> = {
  "users.enable": (ctx) => setActive(ctx, true),
  "users.disable": (ctx) => setActive(ctx, false),
  "users.iaasRole.add": addIaasRole,
};
