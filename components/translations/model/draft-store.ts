/**
 * What the translator typed, kept apart from the row data: a change of one draft re-renders its row only, never
 * the table. Drafts survive a reload (localStorage, per region and language) so that nothing typed is lost.
 */
import { useCallback, useSyncExternalStore } from "react";
import { guard } from "@/lib/guards";

export type DraftStatus = "draft" | "saving" | "failed" | "conflict";

export interface SaveFailure {
  code: string;
  message: string;
  permission?: string;
}

export interface Draft {
  value: string;
  /** The saved text when the editor opened; a different server text at save time is a conflict. */
  base: string;
  status: DraftStatus;
  error?: SaveFailure;
  /** The server text someone else saved, while in conflict. */
  theirs?: string;
}

// A small guard, not zod: the editor's first paint reads this, and zod would add ~32 kB gzip to it.
const StoredDrafts = guard.recordOf(guard.objectOf({ value: guard.string, base: guard.string }));

/** A draft the translator would lose: changed text, or a save that has not succeeded. */
export const isUnsaved = (draft: Draft) => draft.value !== draft.base || draft.status !== "draft";

/** A draft whose row unfolds to show something to settle: a failed save or a conflict. */
export const needsAttention = (draft: Draft) => draft.status === "failed" || draft.status === "conflict";

const WRITE_DELAY_MS = 400;

/** The same set when membership does not change, a new one when it does (a cheap snapshot for React). */
function withMembership(set: ReadonlySet<string>, key: string, member: boolean): ReadonlySet<string> {
  if (set.has(key) === member) return set;
  const next = new Set(set);
  if (member) next.add(key);
  else next.delete(key);
  return next;
}

export class DraftStore {
  private readonly drafts = new Map<string, Draft>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly allListeners = new Set<() => void>();
  private unsaved: ReadonlySet<string> = new Set();
  private attention: ReadonlySet<string> = new Set();
  private writeTimer: ReturnType<typeof setTimeout> | null = null;

  /** `storageKey`: where drafts are kept across reloads; null keeps them in memory only. */
  constructor(private readonly storageKey: string | null) {
    if (!storageKey || typeof localStorage === "undefined") return;
    try {
      const stored = StoredDrafts.safeParse(JSON.parse(localStorage.getItem(storageKey) ?? "{}"));
      if (stored.success)
        for (const [key, d] of Object.entries(stored.data)) this.drafts.set(key, { ...d, status: "draft" });
      this.unsaved = new Set(this.drafts.keys());
    } catch {
      // Unreadable storage: start without restored drafts.
    }
  }

  get = (key: string): Draft | undefined => this.drafts.get(key);

  /** Keys of drafts that are not saved yet (stable identity while membership does not change). */
  unsavedKeys = (): ReadonlySet<string> => this.unsaved;

  /** Keys whose save failed or met a conflict (stable identity while membership does not change). */
  attentionKeys = (): ReadonlySet<string> => this.attention;

  set(key: string, draft: Draft | undefined): void {
    if (draft) this.drafts.set(key, draft);
    else if (!this.drafts.delete(key)) return;
    this.unsaved = withMembership(this.unsaved, key, draft ? isUnsaved(draft) : false);
    this.attention = withMembership(this.attention, key, draft ? needsAttention(draft) : false);
    this.listeners.get(key)?.forEach((listener) => listener());
    this.allListeners.forEach((listener) => listener());
    this.scheduleWrite();
  }

  update(key: string, patch: Partial<Draft>): void {
    const current = this.drafts.get(key);
    if (current) this.set(key, { ...current, ...patch });
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  subscribeAll(listener: () => void): () => void {
    this.allListeners.add(listener);
    return () => this.allListeners.delete(listener);
  }

  /** Writes pending changes to storage now (the page is being hidden or left). */
  flush(): void {
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    if (!this.storageKey || typeof localStorage === "undefined") return;
    const kept: Record<string, { value: string; base: string }> = {};
    for (const [key, draft] of this.drafts) if (isUnsaved(draft)) kept[key] = { value: draft.value, base: draft.base };
    try {
      if (Object.keys(kept).length === 0) localStorage.removeItem(this.storageKey);
      else localStorage.setItem(this.storageKey, JSON.stringify(kept));
    } catch {
      // Storage full or blocked: the drafts stay in memory, and leaving still asks first.
    }
  }

  private scheduleWrite(): void {
    if (!this.storageKey || this.writeTimer) return;
    this.writeTimer = setTimeout(() => this.flush(), WRITE_DELAY_MS);
  }
}

/** One row's draft; re-renders only when that draft changes. */
export function useDraft(store: DraftStore, key: string): Draft | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(key),
    () => undefined,
  );
}

const NO_KEYS: ReadonlySet<string> = new Set();

/** The keys with unsaved drafts; re-renders only when that set changes. */
export function useUnsavedKeys(store: DraftStore): ReadonlySet<string> {
  const subscribe = useCallback((listener: () => void) => store.subscribeAll(listener), [store]);
  return useSyncExternalStore(subscribe, store.unsavedKeys, () => NO_KEYS);
}

/** The keys whose save failed or conflicts; re-renders only when that set changes. */
export function useAttentionKeys(store: DraftStore): ReadonlySet<string> {
  const subscribe = useCallback((listener: () => void) => store.subscribeAll(listener), [store]);
  return useSyncExternalStore(subscribe, store.attentionKeys, () => NO_KEYS);
}

/**
 * The drafts of one language in one region, kept across reloads under one storage key for every reader (the
 * workspace, the export); without a region, in memory only.
 */
export const draftsOf = (region: string | null | undefined, lang: string) =>
  new DraftStore(region ? `translations:drafts:${region}:${lang}` : null);
