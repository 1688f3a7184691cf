import type { z } from "zod";
import type { OperationRoute } from "./route";

export type { HttpMethod, PortalArea } from "./route";

/**
 * The schemas half of a catalog operation, keyed by the same id as its route (`lib/portal/routes/<area>.ts`).
 * `params` holds the path parameters (all strings); `body` the JSON body fields (for GET operations that take a
 * body, too). The browser-facing input of an operation is both merged into one flat object: no spec operation uses
 * a name as both path parameter and body field.
 */
export interface OperationSchemas<
  P extends z.ZodObject = z.ZodObject,
  B extends z.ZodObject | null = z.ZodObject | null,
  O extends z.ZodType = z.ZodType,
> {
  params: P;
  body: B;
  /** Lenient output schema: unknown fields pass through. `null` where the spec describes no body. */
  output: O | null;
  /** One line from the spec, for tooltips and docs. */
  summary: string;
}

/** One operation of the Portal Management API, as data: its route and its schemas joined under its id. */
export type OperationDef = OperationRoute & OperationSchemas & { id: string };

export const defineSchemas = <P extends z.ZodObject, B extends z.ZodObject | null, O extends z.ZodType>(
  schemas: OperationSchemas<P, B, O>,
) => schemas;
