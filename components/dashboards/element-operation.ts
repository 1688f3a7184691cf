/**
 * The operation a dashboard element names (`operation: "iaas.servers.list"`), checked against the console's catalog:
 * only reads are called, since showing a dashboard must never change anything.
 */
import { operationIds, operationRoute } from "@/lib/portal/routes";
import type { OperationId } from "@/lib/portal/operations";
import { isRecord } from "./element-data";

const KNOWN = new Set<string>(operationIds);

export type ElementOperation =
  | { kind: "read"; id: OperationId }
  | { kind: "write"; id: string }
  | { kind: "unknown"; id: string }
  | { kind: "none" };

export function elementOperation(element: unknown): ElementOperation {
  const raw = isRecord(element) ? element.operation : undefined;
  const id = typeof raw === "string" ? raw.trim() : "";
  if (!id) return { kind: "none" };
  if (!KNOWN.has(id)) return { kind: "unknown", id };
  return operationRoute(id as OperationId).method === "GET"
    ? { kind: "read", id: id as OperationId }
    : { kind: "write", id };
}

/** The path parameters of an operation (`{ai_project_id}` → `ai_project_id`), in path order. */
export function operationParams(id: OperationId): string[] {
  return [...operationRoute(id).path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

/** The path parameters every element of a list (and their nested elements) needs, without repeats. */
export function paramsOfElements(elements: readonly unknown[], depth = 0): string[] {
  const names = new Set<string>();
  for (const element of elements) {
    const operation = elementOperation(element);
    if (operation.kind === "read") operationParams(operation.id).forEach((name) => names.add(name));
    if (depth < 4 && isRecord(element) && Array.isArray(element.elements)) {
      paramsOfElements(element.elements, depth + 1).forEach((name) => names.add(name));
    }
  }
  return [...names];
}
