/**
 * Which message namespaces travel to the browser. Every page's HTML carries the messages its client components
 * may use; sending all of them (≈ 124 kB of English) with every page cost a slow phone a second of download and
 * parsing for strings it never shows. So the frame's provider sends the shared namespaces and each area's layout
 * adds its own. `client-namespaces.test.ts` reads the import graph to prove that no client component asks for a
 * namespace its route does not send.
 */

/** Used by the frame (shell), the shared controls (common) and every error view (errors). */
export const SHARED_NAMESPACES = ["common", "errors", "shell"] as const;

/** What each area's client components use beyond the shared namespaces (storage shows infrastructure's pickers). */
export const AREA_NAMESPACES = {
  access: ["access"],
  ai: ["ai"],
  backups: ["backups"],
  clusters: ["clusters"],
  dashboards: ["dashboards"],
  home: ["home"],
  infrastructure: ["infrastructure"],
  login: ["login"],
  playground: ["playground"],
  quotas: ["quotas"],
  settings: ["settings"],
  storage: ["storage", "infrastructure"],
  tasks: ["tasks"],
  translations: ["translations"],
} as const satisfies Record<string, readonly string[]>;

export type Area = keyof typeof AREA_NAMESPACES;

/** What translate mode's panel (components/translations/in-context/) adds on every page while it is on. */
export const TRANSLATE_MODE_NAMESPACES = ["translations"] as const;

/** The shared namespaces plus the given ones, taken from the full (merged) messages; absent ones are skipped. */
export function pickNamespaces(
  messages: Record<string, unknown>,
  namespaces: readonly string[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const namespace of [...SHARED_NAMESPACES, ...namespaces]) {
    if (namespace in messages) picked[namespace] = messages[namespace];
  }
  return picked;
}
