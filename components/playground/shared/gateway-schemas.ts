"use client";

import { useEffect } from "react";
import { whenIdle } from "@/lib/idle";

/**
 * The gateway's zod schemas, fetched on demand rather than with the page (first-load budget: zod is ~32 kB gzip):
 * requested once the page is idle, so that a form checked with them at submit finds them ready.
 */
export const loadGatewaySchemas = () => import("@/lib/gateway/schemas");

/** Starts fetching the schemas once the page is idle. */
export function usePreloadGatewaySchemas() {
  useEffect(() => whenIdle(() => void loadGatewaySchemas().catch(() => undefined)), []);
}
