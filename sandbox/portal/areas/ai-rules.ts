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
