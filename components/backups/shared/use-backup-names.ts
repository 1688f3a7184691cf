"use client";

import { useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { readInventory, resourceNames } from "../model/inventory";
import type { NameLookups } from "../model/rows";

const NAMES_STALE_MS = 60_000;

/**
 * Names of resources and policies: the backup lists carry only ids. Either lookup failing leaves the ids showing,
 * so it never blanks a table.
 */
export function useBackupNames() {
  const inventory = usePortalQuery("backup.resources.get", {}, { staleTime: NAMES_STALE_MS });
  const policies = usePortalQuery("backup.policies.list", { show_all: true }, { staleTime: NAMES_STALE_MS });
  const names = useMemo<NameLookups>(
    () => ({
      resources: resourceNames(readInventory(inventory.data)),
      policies: new Map((policies.data ?? []).flatMap((p) => (p.id ? [[p.id, p.name ?? p.id] as const] : []))),
    }),
    [inventory.data, policies.data],
  );
  return { names, inventory, policies };
}
