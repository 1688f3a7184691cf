/**
 * The operation catalog: every operation of the Portal Management API (142), as data.
 *
 * One table drives the BFF allow-list and validation, the typed browser client, the sandbox routing and the
 * permission-named errors (see docs/architecture.md). Each operation has two halves under one id: its route
 * (`lib/portal/routes/<area>.ts`, zod-free, imported by the browser) and its schemas
 * (`lib/portal/operations/<area>.ts`). This module joins them and adds routing helpers:
 * - `matchOperation(method, pathname)`: request path → operation + decoded path parameters (literal segments
 *   win over `{param}` segments, unsafe segments are rejected);
 * - `buildPath(op, params)`: operation + parameters → upstream path (each parameter percent-encoded);
 * - `inputSchema(op)`: the flat browser-facing input schema (path params merged with body fields).
 */
import type { z } from "zod";
import type { HttpMethod, OperationDef, OperationSchemas } from "./operation";
import { aiOperations } from "./operations/ai";
import { backupOperations } from "./operations/backups";
import { clustermgrOperations } from "./operations/clustermgr";
import { clustermgrProjectOperations } from "./operations/clustermgrProjects";
import { i18nOperations } from "./operations/i18n";
import { iaasOperations } from "./operations/iaas";
import { miscOperations } from "./operations/misc";
import { objstoreOperations } from "./operations/objstore";
import { profileOperations } from "./operations/profiles";
import { quotaOperations } from "./operations/quotas";
import { taskOperations } from "./operations/tasks";
import { isOperationId, operationIds, portalRoutes, type OperationId } from "./routes";
import { isSafeSegment } from "./schemas/fields";

export { isOperationId, type OperationId };

/** The schema pieces, one per file; exported so a test can check no id is defined twice across pieces. */
export const operationPieces = [
  aiOperations,
  backupOperations,
  miscOperations,
  clustermgrOperations,
  clustermgrProjectOperations,
  i18nOperations,
  iaasOperations,
  profileOperations,
  quotaOperations,
  objstoreOperations,
  taskOperations,
] as const;

/** The schemas of every operation, by id. */
export const operationSchemas = {
  ...aiOperations,
  ...backupOperations,
  ...miscOperations,
  ...clustermgrOperations,
  ...clustermgrProjectOperations,
  ...i18nOperations,
  ...iaasOperations,
  ...profileOperations,
  ...quotaOperations,
  ...objstoreOperations,
  ...taskOperations,
};

type Routes = typeof portalRoutes;
/** Indexing the schemas by every route id: a route without schemas does not compile. */
type Ops = { [Id in OperationId]: Routes[Id] & (typeof operationSchemas)[Id] & { id: Id } };

/** The full catalog: route and schemas of each operation joined under its id, in route order. */
export const operations = Object.fromEntries(
  operationIds.map((id) => [id, { id, ...portalRoutes[id], ...(operationSchemas[id] as OperationSchemas) }]),
) as unknown as Ops;

/** All operations, in catalog order. */
export const operationList: OperationDef[] = Object.values(operations) as OperationDef[];

// ---------------------------------------------------------------------------------------------------------------
// Types for a typed client
// ---------------------------------------------------------------------------------------------------------------

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** Drops the `[key: string]: never` index signature that zod's strict objects add to their input type. */
type KnownKeys<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** The flat browser-facing input of an operation: path parameters and body fields in one object. */
export type OperationInput<Id extends OperationId> = Id extends OperationId
  ? Simplify<
      KnownKeys<z.input<Ops[Id]["params"]>> &
        (Ops[Id]["body"] extends z.ZodObject ? KnownKeys<z.input<Ops[Id]["body"]>> : Record<never, never>)
    >
  : never;

/**
 * The input as the catalog's schema yields it (defaults and transforms applied): what the core of the sandbox hands
 * its handlers after validating a request.
 */
export type OperationParsedInput<Id extends OperationId> = Id extends OperationId
  ? Simplify<
      KnownKeys<z.output<Ops[Id]["params"]>> &
        (Ops[Id]["body"] extends z.ZodObject ? KnownKeys<z.output<Ops[Id]["body"]>> : Record<never, never>)
    >
  : never;

/**
 * The parsed output of an operation; `void` where the spec describes no body (`output: null`, which leaves the
 * schema type parameter at its bare `z.ZodType` constraint).
 */
export type OperationOutput<Id extends OperationId> = Id extends OperationId
  ? z.ZodType extends NonNullable<Ops[Id]["output"]>
    ? void
    : z.output<NonNullable<Ops[Id]["output"]>>
  : never;

// ---------------------------------------------------------------------------------------------------------------
// Input schema (params merged with body), cached per operation
// ---------------------------------------------------------------------------------------------------------------

const inputSchemas = new WeakMap<OperationDef, z.ZodObject>();

/**
 * The flat input schema of an operation: its path parameters and body fields in one strict object (unknown keys
 * are rejected). No operation uses a name both as path parameter and body field, so nothing is shadowed.
 */
export function inputSchema(op: OperationDef): z.ZodObject {
  let schema = inputSchemas.get(op);
  if (!schema) {
    schema = op.body ? op.params.extend(op.body.shape) : op.params;
    inputSchemas.set(op, schema);
  }
  return schema;
}

// ---------------------------------------------------------------------------------------------------------------
// Routing: a segment trie per method, built once at module load
// ---------------------------------------------------------------------------------------------------------------

interface RouteNode {
  literals: Map<string, RouteNode>;
  param: RouteNode | null;
  /** The operation whose template ends here, with its parameter names in path order. */
  leaf: { op: OperationDef; paramNames: string[] } | null;
}

const newNode = (): RouteNode => ({ literals: new Map(), param: null, leaf: null });
const PARAM_SEGMENT = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

function buildRoutes(list: readonly OperationDef[]): Map<string, RouteNode> {
  const roots = new Map<string, RouteNode>();
  for (const op of list) {
    let node = roots.get(op.method);
    if (!node) roots.set(op.method, (node = newNode()));
    const paramNames: string[] = [];
    for (const segment of op.path.split("/").slice(1)) {
      const param = PARAM_SEGMENT.exec(segment);
      if (param) {
        paramNames.push(param[1]);
        node = node.param ??= newNode();
      } else {
        let next = node.literals.get(segment);
        if (!next) node.literals.set(segment, (next = newNode()));
        node = next;
      }
    }
    if (node.leaf)
      throw new Error(`Operations ${node.leaf.op.id} and ${op.id} share the route ${op.method} ${op.path}`);
    node.leaf = { op, paramNames };
  }
  return roots;
}

const routes = buildRoutes(operationList);

/** Literal children first, then the parameter child; backtracks so a dead-end literal does not hide a param route. */
function walk(node: RouteNode, segments: string[], index: number, values: string[]): RouteNode["leaf"] {
  if (index === segments.length) return node.leaf;
  const literal = node.literals.get(segments[index]);
  if (literal) {
    const found = walk(literal, segments, index + 1, values);
    if (found) return found;
  }
  if (node.param) {
    values.push(segments[index]);
    const found = walk(node.param, segments, index + 1, values);
    if (found) return found;
    values.pop();
  }
  return null;
}

/**
 * Finds the operation for a request. `pathname` is the raw (still percent-encoded) path, e.g.
 * `/ai/keys/k%201`; each segment is decoded on its own. Returns null for an unknown route, a malformed escape,
 * or any segment that is empty or, once decoded, ".", "..", or contains "/", "\" or a control character.
 */
export function matchOperation(
  method: string,
  pathname: string,
): { op: OperationDef; params: Record<string, string> } | null {
  const root = routes.get(method.toUpperCase() as HttpMethod);
  if (!root) return null;
  const raw = pathname.startsWith("/") ? pathname.slice(1) : pathname;
  const segments: string[] = [];
  for (const encoded of raw.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(encoded);
    } catch {
      return null;
    }
    if (!isSafeSegment(decoded)) return null;
    segments.push(decoded);
  }
  const values: string[] = [];
  const leaf = walk(root, segments, 0, values);
  if (!leaf) return null;
  const params: Record<string, string> = {};
  leaf.paramNames.forEach((name, i) => {
    params[name] = values[i];
  });
  return { op: leaf.op, params };
}

/**
 * Fills an operation's path template, percent-encoding each parameter. Throws when a parameter is missing or is
 * not a safe single segment (empty, ".", "..", "/", "\" or control characters): such a value could change the
 * upstream path, so it never reaches the URL.
 */
export function buildPath(op: OperationDef, params: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    if (typeof value !== "string" || !isSafeSegment(value)) {
      throw new Error(`Operation ${op.id}: path parameter "${name}" is missing or not a single path segment`);
    }
    return encodeURIComponent(value);
  });
}
