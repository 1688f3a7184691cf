/**
 * Clusters of GET /clustermgr/shoots for the overview, read as `lib/api/search.ts` reads them for the palette (the
 * spec only says `cluster_project {}`; the cluster is `cluster_project.shoot` when the portal nests it there), with
 * plain checks instead of that module's zod: the home page is on the first-load budget. Entries without a name are
 * skipped.
 */
export interface Shoot {
  name: string;
  project?: string;
  namespace?: string;
  /** The cluster object as the portal sent it (its status is read by cluster-health). */
  shoot: unknown;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown) => (typeof value === "string" ? value : undefined);

export function readShoots(data: unknown): Shoot[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown) => {
    const project = field(entry, "cluster_project");
    const shoot = field(project, "shoot");
    const metadata = field(shoot, "metadata");
    const name = text(field(metadata, "name"));
    if (!name) return [];
    return [{ name, project: text(field(field(project, "metadata"), "name")), namespace: text(field(metadata, "namespace")), shoot }];
  });
}
