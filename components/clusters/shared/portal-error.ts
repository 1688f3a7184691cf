/**
 * Field errors of the cluster forms. The portal's own sentence about a refusal ("cluster_version: …") travels in
 * `upstream.message` (see `portalMessage`); a sentence that starts with a wire field name belongs under that field.
 */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/error";
import { portalMessage } from "@/lib/api/portal-message";

/**
 * Puts a refused save's errors under the form's fields: the BFF's issues (wire field names), else a portal message
 * that starts with a wire field name ("cluster_version: …"). `fields` maps wire names to form names.
 * Returns false when nothing could be placed, so the caller shows the error as a whole.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, Path<T>>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const issue of error.issues) {
    const field = fields[issue.path.split(".")[0]];
    if (!field) continue;
    setError(field, { type: "server", message: issue.message });
    placed = true;
  }
  if (placed) return true;
  const said = portalMessage(error);
  const match = said ? /^([a-z_]+):\s*(.+)$/s.exec(said) : null;
  const field = match ? fields[match[1]] : undefined;
  if (!match || !field) return false;
  setError(field, { type: "server", message: match[2] });
  return true;
}
