import { z } from "zod";

/**
 * A cluster's health for the overview, from the cluster object's status (its shape is "not shown" in the spec;
 * read leniently, Gardener style as the sandbox answers): the last operation's state and the health conditions.
 */
export type ClusterHealth = "healthy" | "progressing" | "trouble" | "unknown";

const text = z.string().optional().catch(undefined);
const Status = z.looseObject({
  status: z
    .looseObject({
      lastOperation: z.looseObject({ state: text, type: text, description: text }).optional().catch(undefined),
      conditions: z.array(z.looseObject({ status: text })).optional().catch(undefined),
      lastErrors: z.array(z.looseObject({ description: text })).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

export function clusterHealth(shoot: unknown): { health: ClusterHealth; reason?: string } {
  const parsed = Status.safeParse(shoot);
  const status = parsed.success ? parsed.data.status : undefined;
  if (!status) return { health: "unknown" };
  const state = status.lastOperation?.state?.toLowerCase();
  const conditions = status.conditions ?? [];
  const reason = status.lastErrors?.[0]?.description ?? status.lastOperation?.description;
  if (state === "error" || state === "failed" || conditions.some((c) => c.status === "False")) return { health: "trouble", reason };
  if (state === "processing" || state === "pending") return { health: "progressing" };
  if (state === "succeeded" && conditions.every((c) => c.status === "True")) return { health: "healthy" };
  return { health: "unknown" };
}
