"use client";

import { useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { useKnownBuckets } from "./buckets/use-known-buckets";

export interface StorageChoice {
  value: string;
  label?: string;
}

/**
 * What the storage forms can offer as suggestions, since the portal lists no buckets or resource ids: infrastructure
 * projects (their ids are what `project_id` and, in this portal, object-access `resource_id` take), and the buckets
 * and object-storage endpoints seen on shared buckets and remembered from earlier reads and writes (known-buckets.ts).
 * Failures only mean fewer suggestions.
 */
export function useStorageChoices() {
  const projects = usePortalQuery("iaas.projects.list", {}, { retry: false, staleTime: 60_000 });
  const shared = usePortalQuery("objstore.sharedBuckets.list", {}, { retry: false });
  const { known } = useKnownBuckets();
  return useMemo(() => {
    const projectChoices: StorageChoice[] = (projects.data ?? []).flatMap((p) =>
      p.id ? [{ value: p.id, label: p.name ?? p.id }] : [],
    );
    const projectNames = new Map(projectChoices.map((p) => [p.value, p.label ?? p.value]));
    const rows = (shared.data ?? []) as Record<string, unknown>[];
    const strings = (key: "bucket" | "objstore_url") => [
      ...new Set(
        [...rows, ...known].map((row) => row[key]).filter((v): v is string => typeof v === "string" && v !== ""),
      ),
    ];
    return {
      projects: projectChoices,
      projectNames,
      buckets: strings("bucket").map((value) => ({ value })),
      endpoints: strings("objstore_url").map((value) => ({ value })),
    };
  }, [projects.data, shared.data, known]);
}
