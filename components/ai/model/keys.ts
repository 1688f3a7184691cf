/** AI keys as the list and the costs page read them: one flat row per key, built once per answer. */
import type { AIKeyListItem } from "@/lib/portal/schemas/ai";
import { isBudgetSpent, parseBudgets, parseRateLimits, type BudgetLine, type RateLimitLine } from "./limits";
import { readTokensUsage } from "./usage";

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
  tokens?: number;
  /** Only when the portal prices `tokens_usage`. */
  price?: number;
}

const nameOf = (ref: Record<string, unknown> | undefined) => (typeof ref?.name === "string" ? ref.name : "");

export function toKeyRow(item: AIKeyListItem): KeyRow {
  const budgets = parseBudgets(item.budgets);
  const usage = readTokensUsage(item.tokens_usage);
  return {
    id: item.id ?? "",
    name: item.name ?? item.original_name ?? item.id ?? "",
    description: item.description ?? "",
    project: item.project || nameOf(item.team),
    projectId: item.project_id ?? "",
    user: item.user ?? "",
    userId: item.user_id ?? "",
    // An absent flag is read as the safe default: active unless told otherwise, limited when a budget is spent.
    active: item.is_active !== false,
    limited: item.is_limited ?? budgets.some(isBudgetSpent),
    budgets,
    rateLimits: parseRateLimits(item.rate_limits),
    tokens: usage.total,
    price: usage.price,
  };
}

export type TriState = "yes" | "no" | undefined;

export const readTriState = (value: string | undefined): TriState =>
  value === "yes" || value === "no" ? value : undefined;

const matches = (state: TriState, value: boolean) => state === undefined || (state === "yes") === value;

/** The rows the active and limited filters keep (search and sort are the table's job). */
export function filterKeys(rows: readonly KeyRow[], filters: { active?: TriState; limited?: TriState }): KeyRow[] {
  if (filters.active === undefined && filters.limited === undefined) return rows as KeyRow[];
  return rows.filter((row) => matches(filters.active, row.active) && matches(filters.limited, row.limited));
}
