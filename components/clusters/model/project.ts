/** A cluster project as the screens use it, read from the portal's ClusterObject (Gardener's Project). */
import { z } from "zod";
import { memoizeByObject, read, text } from "./wire";

/** Set by `prepare_delete: true`; Gardener deletes a project only once it carries this annotation. */
export const DELETION_CONFIRMATION = "confirmation.gardener.cloud/deletion";

export interface ClusterProject {
  name: string;
  namespace: string;
  description?: string;
  purpose?: string;
  owner?: string;
  createdBy?: string;
  created?: string;
  phase?: string;
  uid?: string;
  /** The infrastructure project id, when the portal labels the project with it. */
  iaasProjectId?: string;
  deletionConfirmed: boolean;
}

const strings = z.record(z.string(), z.unknown()).optional().catch(undefined);
const subject = z.union([z.string(), z.looseObject({ name: text })]).optional().catch(undefined);

const ProjectWire = z.looseObject({
  metadata: z
    .looseObject({ name: text, uid: text, creationTimestamp: text, annotations: strings, labels: strings })
    .optional()
    .catch(undefined),
  spec: z
    .looseObject({ namespace: text, description: text, purpose: text, owner: subject, createdBy: subject })
    .optional()
    .catch(undefined),
  status: z.looseObject({ phase: text }).optional().catch(undefined),
});

const nameOf = (value: string | { name?: string } | undefined) => (typeof value === "string" ? value : value?.name);

function parseProject(raw: unknown): ClusterProject | null {
  const wire = read(ProjectWire, raw);
  const name = wire?.metadata?.name;
  if (!wire || !name) return null;
  const annotations = wire.metadata?.annotations ?? {};
  const iaas = wire.metadata?.labels?.["project.clustermgr/iaas-project"];
  return {
    name,
    // Gardener's convention when the portal does not say: `garden-<project>`.
    namespace: wire.spec?.namespace ?? `garden-${name}`,
    description: wire.spec?.description || undefined,
    purpose: wire.spec?.purpose || undefined,
    owner: nameOf(wire.spec?.owner),
    createdBy: nameOf(wire.spec?.createdBy),
    created: wire.metadata?.creationTimestamp,
    phase: wire.status?.phase,
    uid: wire.metadata?.uid,
    iaasProjectId: typeof iaas === "string" ? iaas : undefined,
    deletionConfirmed: annotations[DELETION_CONFIRMATION] === "true",
  };
}

export const toProject = memoizeByObject(parseProject);

export const toProjects = (raw: unknown): ClusterProject[] =>
  (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => toProject(item) ?? []);

export const projectHref = (name: string, tab?: string) =>
  `/clusters/projects/${encodeURIComponent(name)}${tab ? `?tab=${tab}` : ""}`;
