/** Cluster projects (one namespace `garden-<name>` each) and the cross-project cluster list. */
import type { OperationId } from "../../../../lib/portal/operations";
import { z } from "zod";
import { conflict, type HandlerContext } from "../../area";
import { dnsLabel } from "./input";
import { projectNamed, shootsOf } from "./lookup";
import { iso, type ClustermgrState, type IaasLink, type StoredProject } from "./model";
import { projectView, shootView } from "./views";

type Ctx<Id extends OperationId> = HandlerContext<ClustermgrState, Id>;

/** Annotation set by `prepare_delete: true`, as Gardener wants before a project is deleted. */
export const DELETION_CONFIRMATION = "confirmation.gardener.cloud/deletion";

const contains = (value: string, part: string | undefined) => !part || value.toLowerCase().includes(part.toLowerCase());

/** GET /clustermgr/projects: `namespace_filter` and `project_name` keep projects whose namespace / name contain them. */
export function listProjects(ctx: Ctx<"clustermgr.projects.list">) {
  const { input } = ctx;
  return ctx.state.projects
    .filter(
      (p) =>
        contains(p.project.spec.namespace, input.namespace_filter) &&
        contains(p.project.metadata.name, input.project_name),
    )
    .map((p) => projectView(p.project));
}

/** GET one project: the spec answers an array (of one). */
export function getProject(ctx: Ctx<"clustermgr.project.get">) {
  const { project_name } = ctx.input;
  return [projectView(projectNamed(ctx.state, project_name).project)];
}

const IaasProjects = z.array(
  z.looseObject({
    id: z.string(),
    name: z.string().optional(),
    domain_id: z.string().optional(),
    domain_name: z.string().optional(),
  }),
);

/** The infrastructure project behind a cluster project: from the iaas area when it knows it, else by its id alone. */
function iaasLink(regionState: Record<string, unknown>, projectId: string): IaasLink {
  const iaas = z.looseObject({ projects: IaasProjects }).safeParse(regionState.iaas);
  const found = iaas.success ? iaas.data.projects.find((p) => p.id === projectId) : undefined;
  return {
    iaas_project_id: projectId,
    iaas_project_name: found?.name ?? projectId,
    iaas_domain_id: found?.domain_id ?? "default",
    iaas_domain_name: found?.domain_name ?? "Default",
  };
}

/** POST: the project is named `<reseller_prefix>-<project_id>` (or `<project_id>`), its namespace `garden-<name>`. */
export function createProject(ctx: Ctx<"clustermgr.projects.create">) {
  const { input } = ctx;
  const name = input.reseller_prefix ? `${input.reseller_prefix}-${input.project_id}` : input.project_id;
  dnsLabel(name, input.reseller_prefix ? "reseller_prefix" : "project_id", 48);
  if (ctx.state.projects.some((p) => p.project.metadata.name === name)) {
    throw conflict(`a cluster project named ${name} already exists`, "project_id");
  }
  const now = iso(ctx.services.now());
  const owner = input.owner || ctx.user;
  const stored: StoredProject = {
    project: {
      metadata: {
        name,
        uid: ctx.services.id("uid"),
        creationTimestamp: now,
        annotations: {},
        labels: { "project.clustermgr/iaas-project": input.project_id },
      },
      spec: {
        namespace: `garden-${name}`,
        description: input.description ?? "",
        owner: { apiGroup: "rbac.authorization.k8s.io", kind: "User", name: owner },
        purpose: input.purpose,
        createdBy: { kind: "User", name: ctx.user },
      },
      status: { phase: "Ready" },
    },
    iaas: iaasLink(ctx.region_state, input.project_id),
  };
  ctx.state.projects.push(stored);
  return projectView(stored.project);
}

export function updateProject(ctx: Ctx<"clustermgr.project.update">) {
  const { input } = ctx;
  const { project } = projectNamed(ctx.state, input.project_name);
  if (input.description !== undefined) project.spec.description = input.description;
  if (input.owner) project.spec.owner.name = input.owner;
  if (input.purpose) project.spec.purpose = input.purpose;
  if (input.prepare_delete === true) project.metadata.annotations[DELETION_CONFIRMATION] = "true";
  if (input.prepare_delete === false) delete project.metadata.annotations[DELETION_CONFIRMATION];
  return projectView(project);
}

/**
 * DELETE a project. Without `force` it is refused (409) while the project still has clusters; with `force` its
 * clusters, secrets and bindings go with it.
 */
export function deleteProject(ctx: Ctx<"clustermgr.project.delete">) {
  const { input } = ctx;
  const stored = projectNamed(ctx.state, input.project_name);
  const namespace = stored.project.spec.namespace;
  const shoots = shootsOf(ctx.state, namespace);
  if (shoots.length > 0 && !input.force) {
    const names = shoots.map((s) => s.shoot.metadata.name).join(", ");
    throw conflict(
      `cluster project ${input.project_name} still has ${shoots.length} cluster(s): ${names}; delete them first or use force`,
    );
  }
  const state = ctx.state;
  state.shoots = state.shoots.filter((s) => s.shoot.metadata.namespace !== namespace);
  state.secrets = state.secrets.filter((s) => s.namespace !== namespace);
  state.bindings = state.bindings.filter((b) => b.namespace !== namespace);
  state.projects = state.projects.filter((p) => p !== stored);
  return { msg: `cluster project ${input.project_name} deleted` };
}

/**
 * GET /clustermgr/shoots: one entry per cluster of every project. `cluster_project` is the project object with the
 * cluster under `cluster_project.shoot`. Filters keep entries whose project name / cluster name contain the value.
 */
export function listAllShoots(ctx: Ctx<"clustermgr.allShoots.list">) {
  const { input } = ctx;
  return ctx.state.projects
    .filter((p) => contains(p.project.metadata.name, input.cluster_project_name))
    .flatMap((p) =>
      shootsOf(ctx.state, p.project.spec.namespace)
        .filter((s) => contains(s.shoot.metadata.name, input.shoot_name))
        .map((s) => ({ cluster_project: { ...projectView(p.project), shoot: shootView(s) }, ...p.iaas })),
    );
}
