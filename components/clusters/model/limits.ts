/**
 * The cluster forms' fixed choices and limits, apart from their zod schemas (`forms.ts`): lists and labels read them
 * on first paint, where the schemas' zod would cost 32 kB of JavaScript (first-load budget).
 */

/** Gardener keeps `<cluster>--<project>` short; the portal refuses longer cluster names. */
export const SHOOT_NAME_MAX = 21;
/** Gardener limits worker pool names to 15 characters. */
export const WORKER_NAME_MAX = 15;
export const SECRET_NAME_MAX = 63;
export const MAX_WORKERS = 1000;

export const PURPOSES = ["evaluation", "testing", "development", "production", "infrastructure"] as const;
export const NETWORK_TYPES = ["calico", "cilium"] as const;
