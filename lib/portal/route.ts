/**
 * The zod-free half of a catalog operation: how it is called and what it changes. Route tables ship to the browser
 * (every page calls the BFF through them), so nothing here may import zod or a schema.
 */

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

export interface OperationRoute {
  area: PortalArea;
  method: HttpMethod;
  /** Path template exactly as the spec writes it, e.g. `/ai/keys/{key_id}`. */
  path: string;
  /** Permission exactly as the spec writes it, typos included. */
  permission: string;
  /** Present when the operation has body fields (sent as JSON, or for GET as query parameters). */
  hasBody?: true;
  /** For a write: the read operations whose cached answers it makes stale (the browser refetches them). */
  invalidates?: readonly string[];
}

/** One area's routes, keyed by operation id. */
export type RouteTable = Record<string, OperationRoute>;
