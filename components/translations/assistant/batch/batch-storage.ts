/**
 * Where a batch run is kept across reloads: localStorage, beside the drafts (per region and language). Only the run
 * itself (tokens, results, cost); never a key or token. Read with a guard, as the drafts are: the editor's first
 * paint asks whether a run is waiting.
 */
import { guard } from "@/lib/guards";
import type { BatchRun } from "./batch-run";

export const batchStorageKey = (region: string, lang: string) => `translations:batch:${region}:${lang}`;

const optionalNumber = guard.optional(guard.number);
const optionalString = guard.optional(guard.string);

const StoredRefusal = guard.looseObjectOf({ reason: guard.oneOf(["checks", "noDraft", "changed", "portal"] as const) });

const StoredItem = guard.objectOf({
  key: guard.string,
  source: guard.string,
  base: guard.string,
  estimate: optionalNumber,
  state: guard.oneOf(["queued", "running", "passed", "flagged", "failed"] as const),
  text: optionalString,
  model: optionalString,
  cost: optionalNumber,
  flag: guard.optional(guard.oneOf(["checks", "cutShort"] as const)),
  error: guard.optional(guard.objectOf({ code: guard.string, message: guard.string })),
  save: guard.optional(
    guard.objectOf({
      state: guard.oneOf(["pending", "saving", "saved", "refused"] as const),
      attempts: guard.number,
      retryAt: optionalNumber,
      value: optionalString,
      refusal: guard.optional(StoredRefusal),
    }),
  ),
});

const StoredRun = guard.objectOf({
  version: guard.oneOf([1] as const),
  lang: guard.string,
  model: guard.string,
  limit: {
    safeParse: (value: unknown) =>
      value === null ? { success: true as const, data: null } : guard.number.safeParse(value),
  },
  status: guard.oneOf(["running", "paused", "limit", "cancelled", "done"] as const),
  spent: guard.number,
  items: guard.arrayOf(StoredItem),
  accept: {
    safeParse: (value: unknown) =>
      value === null
        ? { success: true as const, data: null }
        : guard.objectOf({ status: guard.oneOf(["running", "paused", "done"] as const) }).safeParse(value),
  },
});

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored run of this language, or null (none, unreadable, or of another shape). */
export function loadRun(key: string): BatchRun | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = StoredRun.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as BatchRun) : null;
  } catch {
    return null;
  }
}

/** Whether a run is stored, without reading it (the toolbar's first paint). */
export const hasStoredRun = (key: string) => Boolean(storage()?.getItem(key));

export function storeRun(key: string, run: BatchRun | null): void {
  try {
    if (run === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(run));
  } catch {
    // Storage full or blocked: the run goes on in memory; a reload would start without it.
  }
}
