"use client";

import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "@/lib/api/error";
import { inputSchema, operations, type OperationId } from "@/lib/portal/operations";

const UpstreamField = z.looseObject({
  body: z.looseObject({ error: z.looseObject({ field: z.string().optional() }).optional() }).optional(),
});

/**
 * The form field a refused save is about: the BFF's own field issues first, then a `field` the portal named in its
 * error body, then the field the portal's message names first ("quota profile qp-x not found" → quota_profile).
 * The last step reads prose, so it only ever picks among the form's own fields.
 */
export function fieldsOfError(error: unknown, fields: readonly string[]): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const known = (path: string) => fields.find((field) => path === field || path.startsWith(`${field}.`));
  const fromIssues = error.issues.flatMap((issue) => {
    const field = known(issue.path);
    return field ? [{ field, message: issue.message }] : [];
  });
  if (fromIssues.length > 0) return fromIssues;
  const named = UpstreamField.safeParse(error.upstream).data?.body?.error?.field;
  if (named && known(named)) return [{ field: named, message: error.message }];
  if (error.status !== 400 && error.status !== 404 && error.status !== 409) return [];
  const text = error.message.toLowerCase();
  const mentioned = fields
    .map((field) => ({ field, at: Math.min(...[field, field.replace(/_/g, " ")].map((w) => indexOfWord(text, w))) }))
    .filter((hit) => Number.isFinite(hit.at))
    .sort((a, b) => a.at - b.at);
  return mentioned.length > 0 ? [{ field: mentioned[0].field, message: error.message }] : [];
}

function indexOfWord(text: string, word: string): number {
  const match = new RegExp(`(^|[^a-z_])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^a-z_])`).exec(text);
  return match ? match.index : Number.POSITIVE_INFINITY;
}

/** Puts the field issues of a refused save under their fields; false when none could be placed. */
export function applyFieldIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  const placed = fieldsOfError(error, fields);
  placed.forEach(({ field, message }) => setError(field as Path<T>, { type: "server", message }));
  return placed.length > 0;
}

/**
 * Checks a payload against the catalog's input schema before it is sent. The UI schemas are stricter, so this only
 * catches a drift between the two; returns the fields that failed (none: fine to send).
 */
export function catalogInvalidFields(id: OperationId, payload: Record<string, unknown>): string[] {
  const result = inputSchema(operations[id]).safeParse(payload);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")))];
}

/** Random key material made in the browser, for "generate" buttons (never sent anywhere but the portal). */
export function randomKey(length: number, alphabet: string): string {
  const bytes = new Uint32Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (n) => alphabet[n % alphabet.length]).join("");
}

export const ACCESS_KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const SECRET_KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
