/**
 * Table state (search, sort, filters, page) kept in the URL's search params, so a filtered view survives reload
 * and can be shared as a link. The pure parts (merge, sort codec) are exported for tests; the hooks replace the
 * URL without scrolling and without adding history entries.
 *
 * Pages using these hooks read `useSearchParams`, so Next.js wants them under a <Suspense> boundary.
 */
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo } from "react";

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

export interface UrlLocation {
  pathname: string;
  /** The query, with or without its leading "?". */
  search: string;
}

export interface ParamWriter {
  /** Merges updates into the current query of `pathname` and navigates there, unless nothing changes. */
  write(pathname: string, updates: ParamUpdates): void;
  /** Tells the writer which URL is now shown (after a render, or a back/forward move). */
  observe(location: UrlLocation): void;
}

/** One spelling per query and path, so that the URL's own (`%20`, `%7E`) matches what the writer asked for. */
const normalQuery = (search: string) => new URLSearchParams(search).toString();
const normalPath = (pathname: string) => {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
};

/**
 * Writes param updates on top of the latest query, not the one of the last render. A router navigation commits
 * later (the URL changes once the new render is ready), so two updates in the same moment (a filter and the page
 * reset by another component) would otherwise both start from the same old query, and the second would undo the
 * first. Until the URL shows what was asked for, the next update builds on the last query asked for; a URL the
 * writer never asked for (a link, back/forward) means someone else navigated, and the URL wins again.
 */
export function createParamWriter(read: () => UrlLocation, navigate: (href: string) => void): ParamWriter {
  let asked: { pathname: string; queries: string[] } | null = null;
  const observe = ({ pathname, search }: UrlLocation) => {
    if (!asked) return;
    const at = asked.queries.lastIndexOf(normalQuery(search));
    // Caught up, elsewhere, or moved by someone else: the URL itself is the base again. An earlier query of ours
    // (an intermediate navigation that committed) keeps the later ones pending.
    if (normalPath(pathname) !== asked.pathname || at === -1 || at === asked.queries.length - 1) asked = null;
  };
  return {
    observe,
    write(pathname, updates) {
      const live = read();
      observe(live);
      const path = normalPath(pathname);
      const current = normalQuery(live.search);
      const base = asked && asked.pathname === path ? asked.queries[asked.queries.length - 1] : current;
      const next = mergeSearchParams(base, updates);
      if (next === base) return;
      if (!asked || asked.pathname !== path) asked = { pathname: path, queries: [current] };
      asked.queries.push(next);
      navigate(next ? `${pathname}?${next}` : pathname);
    },
  };
}

/** The browser's one writer: every hook instance on the page shares it, so their updates add up. */
let browserWriter: { writer: ParamWriter; navigate: (href: string) => void } | null = null;
function pageWriter(navigate: (href: string) => void): ParamWriter {
  if (!browserWriter) {
    const holder = { navigate, writer: null as unknown as ParamWriter };
    holder.writer = createParamWriter(
      () => ({ pathname: window.location.pathname, search: window.location.search }),
      (href) => holder.navigate(href),
    );
    window.addEventListener("popstate", () =>
      holder.writer.observe({ pathname: window.location.pathname, search: window.location.search }),
    );
    browserWriter = holder;
  }
  // The router of the latest render navigates (it is the same object in practice).
  browserWriter.navigate = navigate;
  return browserWriter.writer;
}

/** The whole set of params and one setter that applies several updates in a single navigation. */
export function useUrlParams(): [URLSearchParams, (updates: ParamUpdates) => void] {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const query = searchParams?.toString() ?? "";
  const params = useMemo(() => new URLSearchParams(query), [query]);
  useEffect(() => {
    browserWriter?.writer.observe({ pathname, search: query });
  }, [pathname, query]);
  const setParams = useCallback(
    (updates: ParamUpdates) => pageWriter((href) => router.replace(href, { scroll: false })).write(pathname, updates),
    [router, pathname],
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
