import type { z } from "zod";
import type { FieldIssue } from "./errors";

/** `["messages", 0, "role"]` → `messages[0].role`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === "number") return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, "");
}

/** One issue per field (the first one zod reports for it), in the order zod found them. */
export function issuesFromZod(error: z.ZodError): FieldIssue[] {
  const seen = new Map<string, FieldIssue>();
  for (const issue of error.issues) {
    const path = formatIssuePath(issue.path);
    if (!seen.has(path)) seen.set(path, { path, message: issue.message });
  }
  return [...seen.values()];
}
