/**
 * Message trees and flat token maps: the portal keeps tokens flat (`shell.nav.backups`), the console's messages
 * are nested (`{shell: {nav: {backups}}}`). Shared by the live overlay (server) and the editor's export/import.
 */

export type MessageTree = { [key: string]: string | MessageTree };

/** Path segments that would reach an object's prototype; a token key holding one is never nested. */
const UNSAFE_SEGMENTS = new Set(["__proto__", "prototype", "constructor"]);

/** Leaves of a nested message object as dotted keys; non-string leaves (numbers, arrays) are skipped. */
export function flattenMessages(tree: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === "string") {
    if (prefix) out[prefix] = tree;
  } else if (tree && typeof tree === "object" && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flattenMessages(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/**
 * Nests dotted keys. When a key is both a leaf and a prefix of others (`a.b` and `a.b.c`), the longer key stays
 * dotted inside the deepest object both share (`{a: {b: "…", "b.c": "…"}}`), so that no value is lost and
 * `flattenMessages` gives the same keys back. Keys with an unsafe segment are skipped.
 */
export function unflattenMessages(flat: Readonly<Record<string, string>>): MessageTree {
  const root: MessageTree = {};
  // Shorter keys first, so a leaf is placed before the keys that would need it to be an object.
  const keys = Object.keys(flat).sort((a, b) => a.split(".").length - b.split(".").length || (a < b ? -1 : 1));
  for (const key of keys) {
    const parts = key.split(".");
    if (parts.some((part) => part === "" || UNSAFE_SEGMENTS.has(part))) continue;
    let node = root;
    let index = 0;
    for (; index < parts.length - 1; index++) {
      const next = node[parts[index]];
      if (next === undefined) node[parts[index]] = {};
      else if (typeof next === "string") break;
      node = node[parts[index]] as MessageTree;
    }
    node[parts.slice(index).join(".")] = flat[key];
  }
  return root;
}

/** Whether a dotted key is a string leaf of the tree (own properties only). */
export function leafAt(tree: unknown, dotted: string): string | undefined {
  let node: unknown = tree;
  for (const part of dotted.split(".")) {
    if (!node || typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}
