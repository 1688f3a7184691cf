/**
 * What the portal said about a refused request. The BFF maps a 4xx to an error code; the portal's own sentence
 * ("the default worker group worker-default does not exist in this cluster") travels in `upstream.message` and is
 * what users need to see, next to the code's translated text.
 */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "@/lib/api/error";

const Upstream = z.looseObject({ message: z.string().optional().catch(undefined) });

export function portalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const text = Upstream.safeParse(error.upstream).data?.message;
  return text && text.trim() !== "" ? text.trim() : undefined;
}

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
