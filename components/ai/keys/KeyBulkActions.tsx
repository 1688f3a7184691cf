"use client";

import { Power, PowerOff, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { toast } from "@/components/ui/toast";
import { useRefreshAfter } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { useDenied } from "@/lib/api/permissions";
import { runBulk, type BulkOutcome } from "../model/bulk";
import type { KeyRow } from "../model/keys";
import { preloadOn } from "@/components/ui/lazy";
import { LazyTypeToConfirmDialog, preloadConfirm } from "@/components/ui/lazy-confirm-dialog";

// First-load budget: the confirmation (Radix Dialog) loads when asked for.

export type BulkAction = "activate" | "deactivate" | "delete";

export interface BulkResult {
  action: BulkAction;
  outcomes: BulkOutcome<KeyRow>[];
}

/**
 * Activate, deactivate or delete the selected keys, one call per key. When some fail, `onFailures` gets the
 * per-key result: the page shows it, since this bar vanishes once the selection empties.
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
  const updateDenied = useDenied("ai.key.update");
  const deleteDenied = useDenied("ai.key.delete");
  const [running, setRunning] = useState<BulkAction | null>(null);
  const [progress, setProgress] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const run = async (action: BulkAction, targets: KeyRow[]) => {
    setRunning(action);
    setProgress(0);
    const outcomes = await runBulk(
      targets,
      (key) =>
        action === "delete"
          ? portal("ai.key.delete", { key_id: key.id })
          : portal("ai.key.update", { key_id: key.id, active: action === "activate" }),
      { onProgress: setProgress },
    );
    setRunning(null);
    await refreshAfter(action === "delete" ? "ai.key.delete" : "ai.key.update");
    const failed = outcomes.filter((o) => !o.ok).length;
    const done = outcomes.length - failed;
    if (done > 0) toast({ title: t(`done.${action}`, { count: done }) });
    if (failed > 0) onFailures({ action, outcomes });
    onDone();
  };

  // Only keys whose state would change: activating active keys is a no-op.
  const inactive = keys.filter((k) => !k.active);
  const active = keys.filter((k) => k.active);
  const busy = running !== null;

  return (
    <>
      <ActionButton
        size="sm"
        icon={<Power aria-hidden className="size-4" />}
        denied={updateDenied}
        disabledReason={inactive.length === 0 ? t("noneInactive") : null}
        loading={running === "activate"}
        disabled={busy}
        onClick={() => void run("activate", inactive)}
      >
        {t("activate", { count: inactive.length })}
      </ActionButton>
      <ActionButton
        size="sm"
        icon={<PowerOff aria-hidden className="size-4" />}
        denied={updateDenied}
        disabledReason={active.length === 0 ? t("noneActive") : null}
        loading={running === "deactivate"}
        disabled={busy}
        onClick={() => void run("deactivate", active)}
      >
        {t("deactivate", { count: active.length })}
      </ActionButton>
      <ActionButton
        size="sm"
        variant="danger"
        icon={<Trash2 aria-hidden className="size-4" />}
        denied={deleteDenied}
        loading={running === "delete"}
        disabled={busy}
        {...preloadOn(preloadConfirm)}
        onClick={() => setConfirmDelete(true)}
      >
        {t("delete", { count: keys.length })}
      </ActionButton>
      {busy && (
        <span role="status" className="text-sm tabular-nums text-muted">
          {t("progress", {
            done: progress,
            total: running === "delete" ? keys.length : running === "activate" ? inactive.length : active.length,
          })}
        </span>
      )}
      <LazyTypeToConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("deleteTitle", { count: keys.length })}
        description={t("deleteDescription", { count: keys.length })}
        confirmLabel={t("deleteConfirm", { count: keys.length })}
        confirmationText={t("deleteWord", { count: keys.length })}
        onConfirm={() => {
          setConfirmDelete(false);
          void run("delete", keys);
        }}
      />
    </>
  );
}
