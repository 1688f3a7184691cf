"use client";

import { useMemo } from "react";
import type { QueryView } from "@/components/ui/query-state";
import { usePortalQuery } from "@/lib/api/hooks";
import { buildCatalog, type ProfileCatalog } from "../model/profile";

/** Profiles change rarely; one read per visit is plenty. */
const STALE_MS = 10 * 60_000;

/** A query view (for `QueryState`) of the catalog, which several reads make up. */
export interface ProfileCatalogState extends QueryView<ProfileCatalog> {
  isPending: boolean;
  /** Why the profile object could not be read (the form works without it, but the page says so); null when it was. */
  profileError: unknown;
  refetchProfile: () => void;
}

/**
 * Everything the cluster forms offer, from one cloud profile: its cluster versions (with the default), images with
 * versions, machine types and regions with zones. The profile object itself only enriches (classification,
 * architectures): when it cannot be read, the form still works.
 */
export function useProfileCatalog(name: string | undefined): ProfileCatalogState {
  const input = { cloudprofilename: name ?? "" };
  const options = { enabled: Boolean(name), staleTime: STALE_MS };
  const profile = usePortalQuery("clustermgr.cloudProfile.get", input, { ...options, retry: false });
  const versions = usePortalQuery("clustermgr.cloudProfile.clusterVersions", input, options);
  const images = usePortalQuery("clustermgr.cloudProfile.images", input, options);
  const machineTypes = usePortalQuery("clustermgr.cloudProfile.machineTypes", input, options);
  const regions = usePortalQuery("clustermgr.cloudProfile.regions", input, options);
  const required = [versions, images, machineTypes, regions];
  const ready = required.every((query) => query.data !== undefined) && !profile.isPending;
  const catalog = useMemo(
    () =>
      name && ready
        ? buildCatalog({
            name,
            profile: profile.data,
            versions: versions.data,
            images: images.data,
            machineTypes: machineTypes.data,
            regions: regions.data,
          })
        : undefined,
    [name, ready, profile.data, versions.data, images.data, machineTypes.data, regions.data],
  );
  const failed = required.find((query) => query.error && query.data === undefined);
  return {
    data: catalog,
    isPending: Boolean(name) && !catalog && !failed,
    error: failed?.error ?? null,
    refetch: () => required.forEach((query) => query.error && void query.refetch()),
    profileError: profile.error ?? null,
    refetchProfile: () => void profile.refetch(),
  };
}
