"use client";

import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/error";
import { inputSchema, operations, type OperationId } from "@/lib/portal/operations";

/** Puts a refused save's field issues under their fields; false when none could be placed. */
export function applyFieldIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError) || error.issues.length === 0) return false;
  let placed = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => issue.path === name || issue.path.startsWith(`${name}.`));
    if (!field) continue;
    setError(field, { type: "server", message: issue.message });
    placed = true;
  }
  return placed;
}

/** Fields of a payload the catalog's input schema refuses (the UI schema should have caught them first). */
export function catalogInvalidFields(id: OperationId, payload: Record<string, unknown>): string[] {
  const result = inputSchema(operations[id]).safeParse(payload);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")))];
}
