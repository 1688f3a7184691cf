import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { guard } from "@/lib/guards";
import { ApiError } from "./error";

/** A message that belongs under one field of a form. */
export interface FieldIssue {
  field: string;
  message: string;
}

export interface FieldIssueOptions {
  /** Maps a wire field (`budgets`) to the form's (`lines`). */
  rename?: Readonly<Record<string, string>>;
  /**
   * "field" puts the message on the form field the issue falls under; "path" on its exact path below that field
   * (`lines.0.max_limit`), for forms that show an error per row of a list.
   */
  at?: "field" | "path";
}

/** The BFF's field issues of a refused save that fall under the form's fields. */
export function fieldIssues(
  error: unknown,
  fields: readonly string[],
  { rename = {}, at = "field" }: FieldIssueOptions = {},
): FieldIssue[] {
  if (!(error instanceof ApiError)) return [];
  return error.issues.flatMap((issue) => {
    const [head, ...rest] = issue.path.split(".");
    const path = [rename[head] ?? head, ...rest].join(".");
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (!field) return [];
    return [{ field: at === "path" ? path : field, message: issue.message }];
  });
}

const UpstreamField = guard.objectOf({
  body: guard.optional(
    guard.objectOf({ error: guard.optional(guard.objectOf({ field: guard.optional(guard.string) })) }),
  ),
});

/**
 * The form field a refused save is about: the BFF's own field issues first, then a `field` the portal named in its
 * error body, then the field the portal's message names first ("quota profile qp-x not found" → quota_profile).
 * The last step reads prose, so it only ever picks among the form's own fields.
 */
export function fieldsOfError(error: unknown, fields: readonly string[]): FieldIssue[] {
  if (!(error instanceof ApiError)) return [];
  const fromIssues = fieldIssues(error, fields);
  if (fromIssues.length > 0) return fromIssues;
  const known = (path: string) => fields.some((field) => path === field || path.startsWith(`${field}.`));
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

/** Shows each issue under its field as a server error; false when there was none, so the caller shows the error whole. */
export function setFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: readonly FieldIssue[],
): boolean {
  issues.forEach(({ field, message }) => setError(field as Path<T>, { type: "server", message }));
  return issues.length > 0;
}

/** Puts a refused save's errors under the form's fields (see `fieldsOfError`); false when none could be placed. */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  return setFieldErrors(setError, fieldsOfError(error, fields));
}
