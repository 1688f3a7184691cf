import "server-only";
import { inputSchema, operations, type OperationId, type OperationInput } from "@/lib/portal/operations";
import { invalidInput } from "./errors";
import { issuesFromZod } from "./issues";
import { failureToError, readSuccess, sendOperation } from "./portal-proxy";
import type { RouteContext } from "./route";
import type { Session } from "./sessions";

/**
 * One portal read the BFF makes itself (a route that gathers several answers): the input checked by the catalog's
 * schema, the answer checked by its output schema, and a failure thrown as the proxy throws it (a 401 ends the
 * session, a 403 is remembered), so that gathered reads behave like the browser's own.
 */
export async function readOperation<Id extends OperationId>(
  ctx: RouteContext<Session>,
  id: Id,
  input: OperationInput<Id>,
  signal?: AbortSignal | null,
): Promise<unknown> {
  const op = operations[id];
  const parsed = inputSchema(op).safeParse(input);
  if (!parsed.success) throw invalidInput(issuesFromZod(parsed.error));
  const answer = await sendOperation(ctx, op, parsed.data as Record<string, unknown>, signal);
  if (answer.status >= 200 && answer.status < 300) return readSuccess(ctx, op, answer);
  return failureToError(ctx, op, answer);
}
