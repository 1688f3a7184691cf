"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { ApiError } from "./error";
import { bff } from "./http";

/** What `GET /api/session` tells the browser: never the token, at most the gateway key's last characters. */
export const SessionInfo = z.looseObject({
  authenticated: z.boolean(),
  region: z.string().optional(),
  regions: z.array(z.string()).default([]),
  expiresAt: z.string().optional(),
  idleExpiresAt: z.string().optional(),
  /** `serverDefault`: whether the server has GATEWAY_API_KEY to fall back on (optional: older BFFs do not send it). */
  gatewayKey: z.object({ set: z.boolean(), last4: z.string().optional(), serverDefault: z.boolean().optional() }).optional(),
  sandbox: z.boolean().optional(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const sessionKey = ["session"] as const;

export function useSession() {
  return useQuery<SessionInfo, ApiError>({
    queryKey: sessionKey,
    queryFn: async () => SessionInfo.parse(await bff("GET", "/api/session")),
    staleTime: 60_000,
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
