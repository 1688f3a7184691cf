/**
 * The catalog's route table: every operation of the Portal Management API (142) by id, with its method, path
 * template, permission, whether it has a body and, for a write, the reads it makes stale. Zod-free, so the browser
 * imports it directly; the schemas of the same ids are in `lib/portal/operations/<area>.ts` and
 * `lib/portal/operations.ts` joins both halves into the full catalog for the BFF and the sandbox.
 */
import type { OperationRoute } from "./route";
import { aiRoutes } from "./routes/ai";
import { backupRoutes } from "./routes/backups";
import { clustermgrRoutes } from "./routes/clustermgr";
import { clustermgrProjectRoutes } from "./routes/clustermgrProjects";
import { i18nRoutes } from "./routes/i18n";
import { iaasRoutes } from "./routes/iaas";
import { miscRoutes } from "./routes/misc";
import { objstoreRoutes } from "./routes/objstore";
import { profileRoutes } from "./routes/profiles";
import { quotaRoutes } from "./routes/quotas";
import { taskRoutes } from "./routes/tasks";

/** The route pieces, one per file; exported so a test can check no id is defined twice across pieces. */
export const routePieces = [
  aiRoutes,
  backupRoutes,
  miscRoutes,
  clustermgrRoutes,
  clustermgrProjectRoutes,
  i18nRoutes,
  iaasRoutes,
  profileRoutes,
  quotaRoutes,
  objstoreRoutes,
  taskRoutes,
] as const;

export const portalRoutes = {
  ...aiRoutes,
  ...backupRoutes,
  ...miscRoutes,
  ...clustermgrRoutes,
  ...clustermgrProjectRoutes,
  ...i18nRoutes,
  ...iaasRoutes,
  ...profileRoutes,
  ...quotaRoutes,
  ...objstoreRoutes,
  ...taskRoutes,
};

export type OperationId = keyof typeof portalRoutes;

/** Every name a route lists under `invalidates`: the compiler rejects one that is not an operation id. */
type InvalidationTarget = {
  [Id in OperationId]: (typeof portalRoutes)[Id] extends { invalidates: readonly (infer T)[] } ? T : never;
}[OperationId];
type MustBeNever<T extends never> = T;
export type UnknownInvalidationTarget = MustBeNever<Exclude<InvalidationTarget, OperationId>>;

/** Every operation id, in catalog order. */
export const operationIds = Object.keys(portalRoutes) as OperationId[];

/** True when `id` names an operation of the catalog (own keys only: "toString" is not an operation). */
export function isOperationId(id: string): id is OperationId {
  return Object.prototype.hasOwnProperty.call(portalRoutes, id);
}

/** The route of a catalog operation. */
export function operationRoute(id: OperationId): OperationRoute {
  // Typed ids cannot miss; an id from data (a dashboard element, a URL) is checked with `isOperationId` first.
  if (!isOperationId(id)) throw new Error(`Unknown operation ${id}`);
  return portalRoutes[id];
}

/** The reads a write makes stale, as the catalog lists them (none for a read). */
export const invalidatedBy = (id: OperationId): readonly OperationId[] =>
  (operationRoute(id).invalidates ?? []) as readonly OperationId[];
