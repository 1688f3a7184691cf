"use client";

/**
 * The gateway's zod schemas, fetched on demand rather than with the page (first-load budget: zod is ~32 kB gzip): a
 * form checked with them at submit starts the download on intent (a pointer over it, a focus in it).
 */
export const loadGatewaySchemas = () => import("@/lib/gateway/schemas");

/** Starts fetching the schemas; a failure surfaces at submit, which tries again. */
export const preloadGatewaySchemas = () => void loadGatewaySchemas().catch(() => undefined);
