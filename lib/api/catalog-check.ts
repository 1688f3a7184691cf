import type { OperationSchemas } from "@/lib/portal/operation";

/**
 * Checks a payload against the catalog's input schema of an operation before it is sent. The UI schemas are
 * stricter, so this only catches a drift between the two; returns the fields that failed (none: fine to send).
 * Callers pass the operation's schemas from its area's piece (`aiOperations["ai.keys.create"]` from
 * `lib/portal/operations/ai`), so a page ships that area's schemas rather than the whole catalog's.
 */
export function catalogInvalidFields(
  op: Pick<OperationSchemas, "params" | "body">,
  payload: Record<string, unknown>,
): string[] {
  // The flat input, as `inputSchema` of the catalog builds it: path parameters and body fields in one strict object.
  const schema = op.body ? op.params.extend(op.body.shape) : op.params;
  const result = schema.safeParse(payload);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")))];
}

/**
 * Marks on the form each field of `payload` the catalog refuses, with `message`, and says whether there was one: the
 * submit stops there and the user's input stays. `fieldOf` names the form field a payload field comes from where the
 * two differ.
 */
export function refusedByCatalog<Field extends string>(
  op: Pick<OperationSchemas, "params" | "body">,
  payload: Record<string, unknown>,
  setError: (field: Field, error: { message: string }) => void,
  message: string,
  fieldOf: (field: string) => Field = (field) => field as Field,
): boolean {
  const invalid = catalogInvalidFields(op, payload);
  invalid.forEach((field) => setError(fieldOf(field), { message }));
  return invalid.length > 0;
}
