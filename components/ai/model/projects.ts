/** AI projects as the list reads them: one flat row per project. */
import type { AIProjectListItem } from "@/lib/portal/schemas/ai";
import { parseBudgets, parseRateLimits, type BudgetLine, type RateLimitLine } from "./limits";
import { readProjectFacts, readProjectKeys, readProjectModels } from "./records";

export interface ProjectRow {
  id: string;
  name: string;
  description: string;
  disabled: boolean;
  tier?: string;
  customer?: string;
  keys: number;
  models: number;
  budgets: BudgetLine[];
  rateLimits: RateLimitLine[];
}

export function toProjectRow(item: AIProjectListItem): ProjectRow {
  const facts = readProjectFacts(item);
  return {
    id: item.id ?? "",
    name: item.name ?? item.original_name ?? item.id ?? "",
    description: item.description ?? "",
    disabled: item.disabled === true,
    tier: facts.tier,
    customer: facts.customerName,
    keys: readProjectKeys(item.keys).length,
    models: readProjectModels(item).length,
    budgets: parseBudgets(item.budgets),
    rateLimits: parseRateLimits(item.rate_limits),
  };
}
