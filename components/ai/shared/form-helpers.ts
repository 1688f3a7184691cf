"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/error";
import { inputSchema, operations, type OperationId } from "@/lib/portal/operations";
import type { LimitMessages } from "../model/limits";

/** The translated messages of the limit-line schemas. */
export function useLimitMessages(): LimitMessages {
  const t = useTranslations("ai.limits.errors");
  return useMemo(
    () => ({
      required: t("required"),
      atLeastZero: t("atLeastZero"),
      atLeastOne: t("atLeastOne"),
      wholeNumber: t("wholeNumber"),
      oneOfTokensOrRequests: t("oneOfTokensOrRequests"),
    }),
    [t],
  );
}

/**
 * Puts the field issues of a refused save under their fields. `rename` maps a wire field (`budgets`) to the form's
 * (`lines`); returns false when nothing could be placed, so the caller shows the error as a whole.
 */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError) || error.issues.length === 0) return false;
  let placed = false;
  for (const issue of error.issues) {
    const [head, ...rest] = issue.path.split(".");
    const mapped = [rename[head] ?? head, ...rest].join(".");
    if (!fields.some((field) => mapped === field || mapped.startsWith(`${field}.`))) continue;
    setError(mapped as Path<T>, { type: "server", message: issue.message });
    placed = true;
  }
  return placed;
}

/**
 * Checks a payload against the catalog's input schema of the operation before it is sent: the UI schema is
 * stricter, so this only catches a drift between the two. Returns the fields that failed (none: fine to send).
 */
export function catalogInvalidFields(id: OperationId, payload: Record<string, unknown>): string[] {
  const result = inputSchema(operations[id]).safeParse(payload);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")))];
}
