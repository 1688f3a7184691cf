/**
 * GET /clustermgr/shoots: one entry per cluster of every project, `{cluster_project {}, iaas_*}`. The spec leaves
 * `cluster_project` free-form; the cluster itself is read from `cluster_project.shoot` (where the sandbox puts it).
 */
import { toProject } from "./project";
import { toShoot, type Shoot } from "./shoot";
import { memoizeByObject, object, text } from "./wire";

export interface ShootEntry {
  shoot: Shoot;
  project: string;
  iaasProjectName?: string;
  iaasDomainName?: string;
}

function parseEntry(raw: unknown): ShootEntry | null {
  const wire = object(raw);
  const clusterProject = object(wire?.cluster_project);
  const shoot = toShoot(clusterProject?.shoot);
  if (!wire || !shoot) return null;
  const project = toProject(clusterProject);
  return {
    shoot,
    project: project?.name ?? shoot.namespace.replace(/^garden-/, ""),
    iaasProjectName: text(wire.iaas_project_name),
    iaasDomainName: text(wire.iaas_domain_name),
  };
}

const toEntry = memoizeByObject(parseEntry);

export const toShootEntries = (raw: unknown): ShootEntry[] =>
  (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => toEntry(item) ?? []);
