"use client";

import { useTranslations } from "next-intl";
import { ActionBulkBar } from "@/components/ui/actions/ActionBulkBar";
import { withPreloads } from "@/components/ui/actions/resource-action";
import { preloadConfirm } from "@/components/ui/lazy-confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useRefreshAfter } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { runBulk, type BulkOutcome } from "@/lib/bulk";
import type { KeyRow } from "../model/keys";
import { KEY_BULK_ACTIONS, type KeyBulkActionId } from "./key-actions";

// First-load budget: the confirmation (Radix Dialog) loads when asked for.
const ACTIONS = withPreloads(KEY_BULK_ACTIONS, { delete: preloadConfirm });

export interface BulkResult {
  action: KeyBulkActionId;
  outcomes: BulkOutcome<KeyRow>[];
}

/**
 * The key list's bulk bar, drawn from the keys' bulk actions: activate the inactive, deactivate the active or
 * delete all of the selected keys, one call per key. When some fail, `onFailures` gets the per-key result: the page
 * shows it, since this bar vanishes once the selection empties.
 */
export function KeyBulkActions({
  keys,
  onDone,
  onFailures,
}: {
  keys: KeyRow[];
  onDone: () => void;
  onFailures: (result: BulkResult) => void;
}) {
  const t = useTranslations("ai.keys.bulk");
  const refreshAfter = useRefreshAfter();

  const run = async (action: KeyBulkActionId, targets: KeyRow[], onProgress: (done: number) => void) => {
    const outcomes = await runBulk(
      targets,
      (key) =>
        action === "delete"
          ? portal("ai.key.delete", { key_id: key.id })
          : portal("ai.key.update", { key_id: key.id, active: action === "activate" }),
      { onProgress },
    );
    await refreshAfter(action === "delete" ? "ai.key.delete" : "ai.key.update");
    const failed = outcomes.filter((o) => !o.ok).length;
    const done = outcomes.length - failed;
    if (done > 0) toast({ title: t(`done.${action}`, { count: done }) });
    if (failed > 0) onFailures({ action, outcomes });
    onDone();
  };

  return (
    <ActionBulkBar
      actions={ACTIONS}
      selected={keys}
      label={(id, count) => t(id, { count })}
      noneApplies={(id) => (id === "activate" ? t("noneInactive") : t("noneActive"))}
      progress={(done, total) => t("progress", { done, total })}
      confirmation={(_, count) => ({
        title: t("deleteTitle", { count }),
        description: t("deleteDescription", { count }),
        confirmLabel: t("deleteConfirm", { count }),
        confirmationText: t("deleteWord", { count }),
      })}
      onRun={run}
    />
  );
}
