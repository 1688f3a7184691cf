/**
 * Quota line arithmetic shared by the quota handlers: what a line looks like when read, the account's own usage,
 * and the one way limits change (checked all together, then applied).
 *
 * Derived fields of a line:
 * - `parent_limit`: the account's own limit for that quota (`my_limits`);
 * - `used_rel`, `current_rel`: used and current as whole percent of the line's limit;
 * - `limit_rel`: the line's limit as whole percent of the parent limit;
 * - `allocation_rate`: current / limit, a fraction with two decimals (0 for a zero limit);
 * - `request_available`: what the parent has not handed out yet for that quota (the most an increase may ask).
 */
import { SandboxError } from "../area";
import type { QuotasState, StoredQuotaLine } from "../seed/quotas";

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

/** Sum of the limits handed out for one quota. */
export const allocated = (state: QuotasState, quota: string) =>
  state.lines.filter((l) => l.quota === quota).reduce((sum, l) => sum + l.limit, 0);

export const parentLimit = (state: QuotasState, line: StoredQuotaLine) => state.my_limits[line.quota] ?? line.limit;

export function lineView(state: QuotasState, line: StoredQuotaLine) {
  const parent_limit = parentLimit(state, line);
  return {
    ...line,
    parent_limit,
    used_rel: percent(line.used, line.limit),
    current_rel: percent(line.current, line.limit),
    limit_rel: percent(line.limit, parent_limit),
    allocation_rate: line.limit > 0 ? Math.round((line.current / line.limit) * 100) / 100 : 0,
    request_available: Math.max(0, parent_limit - allocated(state, line.quota)),
  };
}

/** The account's own quotas: its limit, what it handed out, and what is used below it. */
export function myQuotas(state: QuotasState) {
  const result: Record<string, { limit: number; allocated: number; used: number }> = {};
  for (const [quota, limit] of Object.entries(state.my_limits)) {
    const lines = state.lines.filter((l) => l.quota === quota);
    result[quota] = { limit, allocated: allocated(state, quota), used: lines.reduce((sum, l) => sum + l.used, 0) };
  }
  return result;
}

export interface LimitChange {
  line: StoredQuotaLine;
  limit: number;
}

/**
 * Applies limit changes all or nothing. Refused: a negative limit (400), a limit below what is used (409), or
 * changes that would hand out more than the account's own limit for a quota (409). `field` names the input
 * field the refusal is about.
 */
export function applyLimits(state: QuotasState, changes: readonly LimitChange[], field: string): void {
  const next = new Map<StoredQuotaLine, number>();
  for (const { line, limit } of changes) {
    if (!Number.isInteger(limit) || limit < 0)
      throw new SandboxError(400, `limit of ${line.quota} must be a whole number of 0 or more`, field);
    if (limit < line.used) {
      throw new SandboxError(
        409,
        `limit ${limit} of ${line.quota} on ${line.resource} is below what is used (${line.used})`,
        field,
      );
    }
    next.set(line, limit);
  }
  for (const quota of new Set(changes.map((c) => c.line.quota))) {
    const total = state.lines.filter((l) => l.quota === quota).reduce((sum, l) => sum + (next.get(l) ?? l.limit), 0);
    const mine = state.my_limits[quota];
    if (mine !== undefined && total > mine) {
      throw new SandboxError(
        409,
        `${quota}: ${total} would be handed out, more than the account's limit of ${mine}`,
        field,
      );
    }
  }
  for (const [line, limit] of next) line.limit = limit;
}

/** Quotas of a resource or client grouped for the tree: quota name → {limit, used}. */
export function sumQuotas(lines: readonly StoredQuotaLine[]) {
  const result: Record<string, { limit: number; used: number }> = {};
  for (const line of lines) {
    const entry = (result[line.quota] ??= { limit: 0, used: 0 });
    entry.limit += line.limit;
    entry.used += line.used;
  }
  return result;
}
