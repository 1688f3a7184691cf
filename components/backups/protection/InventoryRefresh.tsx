"use client";

import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { portalKey, usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { formatRelative } from "@/lib/format";
import { PROTECTION_READS } from "@/lib/portal/routes/backups";
import { readInventory } from "../model/inventory";
import { useNow } from "@/lib/use-now";

const WHILE_REFRESHING_MS = 1_000;

/**
 * PATCH /backups/refresh_resources, then follows GET /backup/resources while it reports `refreshing` (sandbox);
 * when it ends, every protection read is fetched again.
 */
export function InventoryRefresh() {
  const t = useTranslations("backups.protection.refresh");
  const locale = useLocale();
  const now = useNow(10_000);
  const queryClient = useQueryClient();
  const denied = useDenied("backups.refreshResources");
  const inventory = usePortalQuery(
    "backup.resources.get",
    {},
    { refetchInterval: (query) => (readInventory(query.state.data).refreshing ? WHILE_REFRESHING_MS : false) },
  );
  const { refreshing, refreshedAt } = readInventory(inventory.data);
  const refresh = usePortalMutation("backups.refreshResources");
  const message = useErrorMessage();
  const wasRefreshing = useRef(refreshing);
  useEffect(() => {
    const finished = wasRefreshing.current && !refreshing;
    wasRefreshing.current = refreshing;
    if (!finished) return;
    for (const id of PROTECTION_READS) void queryClient.invalidateQueries({ queryKey: portalKey(id) });
    toast({ title: t("done") });
  }, [refreshing, queryClient, t]);

  const busy = refresh.isPending || refreshing;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span
        aria-live="polite"
        className="flex items-center gap-2 text-sm text-muted"
        data-testid="inventory-refresh-status"
      >
        {busy ? (
          <>
            <Spinner size="sm" label={t("running")} />
            {t("running")}
          </>
        ) : refreshedAt ? (
          t("last", { when: formatRelative(refreshedAt, now, locale) })
        ) : null}
      </span>
      <ActionButton
        icon={<RefreshCw aria-hidden className="size-4" />}
        denied={denied}
        loading={busy}
        onClick={() =>
          refresh.mutate(
            {},
            {
              onError: (error) => toast({ tone: "bad", title: t("failed"), description: message(error) }),
            },
          )
        }
      >
        {t("button")}
      </ActionButton>
    </div>
  );
}
