/** Input rules of the AI area that the catalog's schemas cannot know: tiers and model ids. */
import { badRequest } from "../area";
import { AI_MODELS, TIERS } from "../seed/ai-catalog";

/** A tier name (basic, standard, premium); 400 naming `tier` otherwise. */
export function parseTier(tier: string): string {
  if (!Object.hasOwn(TIERS, tier)) throw badRequest(`tier: expected one of ${Object.keys(TIERS).join(", ")}`, "tier");
  return tier;
}

/** Model ids of the catalog, deduplicated; 400 naming `llms` for an unknown one. */
export function requireModels(ids: readonly string[]): string[] {
  const unknown = ids.find((id) => !AI_MODELS.some((m) => m.id === id));
  if (unknown !== undefined) throw badRequest(`llms: unknown model ${unknown}`, "llms");
  return [...new Set(ids)];
}

const UNIT_MS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/**
 * Budget lines as saved: a line that comes without `current_usage` is a new budget, whose window begins now with
 * nothing spent in it (as LiteLLM sets `budget_reset_at` when a budget is set); a line that carries it is one the
 * client read and sent back, kept as it is.
 */
export function savedBudgets(lines: readonly Record<string, unknown>[], now: number): Record<string, unknown>[] {
  return lines.map((line) => {
    if (typeof line.current_usage === "number") return line;
    const match = /^(\d+)\s*(mo|s|m|h|d|w)$/.exec(String(line.reset_duration ?? "").trim());
    const length = match ? Number(match[1]) * (match[2] === "mo" ? 30 * UNIT_MS.d : UNIT_MS[match[2]]) : 0;
    return {
      ...line,
      current_usage: 0,
      ...(length > 0 ? { reset_at: new Date(now + length).toISOString() } : {}),
    };
  });
}
