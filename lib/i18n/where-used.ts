/**
 * Where each message key is used: the table `npm run where-used` derives from the code (where-used-scan.ts) and
 * where-used.json holds. Its key list is also the numbering of translate mode's marks (key-marks.ts), so the browser
 * loads this table (lazily) to turn a mark back into a key.
 */

export interface WhereUsedData {
  /** The console's message keys, sorted (`namespace.dotted.path`). */
  keys: string[];
  /** Every page's route (`/ai/keys`, `/ai/keys/[keyId]`), sorted. */
  routes: string[];
  /** Every source file some page reaches. */
  files: string[];
  /** Per file, the routes (indexes) whose page reaches it. */
  fileRoutes: number[][];
  /** The files (indexes) of the console's frame (sidebar, top bar, menus): shown on every page. */
  frameFiles: number[];
  /** Per key, the files (indexes) that use it; empty for a key used nowhere. */
  uses: number[][];
}

export interface KeyPage {
  route: string;
  /** The files of that page that use the key. */
  files: string[];
  /** A route with a dynamic segment cannot be opened without a record. */
  dynamic: boolean;
}

export interface KeyUses {
  /** Used on every page: by the frame (sidebar, top bar, user menu, command palette). */
  everyPage: boolean;
  /** The files of the frame that use it, when `everyPage`. */
  frameFiles: string[];
  /** The other pages using it, static routes first. */
  pages: KeyPage[];
}

/** The query parameter that opens a page in translate mode with a key's text highlighted. */
export const TRANSLATE_PARAM = "translate";

/** A page opened in translate mode with one key's text highlighted. */
export const translateLink = (route: string, key: string) => `${route}?${TRANSLATE_PARAM}=${encodeURIComponent(key)}`;

const indexCache = new WeakMap<WhereUsedData, Map<string, number>>();

export function keyIndexOf(data: WhereUsedData, key: string): number {
  let index = indexCache.get(data);
  if (!index) indexCache.set(data, (index = new Map(data.keys.map((k, i) => [k, i]))));
  return index.get(key) ?? -1;
}

/** Where a key is used; null when it is not one of the console's message keys (a portal token, for one). */
export function usesOf(data: WhereUsedData, key: string): KeyUses | null {
  const index = keyIndexOf(data, key);
  if (index < 0) return null;
  const frame = new Set(data.frameFiles);
  const byRoute = new Map<number, string[]>();
  const frameFiles: string[] = [];
  for (const file of data.uses[index]) {
    if (frame.has(file)) {
      frameFiles.push(data.files[file]);
      continue;
    }
    const routes = data.fileRoutes[file];
    for (const route of routes) byRoute.set(route, [...(byRoute.get(route) ?? []), data.files[file]]);
  }
  const pages = [...byRoute]
    .map(([route, files]) => ({ route: data.routes[route], files, dynamic: data.routes[route].includes("[") }))
    .sort((a, b) => Number(a.dynamic) - Number(b.dynamic) || a.route.localeCompare(b.route));
  return { everyPage: frameFiles.length > 0, frameFiles, pages };
}

/** The console's keys no code uses: candidates for removal. */
export const unusedKeys = (data: WhereUsedData): string[] =>
  data.keys.filter((_, index) => data.uses[index].length === 0);
