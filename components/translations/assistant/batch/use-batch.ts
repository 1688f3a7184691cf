"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { describeError } from "@/components/ui/use-error-message";
import { portal } from "@/lib/api/portal";
import { checkTranslation } from "@/lib/i18n/icu-checks";
import { isUnsaved, type DraftStore } from "../../model/draft-store";
import { applySaved, currentTexts } from "../../model/save-token";
import type { AssistantScope } from "../assistant-scope";
import { BatchEngine } from "./batch-engine";
import { isTransientStatus, type BatchRun } from "./batch-run";
import { loadRun, storeRun } from "./batch-storage";
import { suggestToken } from "./suggest-token";

/** Suggestions under way at once: fast enough, and well below the browser's six connections per host. */
export const SUGGEST_CONCURRENCY = 4;
/** Saves under way at once (the portal saves one token per call). */
export const SAVE_CONCURRENCY = 3;
/** Saved texts reach the table in groups, so that a run of hundreds does not rebuild 10,000 rows per token. */
const APPLY_DELAY_MS = 300;

/**
 * The language's batch run: an engine per page visit over the gateway, the portal's save and the page's drafts,
 * restored from storage (paused) when a run was left there.
 */
export function useBatch(options: { scope: AssistantScope; store: DraftStore; storageKey: string }) {
  const { store, storageKey } = options;
  const queryClient = useQueryClient();
  const scopeRef = useRef(options.scope);
  useEffect(() => {
    scopeRef.current = options.scope;
  }, [options.scope]);
  const [engine, setEngine] = useState<BatchEngine | null>(null);

  useEffect(() => {
    const lang = scopeRef.current.lang;
    const pendingSaved = new Map<string, string>();
    let applyTimer: ReturnType<typeof setTimeout> | null = null;
    const applyNow = () => {
      if (applyTimer) clearTimeout(applyTimer);
      applyTimer = null;
      applySaved(queryClient, lang, new Map(pendingSaved));
      pendingSaved.clear();
    };
    const created: BatchEngine = new BatchEngine(
      {
        concurrency: SUGGEST_CONCURRENCY,
        saveConcurrency: SAVE_CONCURRENCY,
        suggest: (item, signal) => suggestToken(scopeRef.current, created.getSnapshot()?.model ?? "", item, signal),
        readTexts: () => currentTexts(lang),
        draftOf: (key) => store.get(key)?.value,
        passes: (source, text) => checkTranslation(source, text, lang).errors.length === 0,
        save: async (key, value) => void (await portal("i18n.lang.save", { lang, key, value })),
        describe: (error) => {
          const info = describeError(error);
          const status =
            typeof (error as { status?: unknown })?.status === "number" ? (error as { status: number }).status : 0;
          return {
            transient: isTransientStatus(status),
            code: info.code ?? "network_error",
            message: info.message ?? "",
            permission: info.permission,
          };
        },
        onResult: (item) => {
          const draft = store.get(item.key);
          // The translator's own typing wins: a suggestion fills only a token without changed text.
          if (item.text !== undefined && (!draft || (!isUnsaved(draft) && draft.value === item.base)))
            store.set(item.key, { value: item.text, base: item.base, status: "draft" });
        },
        onSaved: (key, value) => {
          if (store.get(key)?.value === value) store.set(key, undefined);
          pendingSaved.set(key, value);
          applyTimer ??= setTimeout(applyNow, APPLY_DELAY_MS);
        },
        persist: (run) => storeRun(storageKey, run),
      },
      loadRun(storageKey),
    );
    setEngine(created);
    return () => {
      created.dispose();
      applyNow();
      setEngine(null);
    };
  }, [queryClient, store, storageKey]);

  const run = useSyncExternalStore(
    (listener) => engine?.subscribe(listener) ?? (() => undefined),
    () => engine?.getSnapshot() ?? null,
    () => null,
  );
  return { engine, run: run as BatchRun | null };
}
