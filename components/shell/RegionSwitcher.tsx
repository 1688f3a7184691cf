"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useSession, useSwitchRegion } from "@/lib/api/session";

/**
 * The session's region. After a switch every portal read is dropped and loaded again (its skeleton shows), so the
 * page never shows the old region's data under the new region's name.
 */
export function RegionSwitcher() {
  const t = useTranslations("shell");
  const queryClient = useQueryClient();
  const session = useSession();
  const switchRegion = useSwitchRegion();
  const regions = session.data?.regions ?? [];
  const region = session.data?.region ?? "";
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">{t("region")}</span>
      <select
        value={region}
        disabled={switchRegion.isPending || regions.length === 0}
        onChange={(event) =>
          switchRegion.mutate(event.target.value, {
            onSuccess: () => queryClient.resetQueries({ predicate: (query) => query.queryKey[0] === "portal" }),
          })
        }
        className="rounded border border-line bg-surface px-2 py-1"
      >
        {[...new Set([region, ...regions])].filter(Boolean).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
