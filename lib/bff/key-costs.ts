import "server-only";
import { createHash } from "node:crypto";
import { runBulk } from "@/lib/bulk";
import { readCostAnswer, type DailyPoint } from "@/lib/cost/cost-answer";
import { keyCostOf, type KeyCost, type Unread } from "@/lib/cost/ledger";
import type { Period } from "@/lib/cost/period";
import { operations } from "@/lib/portal/operations";
import { BoundedCache } from "./bounded-cache";
import { BffError } from "./errors";
import { readOperation } from "./portal-read";
import type { RouteContext } from "./route";
import type { Session } from "./sessions";

/** Cost reads in flight per request: 500 keys in a few seconds, never a burst of hundreds at the portal. */
export const KEY_COST_CONCURRENCY = 8;
/**
 * How long a key's cost over a period is reused for the same user: the costs page, the keys table, a key's page and
 * an export opened within a minute show the same figures from the same answers, and new usage shows a minute later.
 */
export const KEY_COST_TTL_MS = 60_000;
/** Costs kept, over all users: two periods of 2,000 keys, a few megabytes (days are kept packed). */
const CACHE_ENTRIES = 4_000;

export type KeyCostOutcome = { cost: KeyCost; unread?: undefined } | { cost?: undefined; unread: Unread };

/** A key's days packed into typed arrays: a year of days is 7 kB instead of 26 kB of objects. */
interface PackedCost extends Omit<KeyCost, "daily"> {
  days: Int32Array;
  dayTokens: Float64Array;
  dayPrices: Float64Array;
}

const DAY_MS = 86_400_000;
const pack = ({ daily, ...cost }: KeyCost): PackedCost => ({
  ...cost,
  days: Int32Array.from(daily, (d) => Date.parse(`${d.date}T00:00:00Z`) / DAY_MS),
  dayTokens: Float64Array.from(daily, (d) => d.tokens),
  dayPrices: Float64Array.from(daily, (d) => d.price),
});
const unpack = ({ days, dayTokens, dayPrices, ...cost }: PackedCost): KeyCost => ({
  ...cost,
  daily: Array.from(days, (day, i): DailyPoint => ({
    date: new Date(day * DAY_MS).toISOString().slice(0, 10),
    tokens: dayTokens[i],
    price: dayPrices[i],
  })),
});

interface Entry {
  at: number;
  cost: Promise<PackedCost>;
}

const CACHE_SLOT = Symbol.for("portal-console.key-cost-cache");
/** One cache per process, shared by every route bundle (as the session store is). */
const cache = () =>
  ((globalThis as { [CACHE_SLOT]?: BoundedCache<Entry> })[CACHE_SLOT] ??= new BoundedCache<Entry>(CACHE_ENTRIES));

/** The user as the portal knows them: their token, hashed (the cache never holds a token), in their region. */
const userOf = (session: Session) =>
  `${createHash("sha256").update(session.token).digest("base64url")}:${session.region}`;

const PERMISSION = operations["ai.key.cost"].permission;

/**
 * The cost of each key over each period, asked of the portal one key at a time (the spec has no call for many),
 * `KEY_COST_CONCURRENCY` at once, each answer reused for `KEY_COST_TTL_MS` per user, key and period. A key whose
 * cost cannot be read comes back `unread` with the error's code; once the portal refuses the permission, the keys
 * not yet asked are not asked (the answer would be the same). A token the portal no longer accepts ends the
 * request with `session_expired`, as any read does.
 */
export async function readKeyCosts(
  ctx: RouteContext<Session>,
  jobs: readonly { key: string; period: Period }[],
): Promise<KeyCostOutcome[]> {
  const denied = (): Unread => ({ code: "permission_denied", permission: PERMISSION });
  if (ctx.session.denied.includes(PERMISSION)) return jobs.map(() => ({ unread: denied() }));
  const user = userOf(ctx.session);
  const store = cache();
  let refused = false;
  let expired = false;

  const costOf = (job: { key: string; period: Period }): Promise<PackedCost> => {
    const id = `${user}|${job.period.from}|${job.period.to}|${job.key}`;
    const now = ctx.bff.clock();
    const hit = store.get(id);
    if (hit && now - hit.at < KEY_COST_TTL_MS) return hit.cost;
    // Not bound to this request's signal: a second page waiting on the same answer must not lose it when the first
    // page is left. The portal client's own deadline still applies.
    const cost = readOperation(
      ctx,
      "ai.key.cost",
      { key_id: job.key, start: job.period.from, end: job.period.to },
      null,
    ).then((raw) => pack(keyCostOf(readCostAnswer(raw))));
    const entry = { at: now, cost };
    store.set(id, entry);
    // A failure is not kept: the next look asks again.
    cost.catch(() => {
      if (store.get(id) === entry) store.delete(id);
    });
    return cost;
  };

  const outcomes: KeyCostOutcome[] = new Array(jobs.length);
  await runBulk(
    jobs.map((job, index) => ({ job, index })),
    async ({ job, index }) => {
      if (refused) {
        outcomes[index] = { unread: denied() };
        return;
      }
      if (expired || ctx.request.signal.aborted) {
        outcomes[index] = { unread: { code: "upstream_error" } };
        return;
      }
      try {
        outcomes[index] = { cost: unpack(await costOf(job)) };
      } catch (error) {
        const code = error instanceof BffError ? error.code : "internal_error";
        if (code === "session_expired" || code === "unauthenticated") expired = true;
        if (code === "permission_denied") refused = true;
        outcomes[index] = { unread: code === "permission_denied" ? denied() : { code } };
      }
    },
    { concurrency: KEY_COST_CONCURRENCY },
  );
  if (expired) throw new BffError("session_expired");
  return outcomes;
}
