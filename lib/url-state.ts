/**
 * Table state (search, sort, filters, page) kept in the URL's search params, so a filtered view survives reload
 * and can be shared as a link. The pure parts (merge, sort codec) are exported for tests; the hooks replace the
 * URL without scrolling and without adding history entries.
 *
 * Pages using these hooks read `useSearchParams`, so Next.js wants them under a <Suspense> boundary.
 */
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

/** `null`, `undefined` or "" removes the key; keys not named are kept. */
export type ParamUpdates = Readonly<Record<string, string | null | undefined>>;

export interface SortEntry {
  id: string;
  desc: boolean;
}

/** Applies updates to a query string and returns the new one, without "?" (keys keep their order). */
export function mergeSearchParams(current: string | URLSearchParams, updates: ParamUpdates): string {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(updates)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, value);
  }
  return params.toString();
}

/** `"-created,name"` → `[{id: "created", desc: true}, {id: "name", desc: false}]`; duplicates keep the first. */
export function parseSort(raw: string | null | undefined): SortEntry[] {
  if (!raw) return [];
  const seen = new Set<string>();
  const sorting: SortEntry[] = [];
  for (const part of raw.split(",")) {
    const token = part.trim();
    const desc = token.startsWith("-");
    const id = desc ? token.slice(1) : token;
    if (id === "" || seen.has(id)) continue;
    seen.add(id);
    sorting.push({ id, desc });
  }
  return sorting;
}

/** Inverse of parseSort; `null` for no sorting, so the key disappears from the URL. */
export function serializeSort(sorting: readonly SortEntry[]): string | null {
  if (sorting.length === 0) return null;
  return sorting.map((entry) => (entry.desc ? `-${entry.id}` : entry.id)).join(",");
}

/** The whole set of params and one setter that applies several updates in a single navigation. */
export function useUrlParams(): [URLSearchParams, (updates: ParamUpdates) => void] {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const query = searchParams?.toString() ?? "";
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const setParams = useCallback(
    (updates: ParamUpdates) => {
      const next = mergeSearchParams(query, updates);
      if (next === query) return;
      router.replace(next ? `${pathname}?${next}` : pathname, { scroll: false });
    },
    [query, router, pathname],
  );
  return [params, setParams];
}

/** One string param; the fallback is what an absent key means, and setting it removes the key. */
export function useUrlParam(key: string, fallback = ""): [string, (value: string | null) => void] {
  const [params, setParams] = useUrlParams();
  const value = params.get(key) ?? fallback;
  const setValue = useCallback(
    (next: string | null) => setParams({ [key]: next === fallback ? null : next }),
    [key, fallback, setParams],
  );
  return [value, setValue];
}

type Updater<T> = T | ((previous: T) => T);

/** Sorting in TanStack's shape, so it plugs into `DataTable`'s `sorting`/`onSortingChange` directly. */
export function useUrlSort(key = "sort"): [SortEntry[], (updater: Updater<SortEntry[]>) => void] {
  const [params, setParams] = useUrlParams();
  const raw = params.get(key);
  const sorting = useMemo(() => parseSort(raw), [raw]);
  const setSorting = useCallback(
    (updater: Updater<SortEntry[]>) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      setParams({ [key]: serializeSort(next) });
    },
    [key, sorting, setParams],
  );
  return [sorting, setSorting];
}

/** Several named filters; absent keys are `undefined`. Updates of several keys go in one navigation. */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
): [Record<K, string | undefined>, (updates: Partial<Record<K, string | null>>) => void] {
  const [params, setParams] = useUrlParams();
  const query = params.toString();
  const keyList = keys.join("\u0000");
  const filters = useMemo(() => {
    const current = new URLSearchParams(query);
    const result = {} as Record<K, string | undefined>;
    for (const key of (keyList ? keyList.split("\u0000") : []) as K[]) result[key] = current.get(key) ?? undefined;
    return result;
  }, [query, keyList]);
  const setFilters = useCallback(
    (updates: Partial<Record<K, string | null>>) => setParams(updates as ParamUpdates),
    [setParams],
  );
  return [filters, setFilters];
}
