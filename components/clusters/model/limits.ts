/**
 * The cluster forms' fixed choices and limits, apart from their zod schemas (`forms.ts`): lists and labels read them
 * on first paint, where the schemas' zod would cost 32 kB of JavaScript (first-load budget).
 */

import { DNS_LABEL_MAX } from "@/lib/portal/schemas/limits";

// The numbers the BFF's catalog checks too (lib/portal/schemas/limits.ts), so a form refuses what it would.
export { MAX_WORKERS, SHOOT_NAME_MAX, WORKER_NAME_MAX } from "@/lib/portal/schemas/limits";
export const SECRET_NAME_MAX = DNS_LABEL_MAX;

export const PURPOSES = ["evaluation", "testing", "development", "production", "infrastructure"] as const;
export const NETWORK_TYPES = ["calico", "cilium"] as const;
