/**
 * The infrastructure (iaas) area: domains, projects (enable/disable/delete/create, quotas), EC2-style credentials
 * and read-only inventories (servers, volumes, networks, load balancers, zones, volume types).
 *
 * Credentials: the secret key is returned once, by the create call (as `secret_key` and inside `blob`); it is
 * never stored, so the list returns `blob` as `{"access": "..."}` only.
 */
import type { OperationId } from "../../../lib/portal/operations";
import { z } from "zod";
import { conflict, defineArea, notFound, SandboxError, type AreaContext, type HandlerContext } from "../area";
import {
  SEED_CLIENTS,
  SEED_RESELLER,
  quotasOfProfile,
  seedIaas,
  type IaasCredential,
  type IaasProject,
  type IaasState,
} from "../seed/iaas";
import {
  findQuotaProfile,
  isProjectQuota,
  QUOTA_PROFILES,
  setProjectQuota,
  withProfile,
  type QuotaProfile,
} from "../seed/quota-profiles";

type Ctx<Id extends OperationId> = HandlerContext<IaasState, Id>;

function projectOf(state: IaasState, id: string, field?: string): IaasProject {
  const project = state.projects.find((p) => p.id === id);
  if (!project) throw new SandboxError(404, `project ${id} not found`, field);
  return project;
}

/** The project named by the path of the project and credential operations. */
const projectParam = (ctx: { state: IaasState; input: { project_id: string } }) =>
  projectOf(ctx.state, ctx.input.project_id);

const BlobSchema = z.object({ access: z.string() });
function accessKeyOf(credential: IaasCredential): string | undefined {
  try {
    const parsed = BlobSchema.safeParse(JSON.parse(credential.blob));
    return parsed.success ? parsed.data.access : undefined;
  } catch {
    return undefined;
  }
}

const QuotaProfilesSlice = z.object({
  profiles: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string(), quotas: z.record(z.string(), z.number()) }),
  ),
});

/** Quota profiles as the quotas area holds them in this region; the built-in ones when that slice is absent. */
function quotaProfiles(ctx: AreaContext<IaasState>): readonly QuotaProfile[] {
  const parsed = QuotaProfilesSlice.safeParse(ctx.region_state.quotas);
  return parsed.success ? parsed.data.profiles : QUOTA_PROFILES;
}

function requireQuotaProfile(ctx: AreaContext<IaasState>, idOrName: string): QuotaProfile {
  const profile = findQuotaProfile(quotaProfiles(ctx), idOrName);
  if (!profile) throw new SandboxError(404, `quota profile ${idOrName} not found`, "quota_profile");
  return profile;
}

/** Everything a project owned goes with it: credentials, quotas, servers, volumes, network and LB records. */
function dropProject(state: IaasState, projectId: string): void {
  const owned = (r: { project_id: string }) => r.project_id === projectId;
  state.projects = state.projects.filter((p) => p.id !== projectId);
  state.credentials = state.credentials.filter((c) => !owned(c));
  state.servers = state.servers.filter((s) => !owned(s));
  delete state.project_quotas[projectId];
  for (const group of [state.volumes, state.networks, state.loadbalancers]) {
    for (const [key, list] of Object.entries(group))
      (group as Record<string, Array<{ project_id: string }>>)[key] = list.filter((r) => !owned(r));
  }
}

function setEnabled(ctx: Ctx<"iaas.project.enable" | "iaas.project.disable">, enabled: boolean): undefined {
  const project = projectParam(ctx);
  project.enabled = enabled;
  project.updated = new Date(ctx.services.now()).toISOString();
  return undefined;
}

/** Known clients: the seeded ones and any named by an existing project. */
function findClient(state: IaasState, idOrName: string) {
  const fromProjects = state.projects.map((p) => ({ id: p.client, name: p.client_name }));
  return [...SEED_CLIENTS, ...fromProjects].find((c) => c.id !== "" && (c.id === idOrName || c.name === idOrName));
}

function createProject(ctx: Ctx<"iaas.projects.create">) {
  const { name, quota_profile, client, description, reseller } = ctx.input;
  const profile = requireQuotaProfile(ctx, quota_profile);
  const owner = client ? findClient(ctx.state, client) : undefined;
  if (client && !owner) throw new SandboxError(404, `client ${client} not found`, "client");
  // A client's projects live in the domain named after it; reseller-owned projects in "default".
  const domain =
    ctx.state.domains.find((d) => d.name === (owner?.name ?? "default")) ??
    ctx.state.domains.find((d) => d.name === "default") ??
    ctx.state.domains[0];
  if (!domain) throw new SandboxError(409, "no domain to create the project in; create a domain first");
  if (ctx.state.projects.some((p) => p.domain_id === domain.id && p.name === name)) {
    throw conflict(`project ${name} already exists in domain ${domain.name}`, "name");
  }
  const project: IaasProject = {
    id: ctx.services.id("prj"),
    name,
    description: description ?? "",
    domain_id: domain.id,
    domain_name: domain.name,
    client: owner?.id ?? "",
    client_name: owner?.name ?? "",
    reseller: reseller ?? SEED_RESELLER,
    enabled: true,
    updated: new Date(ctx.services.now()).toISOString(),
    quota_profile: profile.name,
  };
  ctx.state.projects.push(project);
  ctx.state.project_quotas[project.id] = quotasOfProfile(profile.name, [profile]);
  return { project };
}

function setProjectQuotas(ctx: Ctx<"iaas.projectQuotas.set">) {
  const { input } = ctx;
  const project = projectOf(ctx.state, input.project_id, "project_id");
  if (input.client !== project.client && input.client !== project.client_name) {
    throw new SandboxError(400, `project ${project.id} does not belong to client ${input.client}`, "client");
  }
  if (input.reseller !== project.reseller) {
    throw new SandboxError(400, `project ${project.id} does not belong to reseller ${input.reseller}`, "reseller");
  }
  if (input.quota !== undefined && !isProjectQuota(input.quota))
    throw new SandboxError(400, `unknown quota ${input.quota}`, "quota");
  if (input.quota !== undefined && input.limit === undefined)
    throw new SandboxError(400, "limit is required with quota", "limit");
  if (input.limit !== undefined && input.quota === undefined)
    throw new SandboxError(400, "quota is required with limit", "quota");
  // -1 means unlimited, as in OpenStack.
  if (input.limit !== undefined && input.limit < -1)
    throw new SandboxError(400, "limit must be -1 (unlimited) or more", "limit");

  let quotas = ctx.state.project_quotas[project.id] ?? quotasOfProfile(project.quota_profile, quotaProfiles(ctx));
  if (input.quota_profile !== undefined) {
    const profile = requireQuotaProfile(ctx, input.quota_profile);
    quotas = withProfile(quotas, profile);
    project.quota_profile = profile.name;
  }
  if (input.quota !== undefined && input.limit !== undefined) setProjectQuota(quotas, input.quota, input.limit);
  ctx.state.project_quotas[project.id] = quotas;
  return quotas;
}

export const iaasArea = defineArea<IaasState>({
  key: "iaas",
  seed: (region, services) => seedIaas(region, services),
  handlers: {
    "iaas.availabilityZones.list": (ctx) => ctx.state.availability_zones,
    "iaas.volumeTypes.list": (ctx) => ctx.state.volume_types,
    "iaas.servers.list": (ctx) => ctx.state.servers,
    "iaas.volumes.list": (ctx) => ctx.state.volumes,
    "iaas.networks.list": (ctx) => ctx.state.networks,
    "iaas.loadBalancers.list": (ctx) => ctx.state.loadbalancers,
    "iaas.domains.list": (ctx) => ctx.state.domains,

    "iaas.domains.create": (ctx) => {
      const { name } = ctx.input;
      if (ctx.state.domains.some((d) => d.name.toLowerCase() === name.toLowerCase())) {
        throw conflict(`domain ${name} already exists`, "name");
      }
      const domain = {
        id: ctx.services.id("dom"),
        name,
        description: "",
        enabled: true,
        links: {},
        options: {},
        tags: [],
      };
      ctx.state.domains.push(domain);
      return { domain };
    },

    "iaas.projects.list": (ctx) => {
      const { domain } = ctx.input;
      if (!domain) return ctx.state.projects;
      return ctx.state.projects.filter((p) => p.domain_id === domain || p.domain_name === domain);
    },
    "iaas.projects.create": createProject,
    "iaas.projectQuotas.set": setProjectQuotas,
    "iaas.project.enable": (ctx) => setEnabled(ctx, true),
    "iaas.project.disable": (ctx) => setEnabled(ctx, false),
    "iaas.project.delete": (ctx) => {
      dropProject(ctx.state, projectParam(ctx).id);
      return undefined;
    },

    "iaas.credentials.list": (ctx) => {
      const project = projectParam(ctx);
      return ctx.state.credentials.filter((c) => c.project_id === project.id);
    },
    "iaas.credentials.create": (ctx) => {
      const project = projectParam(ctx);
      const { input } = ctx;
      if (ctx.state.credentials.some((c) => c.project_id === project.id && accessKeyOf(c) === input.access_key)) {
        throw conflict(`access key ${input.access_key} already exists in project ${project.name}`, "access_key");
      }
      const credential: IaasCredential = {
        id: ctx.services.id("cred"),
        project_id: project.id,
        type: "ec2",
        user_id: ctx.user,
        user_name: ctx.user,
        active: true,
        blob: JSON.stringify({ access: input.access_key }),
        description: input.description,
        roles: input.roles,
        user_bound: input.user_bound,
      };
      ctx.state.credentials.push(credential);
      // The one response that carries the secret.
      return {
        credential: {
          ...credential,
          blob: JSON.stringify({ access: input.access_key, secret: input.secret_key }),
          secret_key: input.secret_key,
        },
      };
    },
    "iaas.credential.delete": (ctx) => {
      const project = projectParam(ctx);
      const { credential_id } = ctx.input;
      const index = ctx.state.credentials.findIndex((c) => c.project_id === project.id && c.id === credential_id);
      if (index < 0) throw notFound(`credential ${credential_id}`);
      ctx.state.credentials.splice(index, 1);
      return undefined;
    },
  },
});

export default iaasArea;
