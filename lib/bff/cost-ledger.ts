import "server-only";
import { z } from "zod";
import { keyIdentityOf, type KeyIdentity } from "@/lib/cost/key-identity";
import { buildLedger, summaryOf, type LedgerAnswer } from "@/lib/cost/ledger";
import { MAX_PERIOD_DAYS, periodDays, previousPeriod, type Period } from "@/lib/cost/period";
import { BffError } from "./errors";
import { readKeyCosts } from "./key-costs";
import { readOperation } from "./portal-read";
import type { RouteContext } from "./route";
import type { Session } from "./sessions";

const IsoDay = z.iso.date("A calendar day, YYYY-MM-DD");
const Id = z.string().trim().min(1).max(200);

/**
 * `GET /api/ai/ledger`: the period (`start`, `end`), at most one scope (`project` or `key`; all keys otherwise), and
 * what to add: `previous=1` the previous period's totals and days, `days=1` each key's days (for the CSV by day).
 */
export const LedgerQuery = z
  .strictObject({
    start: IsoDay,
    end: IsoDay,
    project: Id.optional(),
    key: Id.optional(),
    previous: z.literal("1").optional(),
    days: z.literal("1").optional(),
  })
  .refine((q) => q.start <= q.end, { path: ["end"], message: "Is before start" })
  .refine((q) => periodDays({ from: q.start, to: q.end }) <= MAX_PERIOD_DAYS, {
    path: ["start"],
    message: `The period spans more than ${MAX_PERIOD_DAYS} days`,
  })
  .refine((q) => !(q.project && q.key), { path: ["key"], message: "Give a project or a key, not both" });
export type LedgerQuery = z.infer<typeof LedgerQuery>;

/** The project list, when the token may read it; without it the ledger groups keys by the projects they name. */
async function listedProjects(ctx: RouteContext<Session>) {
  try {
    const list = (await readOperation(ctx, "ai.projects.list", {})) as { id?: unknown; name?: unknown }[];
    return list.flatMap((p) =>
      typeof p.id === "string" && p.id ? [{ id: p.id, name: typeof p.name === "string" ? p.name : p.id }] : [],
    );
  } catch (error) {
    if (error instanceof BffError && error.code === "permission_denied") return undefined;
    throw error;
  }
}

/** The keys in scope: every key, a project's (from the key list), or the one key asked for. */
async function keysInScope(ctx: RouteContext<Session>, query: LedgerQuery): Promise<KeyIdentity[]> {
  if (query.key) return [{ id: query.key, name: query.key, projectId: "", project: "", user: "", enabled: true }];
  const list = await readOperation(ctx, "ai.keys.list", query.project ? { ai_project_id: query.project } : {});
  return (list as unknown[]).map(keyIdentityOf).filter((key) => key.id !== "");
}

/**
 * The ledger of a period for the keys in scope: one key list, one project list (all keys only), and one cost call
 * per key and period, bounded and cached (key-costs.ts).
 */
export async function gatherLedger(ctx: RouteContext<Session>, query: LedgerQuery): Promise<LedgerAnswer> {
  const period: Period = { from: query.start, to: query.end };
  const [keys, projects] = await Promise.all([
    keysInScope(ctx, query),
    query.key || query.project ? undefined : listedProjects(ctx),
  ]);
  const periods = query.previous ? [period, previousPeriod(period)] : [period];
  const outcomes = await readKeyCosts(
    ctx,
    periods.flatMap((p) => keys.map((key) => ({ key: key.id, period: p }))),
  );
  const ledgerOf = (p: Period, offset: number) =>
    buildLedger({ period: p, projects, keys: keys.map((key, i) => ({ ...key, ...outcomes[offset + i] })) });
  const ledger = ledgerOf(period, 0);
  const answer: LedgerAnswer = { ledger };
  if (query.previous) answer.previous = summaryOf(ledgerOf(periods[1], keys.length));
  if (query.days) {
    answer.days = keys.flatMap((key, i) => {
      const cost = outcomes[i].cost;
      const within = cost?.daily.filter((day) => day.date >= period.from && day.date <= period.to);
      return within ? [{ key: key.id, daily: within }] : [];
    });
  }
  return answer;
}
