/**
 * Budget and rate-limit lines of keys, projects and customers. The spec shows no element shape; the sandbox (and
 * gateways like LiteLLM) use `{max_limit, reset_duration, current_usage}` and
 * `{token_max_limit, token_reset_duration, request_max_limit, request_reset_duration}`. Lines are parsed leniently
 * (a field of the wrong type reads as absent) and keep every field they came with, so a save sends back what the
 * UI does not edit (`current_usage`, unknown extras) unchanged.
 */
import { num, readLoose, str, type Loose } from "./read";

export interface BudgetLine extends Loose {
  max_limit?: number;
  reset_duration?: string;
  current_usage?: number;
}

export interface RateLimitLine extends Loose {
  token_max_limit?: number;
  token_reset_duration?: string;
  request_max_limit?: number;
  request_reset_duration?: string;
}

const BUDGET_FIELDS = { max_limit: num, reset_duration: str, current_usage: num };
const RATE_LIMIT_FIELDS = {
  token_max_limit: num,
  token_reset_duration: str,
  request_max_limit: num,
  request_reset_duration: str,
};

/** The lines of an array that are objects; anything else (a number, null) is dropped. */
function parseLines<T>(raw: unknown, read: (item: unknown) => T | undefined): T[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const line = read(item);
    return line ? [line] : [];
  });
}

export const parseBudgets = (raw: unknown): BudgetLine[] => parseLines(raw, (item) => readLoose(item, BUDGET_FIELDS));
export const parseRateLimits = (raw: unknown): RateLimitLine[] =>
  parseLines(raw, (item) => readLoose(item, RATE_LIMIT_FIELDS));

/** A budget is spent when its usage reached its limit. */
export const isBudgetSpent = (line: BudgetLine) =>
  line.max_limit !== undefined && line.current_usage !== undefined && line.current_usage >= line.max_limit;

/**
 * The reset periods a budget or rate limit may have. The spec shows no format; these are the sandbox's (and
 * LiteLLM's) durations, so a period is chosen from this list rather than typed ("forever" is no period).
 */
export const RESET_PERIODS = ["1m", "1h", "1d", "7d", "30d"] as const;
export type ResetPeriod = (typeof RESET_PERIODS)[number];
export const isResetPeriod = (value: string): value is ResetPeriod =>
  (RESET_PERIODS as readonly string[]).includes(value);

/**
 * Ceilings of the limit fields. The portal states none; these refuse a slip of the keyboard (three zeros too many)
 * while leaving room for the largest accounts: a budget of a million in the portal's currency per period, a billion
 * tokens and ten million requests per period.
 */
export const LIMIT_CEILINGS = { budget: 1_000_000, tokens: 1_000_000_000, requests: 10_000_000 } as const;

/**
 * The editable part of a line in a form. `extra` holds the fields the form does not show, so that they survive a
 * save. Empty numeric inputs are `undefined` (the number field's convention).
 */
export interface BudgetDraft {
  max_limit: number | undefined;
  reset_duration: string;
  extra: Record<string, unknown>;
}

export interface RateLimitDraft {
  token_max_limit?: number;
  token_reset_duration: string;
  request_max_limit?: number;
  request_reset_duration: string;
  extra: Record<string, unknown>;
}

function split<K extends string>(line: Record<string, unknown>, keys: readonly K[]): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(line))
    if (!(keys as readonly string[]).includes(field)) extra[field] = value;
  return extra;
}

export const budgetDraft = (line: BudgetLine): BudgetDraft => ({
  max_limit: line.max_limit,
  reset_duration: line.reset_duration ?? "",
  extra: split(line, ["max_limit", "reset_duration"]),
});

export const rateLimitDraft = (line: RateLimitLine): RateLimitDraft => ({
  token_max_limit: line.token_max_limit,
  token_reset_duration: line.token_reset_duration ?? "",
  request_max_limit: line.request_max_limit,
  request_reset_duration: line.request_reset_duration ?? "",
  extra: split(line, ["token_max_limit", "token_reset_duration", "request_max_limit", "request_reset_duration"]),
});

export const emptyBudgetDraft = (): BudgetDraft => ({ max_limit: undefined, reset_duration: "30d", extra: {} });
export const emptyRateLimitDraft = (): RateLimitDraft => ({
  token_max_limit: undefined,
  token_reset_duration: "1m",
  request_max_limit: undefined,
  request_reset_duration: "1m",
  extra: {},
});

/** A validated draft back to the wire line; the untouched fields first so that edited ones win. */
export const budgetLine = (draft: BudgetDraft): Record<string, unknown> => ({
  ...draft.extra,
  max_limit: draft.max_limit,
  reset_duration: draft.reset_duration.trim(),
});

export function rateLimitLine(draft: RateLimitDraft): Record<string, unknown> {
  const line: Record<string, unknown> = { ...draft.extra };
  // A rate limit may cap tokens, requests or both; a half left empty is not sent.
  if (draft.token_max_limit !== undefined) {
    line.token_max_limit = draft.token_max_limit;
    line.token_reset_duration = draft.token_reset_duration.trim();
  }
  if (draft.request_max_limit !== undefined) {
    line.request_max_limit = draft.request_max_limit;
    line.request_reset_duration = draft.request_reset_duration.trim();
  }
  return line;
}
