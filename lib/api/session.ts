"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiError } from "./error";
import { bff } from "./http";

/** What `GET /api/session` tells the browser: never the token, at most the gateway key's last characters. */
export interface SessionInfo {
  authenticated: boolean;
  region?: string;
  regions: string[];
  expiresAt?: string;
  idleExpiresAt?: string;
  /** `serverDefault`: whether the server has GATEWAY_API_KEY to fall back on (older BFFs do not send it). */
  gatewayKey?: { set: boolean; last4?: string; serverDefault?: boolean };
  sandbox?: boolean;
  /** Whether the language menu offers the pseudo-locale. */
  pseudoLocale?: boolean;
  /** Permissions the portal refused this session; see `useDeniedPermissions`. */
  denied?: string[];
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * The BFF's own answer, checked for the fields the shell decides on (a plain check rather than zod: this runs on
 * every page's first paint, and zod would add 32 kB to every route). The BFF fills the rest from its own types.
 */
export function parseSessionInfo(value: unknown): SessionInfo {
  const info = value as Partial<SessionInfo> | null;
  if (typeof info !== "object" || info === null || typeof info.authenticated !== "boolean") {
    throw new Error("The console's server sent a session answer of an unknown shape.");
  }
  return {
    ...info,
    authenticated: info.authenticated,
    regions: isStringArray(info.regions) ? info.regions : [],
    denied: isStringArray(info.denied) ? info.denied : undefined,
  };
}

export const sessionKey = ["session"] as const;

/** `initial`: the server's answer rendered into the page, used until the first refetch (kept fresh 60 s). */
export function useSession(initial?: SessionInfo) {
  return useQuery<SessionInfo, ApiError>({
    queryKey: sessionKey,
    queryFn: async () => parseSessionInfo(await bff("GET", "/api/session")),
    staleTime: 60_000,
    ...(initial ? { initialData: initial } : {}),
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { token: string; region: string }>({
    mutationFn: (input) => bff("POST", "/api/session", input),
    onSuccess: () => queryClient.clear(),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, void>({
    mutationFn: () => bff("DELETE", "/api/session"),
    onSettled: () => queryClient.clear(),
  });
}

/** Switching region makes every cached portal read stale: they belong to the old region. */
export function useSwitchRegion() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (region) => bff("PATCH", "/api/session", { region }),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
    },
  });
}

export function useGatewayKey() {
  const queryClient = useQueryClient();
  const set = useMutation<unknown, ApiError, string>({
    mutationFn: (key) => bff("PUT", "/api/session/gateway-key", { key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  });
  const remove = useMutation<unknown, ApiError, void>({
    mutationFn: () => bff("DELETE", "/api/session/gateway-key"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  });
  return { set, remove };
}
