"use client";

/**
 * What the command palette finds besides pages: AI keys, the projects of every area (AI, backup, cluster and
 * infrastructure projects), backups and clusters by name (or id). The lists load only while the palette is open and
 * share the cache of the pages that show them (same query keys), so opening the palette on the keys page costs
 * nothing. Matching is a plain case-insensitive substring: people type a part of a name they know.
 */
import { useQueries } from "@tanstack/react-query";
import { treeNodeId } from "@/components/backups/model/tree";
import {
  projectHref as clusterProjectHref,
  toProjects as toClusterProjects,
} from "@/components/clusters/model/project";
import { projectHref as infrastructureProjectHref } from "@/components/infrastructure/projects/project-model";
import { guard } from "@/lib/guards";
import type { OperationId } from "@/lib/portal/operations";
import { portalKey } from "./hooks";
import { isKnownDenied, useDeniedPermissions } from "./permissions";
import { portal } from "./portal";

export type SearchKind =
  "key" | "project" | "backupProject" | "clusterProject" | "infrastructureProject" | "backup" | "cluster";

export interface SearchHit {
  kind: SearchKind;
  id: string;
  label: string;
  /** A second line: the project of a key, the resource of a backup... */
  detail?: string;
  href: string;
}

/** Hits per kind; more means the name typed is too short to help. */
const PER_KIND = 8;
/** Fewer characters than this search pages only. */
export const MIN_QUERY = 2;

const text = guard.maybe(guard.string);
const Named = guard.objectOf({
  id: text,
  name: text,
  project: text,
  state: text,
  resource_id: text,
  resource_type: text,
});

// Loose: the cluster object is handed on whole (the home overview reads its status).
const ShootEntry = guard.objectOf({
  cluster_project: guard.maybe(
    guard.objectOf({
      metadata: guard.maybe(guard.objectOf({ name: text })),
      shoot: guard.maybe(
        guard.looseObjectOf({ metadata: guard.maybe(guard.looseObjectOf({ name: text, namespace: text })) }),
      ),
    }),
  ),
});

export interface ShootRef {
  name: string;
  project?: string;
  namespace?: string;
  /** The cluster object as the portal sent it (status read by the home overview). */
  shoot: unknown;
}

/**
 * Clusters of GET /clustermgr/shoots. The spec only says `cluster_project {}`; the cluster itself is read from
 * `cluster_project.shoot` when the portal nests it there (the sandbox does). Entries without a name are skipped.
 */
export function readShoots(data: unknown): ShootRef[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown) => {
    const parsed = ShootEntry.safeParse(entry);
    const project = parsed.success ? parsed.data.cluster_project : undefined;
    const name = project?.shoot?.metadata?.name;
    if (!name) return [];
    // The object as sent, not the checked copy (which drops fields it could not read): the overview reads its status.
    const sent = (entry as { cluster_project: { shoot: unknown } }).cluster_project.shoot;
    return [{ name, project: project?.metadata?.name, namespace: project?.shoot?.metadata?.namespace, shoot: sent }];
  });
}

const list = (data: unknown) =>
  (Array.isArray(data) ? data : []).flatMap((item: unknown) => {
    const parsed = Named.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });

const filterHref = (path: string, q: string) => `${path}?q=${encodeURIComponent(q)}`;
const segment = encodeURIComponent;

/** Each hit opens its detail page; a cluster whose namespace is unknown opens the filtered list instead. */
const SOURCES: { kind: SearchKind; op: OperationId; hits: (data: unknown) => SearchHit[] }[] = [
  {
    kind: "key",
    op: "ai.keys.list",
    hits: (data) =>
      list(data).flatMap((k) =>
        k.id && k.name
          ? [{ kind: "key", id: k.id, label: k.name, detail: k.project, href: `/ai/keys/${segment(k.id)}` }]
          : [],
      ),
  },
  {
    kind: "project",
    op: "ai.projects.list",
    hits: (data) =>
      list(data).flatMap((p) =>
        p.id && p.name ? [{ kind: "project", id: p.id, label: p.name, href: `/ai/projects/${segment(p.id)}` }] : [],
      ),
  },
  {
    kind: "backupProject",
    op: "backup.projects.list",
    hits: (data) =>
      list(data).flatMap((p) =>
        p.id
          ? [
              {
                kind: "backupProject",
                id: p.id,
                label: p.name || p.id,
                href: `/backups/protection?node=${encodeURIComponent(treeNodeId({ kind: "project", projectId: p.id, id: p.id }))}`,
              },
            ]
          : [],
      ),
  },
  {
    kind: "clusterProject",
    op: "clustermgr.projects.list",
    hits: (data) =>
      toClusterProjects(data).map((p) => ({
        kind: "clusterProject",
        id: p.name,
        label: p.name,
        detail: p.description,
        href: clusterProjectHref(p.name),
      })),
  },
  {
    kind: "infrastructureProject",
    op: "iaas.projects.list",
    hits: (data) =>
      list(data).flatMap((p) =>
        p.id
          ? [{ kind: "infrastructureProject", id: p.id, label: p.name || p.id, href: infrastructureProjectHref(p.id) }]
          : [],
      ),
  },
  {
    kind: "backup",
    op: "backups.list",
    hits: (data) =>
      list(data).flatMap((b) =>
        b.id
          ? [
              {
                kind: "backup",
                id: b.id,
                label: b.id,
                detail: [b.resource_type, b.resource_id, b.state].filter(Boolean).join(" · "),
                href: `/backups/${segment(b.id)}`,
              },
            ]
          : [],
      ),
  },
  {
    kind: "cluster",
    op: "clustermgr.allShoots.list",
    hits: (data) =>
      readShoots(data).map((s) => ({
        kind: "cluster",
        id: `${s.namespace ?? s.project ?? ""}/${s.name}`,
        label: s.name,
        detail: s.project,
        href: s.namespace ? `/clusters/${segment(s.namespace)}/${segment(s.name)}` : filterHref("/clusters", s.name),
      })),
  },
];

export interface PaletteSearch {
  hits: SearchHit[];
  loading: boolean;
  /** Kinds whose list could not be loaded (refused or failed); the palette says so instead of "no results". */
  unavailable: SearchKind[];
}

export function matchHits(hits: readonly SearchHit[], query: string): SearchHit[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < MIN_QUERY) return [];
  return hits
    .filter((hit) => hit.label.toLowerCase().includes(needle) || hit.id.toLowerCase().includes(needle))
    .sort(
      (a, b) => Number(!a.label.toLowerCase().startsWith(needle)) - Number(!b.label.toLowerCase().startsWith(needle)),
    )
    .slice(0, PER_KIND);
}

export function usePaletteSearch(query: string, open: boolean): PaletteSearch {
  // A list the token is known not to read is not searched, nor reported as unavailable: it is not the user's to see.
  const denied = useDeniedPermissions();
  const sources = SOURCES.filter((source) => !isKnownDenied(denied, source.op));
  // Each source takes no input; `{} as never` stands for "the empty input" of a union of operation ids.
  const results = useQueries({
    queries: sources.map((source) => ({
      queryKey: portalKey(source.op, {} as never),
      queryFn: ({ signal }: { signal: AbortSignal }) => portal(source.op, {} as never, { signal }) as Promise<unknown>,
      enabled: open,
      staleTime: 60_000,
      retry: false,
    })),
  });
  const hits: SearchHit[] = [];
  const unavailable: SearchKind[] = [];
  sources.forEach((source, index) => {
    const result = results[index];
    if (result.isError) unavailable.push(source.kind);
    if (result.data !== undefined) hits.push(...matchHits(source.hits(result.data), query));
  });
  return {
    hits,
    loading: open && query.trim().length >= MIN_QUERY && results.some((r) => r.isPending),
    unavailable: query.trim().length >= MIN_QUERY ? unavailable : [],
  };
}
