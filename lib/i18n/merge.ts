type Tree = { [key: string]: string | Tree };

/** Deep-merges message trees; later trees win key by key, so a missing key keeps the earlier (English) text. */
export function mergeMessages<T extends object>(base: T, ...overlays: object[]): T {
  const out = structuredClone(base) as unknown as Tree;
  for (const overlay of overlays) mergeInto(out, overlay as Tree);
  return out as unknown as T;
}

function mergeInto(target: Tree, source: Tree) {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === "string") {
      if (value !== "") target[key] = value;
    } else if (value && typeof value === "object") {
      const current = target[key];
      const next: Tree = current && typeof current === "object" ? current : {};
      mergeInto(next, value);
      target[key] = next;
    }
  }
}
