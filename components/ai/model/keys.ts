/** AI keys as the key tables read them: one flat row per key, built once per answer. */
import { keyIdentityOf } from "@/lib/cost/key-identity";
import type { AIKeyListItem } from "@/lib/portal/schemas/ai";
import { isBudgetSpent, parseBudgets, parseRateLimits, type BudgetLine, type RateLimitLine } from "./limits";

export interface KeyRow {
  id: string;
  name: string;
  description: string;
  project: string;
  projectId: string;
  user: string;
  userId: string;
  active: boolean;
  limited: boolean;
  budgets: BudgetLine[];
  rateLimits: RateLimitLine[];
}

export function toKeyRow(item: AIKeyListItem): KeyRow {
  const budgets = parseBudgets(item.budgets);
  const identity = keyIdentityOf(item);
  return {
    id: identity.id,
    name: identity.name,
    description: item.description ?? "",
    project: identity.project,
    projectId: identity.projectId,
    user: identity.user,
    userId: item.user_id ?? "",
    active: identity.enabled,
    // An absent flag is read as the safe default: limited when a budget is spent.
    limited: item.is_limited ?? budgets.some(isBudgetSpent),
    budgets,
    rateLimits: parseRateLimits(item.rate_limits),
  };
}

export type TriState = "yes" | "no" | undefined;

export const readTriState = (value: string | undefined): TriState =>
  value === "yes" || value === "no" ? value : undefined;

const matches = (state: TriState, value: boolean) => state === undefined || (state === "yes") === value;

/** The rows the active and limited filters keep (search and sort are the table's job). */
export function filterKeys<Row extends KeyRow>(
  rows: readonly Row[],
  filters: { active?: TriState; limited?: TriState },
): Row[] {
  if (filters.active === undefined && filters.limited === undefined) return rows as Row[];
  return rows.filter((row) => matches(filters.active, row.active) && matches(filters.limited, row.limited));
}
