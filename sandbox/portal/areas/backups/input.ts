/** Reading a handler's input: the core has validated it against the catalog; this types it and guards the rest. */
import type { z } from "zod";
import { badRequest } from "../../area";

export function parseInput<T extends z.ZodType>(schema: T, input: Record<string, unknown>): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join(".") || undefined;
  throw badRequest(field ? `${field}: ${issue.message}` : issue.message, field);
}
