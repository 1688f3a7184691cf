/** The key-prefix (namespace) tree beside the table: every prefix of a token key, with how many tokens it holds. */

export interface PrefixNode {
  /** The full prefix (`shell.nav`). */
  id: string;
  /** The last segment (`nav`). */
  segment: string;
  total: number;
  untranslated: number;
  children: PrefixNode[];
}

/** Prefixes only: the tokens themselves are the table's rows, not tree leaves. */
export function buildPrefixTree(rows: readonly { key: string; translated: boolean }[]): PrefixNode[] {
  const root: PrefixNode = { id: "", segment: "", total: 0, untranslated: 0, children: [] };
  const index = new Map<string, PrefixNode>();
  for (const row of rows) {
    const parts = row.key.split(".");
    let node = root;
    let id = "";
    for (let depth = 0; depth < parts.length - 1; depth++) {
      id = depth === 0 ? parts[0] : `${id}.${parts[depth]}`;
      let child = index.get(id);
      if (!child) {
        child = { id, segment: parts[depth], total: 0, untranslated: 0, children: [] };
        index.set(id, child);
        node.children.push(child);
      }
      child.total += 1;
      if (!row.translated) child.untranslated += 1;
      node = child;
    }
  }
  const sort = (nodes: PrefixNode[]) => {
    nodes.sort((a, b) => (a.segment < b.segment ? -1 : a.segment > b.segment ? 1 : 0));
    nodes.forEach((n) => sort(n.children));
  };
  sort(root.children);
  return root.children;
}

/** `shell.nav.backups` → [`shell`, `shell.nav`]: the nodes to open so that a prefix is visible. */
export function ancestorsOf(prefix: string): string[] {
  const parts = prefix.split(".");
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join("."));
}
