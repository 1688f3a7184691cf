/** A cluster project as the screens use it, read from the portal's ClusterObject (Gardener's Project). */
import { memoizeByObject, object, text } from "./wire";

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

/** An owner or creator: a plain name, or a Gardener subject `{kind, name}`. */
const nameOf = (value: unknown) => text(value) ?? text(object(value)?.name);

function parseProject(raw: unknown): ClusterProject | null {
  const wire = object(raw);
  const metadata = object(wire?.metadata);
  const name = text(metadata?.name);
  if (!wire || !name) return null;
  const spec = object(wire.spec);
  const annotations = object(metadata?.annotations) ?? {};
  const iaas = object(metadata?.labels)?.["project.clustermgr/iaas-project"];
  return {
    name,
    // Gardener's convention when the portal does not say: `garden-<project>`.
    namespace: text(spec?.namespace) ?? `garden-${name}`,
    description: text(spec?.description) || undefined,
    purpose: text(spec?.purpose) || undefined,
    owner: nameOf(spec?.owner),
    createdBy: nameOf(spec?.createdBy),
    created: text(metadata?.creationTimestamp),
    phase: text(object(wire.status)?.phase),
    uid: text(metadata?.uid),
    iaasProjectId: typeof iaas === "string" ? iaas : undefined,
    deletionConfirmed: annotations[DELETION_CONFIRMATION] === "true",
  };
}

export const toProject = memoizeByObject(parseProject);

export const toProjects = (raw: unknown): ClusterProject[] =>
  (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => toProject(item) ?? []);

export const projectHref = (name: string, tab?: string) =>
  `/clusters/projects/${encodeURIComponent(name)}${tab ? `?tab=${tab}` : ""}`;
