/**
 * A typed per-browser setting kept in localStorage (column choice, collapsed panels, chart kind...).
 * Never for secrets or tokens: localStorage is readable by any script on the origin.
 *
 * The stored JSON is an edge like any other (older versions, hand edits), so it is parsed with the caller's guard
 * (lib/guards.ts, or a zod schema: anything with `safeParse`) and falls back to the default when it does not fit.
 * On the server and during hydration the default is used, so the first client render matches the server's HTML.
 */
import { useCallback, useSyncExternalStore } from "react";
import type { Guard } from "@/lib/guards";

const CHANGE_EVENT = "console:local-setting";
const PREFIX = "console:";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Access throws when storage is disabled (privacy settings, sandboxed iframes).
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Parsed values cached by raw text: useSyncExternalStore needs the same object back while nothing changed. */
const parsedCache = new Map<string, { raw: string; value: unknown }>();

/** The stored value parsed with the schema, or the fallback when absent, unreadable or not fitting. */
export function readLocalSetting<T>(key: string, schema: Guard<T>, fallback: T): T {
  const raw = storage()?.getItem(PREFIX + key) ?? null;
  if (raw === null) return fallback;
  const cached = parsedCache.get(key);
  if (cached && cached.raw === raw) return cached.value === undefined ? fallback : (cached.value as T);
  let value: unknown = undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) value = parsed.data;
  } catch {
    // Not JSON: treated like a value that does not fit the schema.
  }
  parsedCache.set(key, { raw, value });
  return value === undefined ? fallback : (value as T);
}

export function writeLocalSetting<T>(key: string, value: T | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(PREFIX + key);
    else store.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the setting simply is not remembered.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * `const [columns, setColumns] = useLocalSetting("table:ai-keys:columns", guard.recordOf(guard.boolean), {})`.
 * `fallback` should be stable (a constant or memoized), as it is returned as-is while nothing is stored.
 * Setting `null` forgets the stored value.
 */
export function useLocalSetting<T>(
  key: string,
  schema: Guard<T>,
  fallback: T,
): [T, (next: T | null | ((previous: T) => T)) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readLocalSetting(key, schema, fallback),
    () => fallback,
  );
  const setValue = useCallback(
    (next: T | null | ((previous: T) => T)) => {
      const resolved =
        typeof next === "function" ? (next as (previous: T) => T)(readLocalSetting(key, schema, fallback)) : next;
      writeLocalSetting(key, resolved);
    },
    [key, schema, fallback],
  );
  return [value, setValue];
}
