/**
 * GET /clustermgr/shoots: one entry per cluster of every project, `{cluster_project {}, iaas_*}`. The spec leaves
 * `cluster_project` free-form; the cluster itself is read from `cluster_project.shoot` (where the sandbox puts it).
 */
import { z } from "zod";
import { toProject } from "./project";
import { toShoot, type Shoot } from "./shoot";
import { memoizeByObject, read, text } from "./wire";

export interface ShootEntry {
  shoot: Shoot;
  project: string;
  iaasProjectName?: string;
  iaasDomainName?: string;
}

const EntryWire = z.looseObject({
  cluster_project: z.record(z.string(), z.unknown()).optional().catch(undefined),
  iaas_project_name: text,
  iaas_domain_name: text,
});

function parseEntry(raw: unknown): ShootEntry | null {
  const wire = read(EntryWire, raw);
  const shoot = toShoot(wire?.cluster_project?.shoot);
  if (!wire || !shoot) return null;
  const project = toProject(wire.cluster_project);
  return {
    shoot,
    project: project?.name ?? shoot.namespace.replace(/^garden-/, ""),
    iaasProjectName: wire.iaas_project_name,
    iaasDomainName: wire.iaas_domain_name,
  };
}

const toEntry = memoizeByObject(parseEntry);

export const toShootEntries = (raw: unknown): ShootEntry[] =>
  (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => toEntry(item) ?? []);
