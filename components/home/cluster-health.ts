/**
 * A cluster's health for the overview, from the cluster object's status (its shape is "not shown" in the spec;
 * read leniently, Gardener style as the sandbox answers): the last operation's state and the health conditions.
 * Plain checks, not zod: the home page is on the first-load budget.
 */
export type ClusterHealth = "healthy" | "progressing" | "trouble" | "unknown";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value : undefined);
/** A list of objects, or undefined when it is not one (one odd entry discards the list: nothing is guessed). */
const records = (value: unknown) => (Array.isArray(value) && value.every(isRecord) ? value : undefined);

export function clusterHealth(shoot: unknown): { health: ClusterHealth; reason?: string } {
  const status = isRecord(shoot) && isRecord(shoot.status) ? shoot.status : undefined;
  if (!status) return { health: "unknown" };
  const lastOperation = isRecord(status.lastOperation) ? status.lastOperation : undefined;
  const state = text(lastOperation?.state)?.toLowerCase();
  const conditions = (records(status.conditions) ?? []).map((c) => text(c.status));
  const reason = text(records(status.lastErrors)?.[0]?.description) ?? text(lastOperation?.description);
  if (state === "error" || state === "failed" || conditions.some((c) => c === "False"))
    return { health: "trouble", reason };
  if (state === "processing" || state === "pending") return { health: "progressing" };
  if (state === "succeeded" && conditions.every((c) => c === "True")) return { health: "healthy" };
  return { health: "unknown" };
}
