/**
 * The protection tree (projects → VMs → volumes): node ids, which policies protect a resource, and its unprotected
 * children. Unprotected resources have `policy: ""` (sandbox) or no policy at all.
 */
import { looseObject, optStr, type Loose } from "./guards";

export type TreeKind = "project" | "vm" | "volume" | "detached";

export interface TreeRef {
  kind: TreeKind;
  projectId: string;
  /** The VM or volume id; the project id again for a project or its detached-volumes group. */
  id: string;
  /** The VM a volume hangs under, when it is reached through one. */
  vmId?: string;
}

const enc = encodeURIComponent;

/** A node id that is also a readable URL value: `vm:prj-1:vm-2`. */
export function treeNodeId(ref: TreeRef): string {
  if (ref.kind === "project" || ref.kind === "detached") return `${ref.kind}:${enc(ref.projectId)}`;
  const base = `${ref.kind}:${enc(ref.projectId)}:${enc(ref.id)}`;
  return ref.vmId ? `${base}:${enc(ref.vmId)}` : base;
}

export function parseTreeNodeId(value: string | undefined | null): TreeRef | null {
  if (!value) return null;
  const [kind, ...rest] = value.split(":");
  let parts: string[];
  try {
    parts = rest.map(decodeURIComponent);
  } catch {
    return null;
  }
  if (parts.some((part) => part === "")) return null;
  if ((kind === "project" || kind === "detached") && parts.length === 1)
    return { kind, projectId: parts[0], id: parts[0] };
  if ((kind === "vm" || kind === "volume") && (parts.length === 2 || parts.length === 3)) {
    return { kind, projectId: parts[0], id: parts[1], ...(parts[2] ? { vmId: parts[2] } : {}) };
  }
  return null;
}

export interface PolicyLink extends Loose {
  policy_id?: string;
  policy_name?: string;
  starting_hour?: string | number;
  assigned_at?: string;
  assigned_by?: string;
  protected_resource_id?: string;
}

/** One entry of `resource_policies`, or null when it is not an object. */
function readPolicyLink(value: unknown): PolicyLink | null {
  const raw = looseObject(value);
  if (!raw) return null;
  const hour = raw.starting_hour;
  return {
    ...raw,
    policy_id: optStr(raw.policy_id),
    policy_name: optStr(raw.policy_name),
    starting_hour: typeof hour === "string" || (typeof hour === "number" && Number.isFinite(hour)) ? hour : undefined,
    assigned_at: optStr(raw.assigned_at),
    assigned_by: optStr(raw.assigned_by),
    protected_resource_id: optStr(raw.protected_resource_id),
  };
}

interface Protectable {
  policy?: string;
  policies?: Record<string, unknown>;
  resource_policies?: unknown[];
  protected_resources?: unknown[];
}

/** The policies protecting a resource, id → name, from whichever fields the variant carries. */
export function policiesOf(resource: Protectable): Map<string, string> {
  const found = new Map<string, string>();
  for (const [id, name] of Object.entries(resource.policies ?? {})) found.set(id, typeof name === "string" ? name : id);
  for (const link of resource.resource_policies ?? []) {
    const parsed = readPolicyLink(link);
    if (parsed?.policy_id)
      found.set(parsed.policy_id, parsed.policy_name ?? found.get(parsed.policy_id) ?? parsed.policy_id);
  }
  if (resource.policy && !found.has(resource.policy)) found.set(resource.policy, resource.policy);
  return found;
}

export function policyLinks(resource: Protectable): PolicyLink[] {
  return (resource.resource_policies ?? []).flatMap((link) => {
    const parsed = readPolicyLink(link);
    return parsed?.policy_id ? [parsed] : [];
  });
}

export const isProtected = (resource: Protectable) => policiesOf(resource).size > 0;

export type UnsafeResource = { id: string; name: string; type: string };

/** A project's `unsafe_resources` as `{id, name, type}` (VMs and volumes without a policy). */
export function unsafeResourcesOf(project: { unsafe_resources?: unknown[] }): UnsafeResource[] {
  return (project.unsafe_resources ?? []).flatMap((item) => {
    const raw = looseObject(item);
    const id = optStr(raw?.id);
    if (id === undefined) return [];
    return [{ id, name: optStr(raw?.name) ?? id, type: optStr(raw?.type) ?? "" }];
  });
}

/** Unprotected VMs and volumes of a project: the counts, falling back to the listed resources. */
export function unsafeCounts(project: { unsafe_vms?: number; unsafe_volumes?: number; unsafe_resources?: unknown[] }) {
  const listed = unsafeResourcesOf(project);
  return {
    vms: project.unsafe_vms ?? listed.filter((r) => r.type === "vm").length,
    volumes: project.unsafe_volumes ?? listed.filter((r) => r.type === "volume").length,
  };
}

export interface AssignedResource {
  kind: "project" | "vm" | "volume";
  id: string;
  name: string;
  projectId: string;
}

/** Which resources each policy applies to, from every protectable resource of the tree. */
export function assignmentsByPolicy(
  resources: readonly (AssignedResource & Protectable)[],
): Map<string, AssignedResource[]> {
  const byPolicy = new Map<string, AssignedResource[]>();
  for (const resource of resources) {
    for (const policyId of policiesOf(resource).keys()) {
      const list = byPolicy.get(policyId) ?? [];
      if (!list.some((r) => r.kind === resource.kind && r.id === resource.id)) {
        list.push({ kind: resource.kind, id: resource.id, name: resource.name, projectId: resource.projectId });
      }
      byPolicy.set(policyId, list);
    }
  }
  return byPolicy;
}
