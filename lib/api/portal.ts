import type { OperationId, OperationInput, OperationOutput } from "@/lib/portal/operations";
import { bff } from "./http";
import { operationRoute } from "@/lib/portal/routes";

/**
 * Calls one portal operation through the BFF: `portal("ai.keys.list", {ai_project_id})`.
 * Path parameters fill the template; for GET the other inputs travel as query parameters (the BFF turns them into
 * the body the portal expects), for other methods as the JSON body.
 */
export function portal<Id extends OperationId>(
  id: Id,
  input: OperationInput<Id>,
  init: { signal?: AbortSignal } = {},
): Promise<OperationOutput<Id>> {
  const op = operationRoute(id);
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ""));
  });
  const url = `/api/portal${path}`;
  if (op.method === "GET") {
    const query = toQuery(rest);
    return bff(op.method, query ? `${url}?${query}` : url, undefined, init);
  }
  return bff(op.method, url, op.hasBody ? rest : undefined, init);
}

function toQuery(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) value.forEach((item) => query.append(key, String(item)));
    else query.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return query.toString();
}
