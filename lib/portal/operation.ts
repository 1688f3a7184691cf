import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** The areas of the portal spec; one schemas file and one console area each. */
export type PortalArea =
  | "ai"
  | "backups"
  | "context"
  | "dashboards"
  | "objaccess"
  | "clustermgr"
  | "i18n"
  | "notifications"
  | "iaas"
  | "profiles"
  | "property"
  | "quotas"
  | "users"
  | "objstore"
  | "tasks"
  | "themes";

/**
 * One operation of the Portal Management API, as data.
 * `params` holds the path parameters (all strings); `body` the JSON body fields (for GET operations that take a
 * body, too). The browser-facing input of an operation is both merged into one flat object: no spec operation uses
 * a name as both path parameter and body field.
 */
export interface OperationDef<
  P extends z.ZodObject = z.ZodObject,
  B extends z.ZodObject | null = z.ZodObject | null,
  O extends z.ZodType = z.ZodType,
> {
  id: string;
  area: PortalArea;
  method: HttpMethod;
  /** Path template exactly as the spec writes it, e.g. `/ai/keys/{key_id}`. */
  path: string;
  /** Permission exactly as the spec writes it, typos included. */
  permission: string;
  params: P;
  body: B;
  /** Lenient output schema: unknown fields pass through. `null` where the spec describes no body. */
  output: O | null;
  /** One line from the spec, for tooltips and docs. */
  summary: string;
}

export const defineOperation = <P extends z.ZodObject, B extends z.ZodObject | null, O extends z.ZodType>(
  op: OperationDef<P, B, O>,
) => op;
