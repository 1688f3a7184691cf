"use client";

/**
 * What the current access token may do, per catalog operation, for disabling buttons before the user tries.
 *
 * `useDenied("ai.key.delete")` → `{permission: "ai_key-delete"}` when the token is known to lack it, else undefined
 * (allowed, or not known: the button stays enabled and a refusal then explains itself). The ops a page asks about
 * in one render are batched into one `GET /api/session/permissions?ops=a,b` (the BFF answers from recorded denials
 * and safe probes); answers are cached per session and region for the session's life. Any call refused with
 * `permission_denied` (a read or a write) adds its permission to the cache at once (`usePermissionSync`).
 *
 * The session itself carries every permission refused so far (`denied`, surveyed by the server before the page
 * rendered): `useDeniedPermissions` reads it, for the navigation and for reads that need not be asked at all.
 */
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { guard } from "@/lib/guards";
import type { OperationId } from "@/lib/portal/operations";
import { ApiError } from "./error";
import { bff } from "./http";
import { operationIds, operationRoute } from "@/lib/portal/routes";
import { sessionKey, useSession, type SessionInfo } from "./session";

export interface PermissionDenial {
  permission: string;
}

const PermissionAnswer = guard.objectOf({ denied: guard.arrayOf(guard.string) });

/** Query key of one operation's answer; `null` data = not known to be denied. */
export const permissionKey = (region: string, id: OperationId) => ["permissions", region, id] as const;

/** Ops per request, so the query string stays short. */
const MAX_OPS_PER_REQUEST = 40;
/** How long a batch waits for the other components of the same render to ask. */
const BATCH_WINDOW_MS = 15;

interface Pending {
  id: OperationId;
  resolve: (denial: PermissionDenial | null) => void;
}

/** One batch queue per region: a region switch must not mix answers. */
const queues = new Map<string, { pending: Pending[]; timer: ReturnType<typeof setTimeout> | null }>();

async function flush(region: string) {
  const queue = queues.get(region);
  if (!queue) return;
  const batch = queue.pending;
  queues.delete(region);
  const ids = [...new Set(batch.map((p) => p.id))];
  const denied = new Set<string>();
  for (let start = 0; start < ids.length; start += MAX_OPS_PER_REQUEST) {
    const chunk = ids.slice(start, start + MAX_OPS_PER_REQUEST);
    try {
      const answer = PermissionAnswer.safeParse(
        await bff("GET", `/api/session/permissions?ops=${chunk.map(encodeURIComponent).join(",")}`),
      );
      answer.data?.denied.forEach((permission) => denied.add(permission));
    } catch {
      // Not knowing is not a denial: buttons stay enabled and the portal's refusal, if any, explains itself.
    }
  }
  for (const { id, resolve } of batch) {
    const permission = operationRoute(id).permission;
    resolve(denied.has(permission) ? { permission } : null);
  }
}

export function askBatched(region: string, id: OperationId): Promise<PermissionDenial | null> {
  return new Promise((resolve) => {
    let queue = queues.get(region);
    if (!queue) queues.set(region, (queue = { pending: [], timer: null }));
    queue.pending.push({ id, resolve });
    queue.timer ??= setTimeout(() => void flush(region), BATCH_WINDOW_MS);
  });
}

const NO_DENIALS: ReadonlySet<string> = new Set();

const selectDenied = (session: SessionInfo) => session.denied;

/** Permissions the session is known to lack (empty while no session is known). */
export function useDeniedPermissions(): ReadonlySet<string> {
  // The session the shell keeps fresh, read without asking for it again (every read of every page calls this).
  const denied = useQuery<SessionInfo, ApiError, string[] | undefined>({
    queryKey: sessionKey,
    enabled: false,
    select: selectDenied,
  }).data;
  return useMemo(() => (denied?.length ? new Set(denied) : NO_DENIALS), [denied]);
}

/** Whether an operation's permission is among the known refusals. */
export const isKnownDenied = (denied: ReadonlySet<string>, id: OperationId) =>
  denied.has(operationRoute(id).permission);

/** The error a call refused by the portal raises, for a call not made because the refusal is already known. */
export const knownDenial = (id: OperationId) =>
  new ApiError({
    code: "permission_denied",
    message: "The access token lacks the permission this operation needs.",
    status: 403,
    permission: operationRoute(id).permission,
  });

/** The permission the token is known to lack for an operation, or undefined. */
export function useDenied(id: OperationId): PermissionDenial | undefined {
  const session = useSession();
  const region = session.data?.authenticated ? (session.data.region ?? "") : null;
  const permission = operationRoute(id).permission;
  const inSession = session.data?.denied?.includes(permission) === true;
  const query = useQuery<PermissionDenial | null>({
    queryKey: permissionKey(region ?? "", id),
    queryFn: () => askBatched(region ?? "", id),
    enabled: region !== null && !inSession,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return inSession ? { permission } : (query.data ?? undefined);
}

/** Marks every operation needing `permission` as denied, in the cache of every region of this session. */
export function recordDenied(queryClient: QueryClient, permission: string, regions: string[]) {
  for (const id of operationIds) {
    if (operationRoute(id).permission !== permission) continue;
    for (const region of regions) queryClient.setQueryData(permissionKey(region, id), { permission });
  }
  // The BFF recorded it in the session too; the browser's copy follows without asking again.
  const session = queryClient.getQueryData<SessionInfo>(sessionKey);
  if (session?.authenticated && !session.denied?.includes(permission)) {
    queryClient.setQueryData<SessionInfo>(sessionKey, { ...session, denied: [...(session.denied ?? []), permission] });
  }
}

const deniedPermissionOf = (error: unknown) =>
  error instanceof ApiError && error.code === "permission_denied" && error.permission ? error.permission : null;

/**
 * Listens to every failed query and mutation of the session: a `permission_denied` teaches the cache, so the other
 * buttons needing that permission disable at once. Mounted once, by the console shell.
 */
export function usePermissionSync() {
  const queryClient = useQueryClient();
  const session = useSession();
  const region = session.data?.region;
  useEffect(() => {
    if (!region) return;
    const learn = (error: unknown) => {
      const permission = deniedPermissionOf(error);
      if (permission) recordDenied(queryClient, permission, [region]);
    };
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.mutation.state.status === "error") learn(event.mutation.state.error);
    });
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.query.state.status === "error") learn(event.query.state.error);
    });
    return () => {
      offMutations();
      offQueries();
    };
  }, [queryClient, region]);
}
