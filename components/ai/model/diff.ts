/** What an edit form changed, so a PATCH carries only those fields (the rest stays as the server has it). */
export function changedFields<T extends Record<string, unknown>>(before: Partial<T>, after: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (!sameValue(before[key], after[key])) changes[key] = after[key];
  }
  return changes;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  // An absent text and an empty one are the same to the user.
  if ((a === undefined || a === "") && (b === undefined || b === "")) return true;
  return Object.is(a, b);
}
