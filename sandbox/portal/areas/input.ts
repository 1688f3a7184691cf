/**
 * Typed access to a handler's input. The core has already checked it against the catalog's schema; handlers
 * parse again with the few fields they use so their code is typed, and any disagreement is a 400 naming the
 * field rather than a crash.
 */
import { z } from "zod";
import { badRequest } from "../area";

export function readInput<T extends z.ZodRawShape>(input: Record<string, unknown>, shape: T): z.output<z.ZodObject<T>> {
  const result = z.looseObject(shape).safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join(".") || "body";
  throw badRequest(`${field}: ${issue.message}`, field);
}
