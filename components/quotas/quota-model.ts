/**
 * Quota lines as the lines tab (the page's first paint) acts on them. Kept free
 * of zod for the first-load budget; the zod readers of the other tabs are in quota-records.ts.
 */
import type { QuotaLine } from "@/lib/portal/schemas/profiles";

/** A quota line the console can act on: it names its resource and quota. */
export type QuotaLineRow = QuotaLine & { resource_id: string; quota: string };

export const lineKey = (line: { resource_id: string; quota: string }) => `${line.resource_id}/${line.quota}`;

export const hasLineIdentity = (line: QuotaLine): line is QuotaLineRow =>
  typeof line.resource_id === "string" &&
  line.resource_id !== "" &&
  typeof line.quota === "string" &&
  line.quota !== "";

/** Distinct clients of the lines, for suggestions (id with the client's name). */
export function clientChoicesOf(lines: readonly QuotaLine[]) {
  const seen = new Map<string, string>();
  for (const l of lines) if (l.client_id && !seen.has(l.client_id)) seen.set(l.client_id, l.client ?? l.client_id);
  return [...seen.entries()].map(([value, label]) => ({ value, label }));
}

export function resourceChoicesOf(lines: readonly QuotaLine[]) {
  const seen = new Map<string, string>();
  for (const l of lines)
    if (l.resource_id && !seen.has(l.resource_id)) seen.set(l.resource_id, l.resource ?? l.resource_id);
  return [...seen.entries()].map(([value, label]) => ({ value, label }));
}
