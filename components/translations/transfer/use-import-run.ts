"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { portal } from "@/lib/api/portal";
import { applySaved, currentTexts, textOf } from "../model/save-token";
import type { ImportChange } from "../model/transfer";

export type ImportOutcome =
  | { key: string; kind: "applied" }
  | { key: string; kind: "failed"; error: unknown }
  | { key: string; kind: "changed"; theirs: string }
  | { key: string; kind: "stopped" };

export interface ImportRun {
  running: boolean;
  done: number;
  total: number;
  outcomes: ImportOutcome[] | null;
  /** Read-before error: nothing was applied. */
  error: unknown;
  start(changes: readonly ImportChange[]): Promise<void>;
  stop(): void;
  reset(): void;
}

/**
 * Applies import changes one by one, with progress. The server texts are read once before starting: a key someone
 * changed since the preview is left alone (reported), so an import never overwrites work it did not show.
 */
export function useImportRun(lang: string): ImportRun {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(0);
  const [total, setTotal] = useState(0);
  const [outcomes, setOutcomes] = useState<ImportOutcome[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const stopped = useRef(false);

  const start = async (changes: readonly ImportChange[]) => {
    stopped.current = false;
    setRunning(true);
    setError(null);
    setOutcomes(null);
    setDone(0);
    setTotal(changes.length);
    let current: Readonly<Record<string, string>>;
    try {
      current = await currentTexts(lang);
    } catch (caught) {
      setError(caught);
      setRunning(false);
      return;
    }
    const results: ImportOutcome[] = [];
    const saved = new Map<string, string>();
    for (const [index, change] of changes.entries()) {
      if (stopped.current) {
        results.push({ key: change.key, kind: "stopped" });
        continue;
      }
      const theirs = textOf(current, change.key);
      if (theirs !== change.before) {
        results.push({ key: change.key, kind: "changed", theirs });
      } else {
        try {
          await portal("i18n.lang.save", { lang, key: change.key, value: change.after });
          saved.set(change.key, change.after);
          results.push({ key: change.key, kind: "applied" });
        } catch (caught) {
          results.push({ key: change.key, kind: "failed", error: caught });
        }
      }
      setDone(index + 1);
    }
    applySaved(queryClient, lang, saved);
    setOutcomes(results);
    setRunning(false);
  };

  return {
    running,
    done,
    total,
    outcomes,
    error,
    start,
    stop: () => {
      stopped.current = true;
    },
    reset: () => {
      setOutcomes(null);
      setError(null);
      setDone(0);
      setTotal(0);
    },
  };
}
