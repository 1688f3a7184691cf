"use client";

import { useCallback, useEffect } from "react";
import { isUnsaved, type DraftStore } from "../../model/draft-store";
import type { TokenRow } from "../../model/rows";
import type { AssistantScope } from "../assistant-scope";
import { countsOf, type RunStatus } from "./batch-run";
import { BatchPlanForm } from "./BatchPlanForm";
import { BatchRunView } from "./BatchRunView";
import { useBatch } from "./use-batch";

export interface BatchSummary {
  done: number;
  total: number;
  status: RunStatus;
}

export interface BatchPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: AssistantScope;
  store: DraftStore;
  shown: readonly TokenRow[];
  storageKey: string;
  onSummary: (summary: BatchSummary | null) => void;
}

/** The language's batch run (kept while the page is open, whether the dialog is or not) and its dialog. */
export function BatchPanel({ open, onOpenChange, scope, store, shown, storageKey, onSummary }: BatchPanelProps) {
  const { engine, run } = useBatch({ scope, store, storageKey });
  const counts = run ? countsOf(run) : null;
  const done = counts?.done ?? 0;
  const total = counts?.total ?? 0;
  const status = run?.status;
  useEffect(() => onSummary(status ? { done, total, status } : null), [onSummary, done, total, status]);
  const hasDraft = useCallback(
    (key: string) => {
      const draft = store.get(key);
      return draft !== undefined && isUnsaved(draft);
    },
    [store],
  );

  if (!engine) return null;
  // The plan (and its estimate over every shown row) is computed only while its dialog is open.
  if (!run)
    return (
      open && (
        <BatchPlanForm
          open={open}
          onOpenChange={onOpenChange}
          scope={scope}
          shown={shown}
          hasDraft={hasDraft}
          onStart={(next) => engine.start(next)}
        />
      )
    );
  return <BatchRunView open={open} onOpenChange={onOpenChange} run={run} engine={engine} />;
}
