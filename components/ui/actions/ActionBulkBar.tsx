"use client";

import { useMemo, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { preloadOn } from "@/components/ui/lazy";
import { LazyConfirmDialog, LazyTypeToConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { useDeniedEach } from "./use-offered-actions";
import { bulkTargets, type AnyAction, type TargetOf } from "./resource-action";

/** What a bulk action asks before it runs (its `confirm` is `confirm` or `typeName`), for `count` resources. */
export interface BulkConfirmation {
  title: string;
  description?: string;
  confirmLabel: string;
  /** What the user types for a `typeName` action (e.g. "delete 3 keys"). */
  confirmationText?: string;
}

/**
 * A table's bulk bar, drawn from the `bulk: true` actions of a resource's list. Each acts on the selected resources
 * whose state allows it (a count in its label), explains the missing permission or why it applies to none, asks
 * first when the action is confirmed, and shows the progress of the run it started.
 */
export function ActionBulkBar<A extends AnyAction, T extends TargetOf<A> = TargetOf<A>>({
  actions,
  selected,
  label,
  noneApplies,
  progress,
  confirmation,
  onRun,
}: {
  actions: readonly A[];
  /** The selected resources (table rows carry more than the actions read). */
  selected: readonly T[];
  label: (id: A["id"], count: number) => string;
  /** Why an action is unavailable when no selected resource's state allows it. */
  noneApplies: (id: A["id"]) => string;
  progress: (done: number, total: number) => string;
  confirmation?: (id: A["id"], count: number) => BulkConfirmation;
  /** Runs the action on `targets`, reporting each one done; the bar shows the run until it settles. */
  onRun: (id: A["id"], targets: T[], onProgress: (done: number) => void) => Promise<void>;
}) {
  const bulk = useMemo(() => actions.filter((action) => action.bulk), [actions]);
  const denials = useDeniedEach(bulk.map((action) => action.op));
  const [running, setRunning] = useState<{ id: A["id"]; total: number } | null>(null);
  const [done, setDone] = useState(0);
  // The question stays while its dialog closes, so the dialog does not empty before it is gone.
  const [asking, setAsking] = useState<{ action: A; question: BulkConfirmation; open: boolean } | null>(null);

  const run = async (action: A) => {
    const targets = bulkTargets(action, selected);
    setRunning({ id: action.id, total: targets.length });
    setDone(0);
    try {
      await onRun(action.id, targets, setDone);
    } finally {
      setRunning(null);
    }
  };

  const ask = (action: A) => {
    const question = confirmation?.(action.id, bulkTargets(action, selected).length);
    if (question) setAsking({ action, question, open: true });
    else void run(action);
  };
  const dialog = (confirm: A["confirm"]) => ({
    open: asking?.open === true && asking.action.confirm === confirm,
    title: asking?.question.title ?? "",
    description: asking?.question.description,
    confirmLabel: asking?.question.confirmLabel ?? "",
    onOpenChange: (open: boolean) => {
      if (!open) setAsking((current) => current && { ...current, open: false });
    },
    onConfirm: () => {
      if (!asking) return;
      setAsking({ ...asking, open: false });
      void run(asking.action);
    },
  });

  return (
    <>
      {bulk.map((action, index) => {
        const Icon = action.icon;
        const count = bulkTargets(action, selected).length;
        const confirmed = action.confirm === "confirm" || action.confirm === "typeName";
        return (
          <ActionButton
            key={action.id}
            size="sm"
            variant={action.tone === "danger" ? "danger" : "secondary"}
            icon={<Icon aria-hidden className="size-4" />}
            denied={denials[index]}
            disabledReason={count === 0 ? noneApplies(action.id) : null}
            loading={running?.id === action.id}
            disabled={running !== null}
            {...(action.preload ? preloadOn(action.preload) : {})}
            onClick={() => (confirmed ? ask(action) : void run(action))}
          >
            {label(action.id, count)}
          </ActionButton>
        );
      })}
      {running && (
        <span role="status" className="text-sm tabular-nums text-muted">
          {progress(done, running.total)}
        </span>
      )}
      <LazyTypeToConfirmDialog {...dialog("typeName")} confirmationText={asking?.question.confirmationText ?? ""} />
      <LazyConfirmDialog {...dialog("confirm")} tone={asking?.action.tone === "danger" ? "danger" : "primary"} />
    </>
  );
}
