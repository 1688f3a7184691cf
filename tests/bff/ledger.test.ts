import { request } from "undici";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { KEY_COST_CONCURRENCY, KEY_COST_TTL_MS } from "@/lib/bff/key-costs";
import { NO_PROJECT, type LedgerAnswer } from "@/lib/cost/ledger";
import { previousPeriod } from "@/lib/cost/period";
import type { ErrorShape } from "./support/http";
import { startBffStack, type BffStack } from "./support/stack";

/**
 * The ledger route against the sandbox: what it asks the portal (one key list, one project list, one cost call per
 * key and period, never more than the concurrency limit at once, nothing again within the cache's life), and what
 * it answers (the portal's own figures added up, a key that could not be read named and left out).
 */

let stack: BffStack;
let cookie: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const period = { from: day(-20), to: day(-1) };
const target = (extra = "") => `/api/ai/ledger?start=${period.from}&end=${period.to}${extra}`;

interface PortalKey {
  id: string;
  name: string;
  project_id: string;
}
interface PortalCost {
  price: number;
  tokens: number;
}

/** The sandbox portal asked directly (undici: its GETs take a JSON body, which fetch refuses). */
const portal = async <T>(path: string, body?: unknown) => {
  const response = await request(`${stack.sandbox.portalUrl}${path}`, {
    method: "GET",
    headers: {
      "auth-token": "demo-admin-token",
      region: "eu-central",
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.body.json()) as T;
};

beforeAll(async () => {
  stack = await startBffStack({
    sandbox: {
      extraTokens: [{ name: "no-costs", value: "no-costs-token", permissions: ["ai-get", "ai_teams_management-get"] }],
    },
  });
  cookie = await stack.login();
});
afterAll(() => stack?.close());
afterEach(async () => {
  await stack.portalControl("DELETE", "/__control/faults");
  // Past the cache's life, so that each test sees the portal asked anew.
  stack.clock.advance(KEY_COST_TTL_MS + 1);
});

const ledgerOf = async (extra = "", who = cookie) => {
  const answer = await stack.call("GET", target(extra), { cookie: who });
  expect(answer.status, answer.text).toBe(200);
  return answer.json<LedgerAnswer>();
};

describe("the ledger route", () => {
  it("adds up the portal's per-key costs: every key once, the keys outside a project as one group", async () => {
    const keys = await portal<PortalKey[]>("/ai/keys");
    const costs = await Promise.all(
      keys.map((k) => portal<PortalCost>(`/ai/keys/${k.id}/cost`, { start: period.from, end: period.to })),
    );
    const { ledger } = await ledgerOf();
    expect(ledger.totals.keys).toBe(keys.length);
    expect(ledger.totals.unreadKeys).toBe(0);
    expect(ledger.totals.tokens).toBe(costs.reduce((s, c) => s + c.tokens, 0));
    expect(ledger.totals.spend).toBeCloseTo(
      costs.reduce((s, c) => s + c.price, 0),
      6,
    );
    const outside = ledger.projects.find((p) => p.id === NO_PROJECT)!;
    expect(outside.keys).toBe(keys.filter((k) => !k.project_id).length);
    expect(outside.spend).toBeCloseTo(
      keys.reduce((s, k, i) => s + (k.project_id ? 0 : costs[i].price), 0),
      6,
    );
    // Each project's figure is what the portal itself says of the project.
    for (const project of ledger.projects.filter((p) => p.id !== NO_PROJECT)) {
      const own = await portal<PortalCost>(`/ai/project/${project.id}/cost`, { start: period.from, end: period.to });
      expect(project.tokens).toBe(own.tokens);
      expect(project.spend).toBeCloseTo(own.price, 4);
    }
    expect(ledger.currency).toBe("EUR");
  });

  it("asks one key list, one project list and one cost per key and period, at most the limit at once", async () => {
    const before = await stack.portalSeq();
    await stack.portalControl("POST", "/__control/faults", { operation: "ai.key.cost", mode: "slow", delayMs: 300 });
    const started = Date.now();
    const { ledger, previous } = await ledgerOf("&previous=1");
    const elapsed = Date.now() - started;
    const sent = await stack.portalRequests(before);
    const costCalls = sent.filter((r) => /^\/ai\/keys\/[^/]+\/cost$/.test(r.path));
    expect(sent.filter((r) => r.path === "/ai/keys")).toHaveLength(1);
    expect(sent.filter((r) => r.path === "/ai/projects")).toHaveLength(1);
    expect(costCalls).toHaveLength(ledger.totals.keys * 2);
    const before_ = previousPeriod(period);
    const asked = (body: unknown) => `${(body as { start: string }).start}/${(body as { end: string }).end}`;
    expect(new Set(costCalls.map((r) => asked(r.body)))).toEqual(
      new Set([`${period.from}/${period.to}`, `${before_.from}/${before_.to}`]),
    );
    expect(previous!.period).toEqual(before_);
    // Each answer takes 300 ms: no 300 ms holds more arrivals than the limit, and the waves take their time.
    const arrivals = (await stack.portalControl("GET", `/__control/requests?since=${before}`))
      .json<{ requests: { path: string; at: string }[] }>()
      .requests.filter((r) => /\/cost$/.test(r.path))
      .map((r) => Date.parse(r.at));
    for (const at of arrivals) {
      expect(arrivals.filter((other) => other >= at && other < at + 250).length).toBeLessThanOrEqual(
        KEY_COST_CONCURRENCY,
      );
    }
    expect(elapsed).toBeGreaterThanOrEqual(Math.floor(costCalls.length / KEY_COST_CONCURRENCY) * 300);
  });

  it("answers again from its cache for the same user and period, and asks anew when it has expired", async () => {
    await ledgerOf();
    const mark = await stack.portalSeq();
    const again = await ledgerOf("&days=1");
    const sent = await stack.portalRequests(mark);
    expect(sent.filter((r) => r.path.endsWith("/cost"))).toHaveLength(0);
    // The days come from the same answers and add up to the same total.
    const fromDays = again.days!.flatMap((k) => k.daily).reduce((s, d) => s + d.price, 0);
    expect(fromDays).toBeCloseTo(again.ledger.totals.spend, 4);

    stack.clock.advance(KEY_COST_TTL_MS + 1);
    const later = await stack.portalSeq();
    await ledgerOf();
    expect((await stack.portalRequests(later)).filter((r) => r.path.endsWith("/cost")).length).toBe(
      again.ledger.totals.keys,
    );
  });

  it("names a key whose cost could not be read, leaves it out of every sum, and asks for it again next time", async () => {
    const keys = await portal<PortalKey[]>("/ai/keys");
    const broken = keys[3];
    await stack.portalControl("POST", "/__control/faults", {
      path: `/ai/keys/${broken.id}/cost`,
      mode: "error",
      status: 500,
    });
    const { ledger } = await ledgerOf();
    const row = ledger.keys.find((k) => k.id === broken.id)!;
    expect(row.unread).toEqual({ code: "upstream_error" });
    expect(row.spend).toBeUndefined();
    expect(ledger.totals.unreadKeys).toBe(1);
    expect(ledger.totals.keys).toBe(keys.length);
    const read = ledger.keys.filter((k) => !k.unread);
    expect(ledger.totals.spend).toBeCloseTo(
      read.reduce((s, k) => s + k.spend!, 0),
      9,
    );

    await stack.portalControl("DELETE", "/__control/faults");
    const mark = await stack.portalSeq();
    const retried = await ledgerOf();
    // Only the failed key is asked again; the others come from the cache.
    expect((await stack.portalRequests(mark)).filter((r) => r.path.endsWith("/cost")).map((r) => r.path)).toEqual([
      `/ai/keys/${broken.id}/cost`,
    ]);
    expect(retried.ledger.totals.unreadKeys).toBe(0);
  });

  it("a token refused the key costs gets every key named as refused, after one cost call, and the refusal remembered", async () => {
    const who = await stack.login("no-costs-token");
    const mark = await stack.portalSeq();
    const { ledger } = await ledgerOf("", who);
    expect(ledger.totals.unreadKeys).toBe(ledger.totals.keys);
    expect(
      ledger.keys.every((k) => k.unread?.code === "permission_denied" && k.unread.permission === "ai_key_cost-get"),
    ).toBe(true);
    expect(ledger.totals.spend).toBe(0);
    const costCalls = (await stack.portalRequests(mark)).filter((r) => r.path.endsWith("/cost"));
    expect(costCalls.length).toBeGreaterThan(0);
    expect(costCalls.length).toBeLessThanOrEqual(KEY_COST_CONCURRENCY);
    const session = (await stack.call("GET", "/api/session/permissions", { cookie: who })).json<{ denied: string[] }>();
    expect(session.denied).toContain("ai_key_cost-get");
  });

  it("scopes to one project's keys or to one key", async () => {
    const keys = await portal<PortalKey[]>("/ai/keys");
    const project = keys.find((k) => k.project_id)!.project_id;
    const scoped = await ledgerOf(`&project=${project}`);
    expect(scoped.ledger.keys.map((k) => k.id).sort()).toEqual(
      keys
        .filter((k) => k.project_id === project)
        .map((k) => k.id)
        .sort(),
    );
    const one = await ledgerOf(`&key=${keys[0].id}`);
    const own = await portal<PortalCost>(`/ai/keys/${keys[0].id}/cost`, { start: period.from, end: period.to });
    expect(one.ledger.totals.tokens).toBe(own.tokens);
    expect(one.ledger.keys[0].keyPrice).toBe(Math.round(own.price * 100) / 100);
  });

  it("refuses a malformed period with the field named, and answers 401 without a session", async () => {
    for (const [query, field] of [
      ["start=2026-02-30&end=2026-03-01", "start"],
      ["start=2026-03-02&end=2026-03-01", "end"],
      ["start=2020-01-01&end=2026-01-01", "start"],
      ["end=2026-03-01", "start"],
      [`start=2026-03-01&end=2026-03-02&project=p&key=k`, "key"],
      [`start=2026-03-01&end=2026-03-02&extra=1`, ""],
    ] as const) {
      const answer = await stack.call("GET", `/api/ai/ledger?${query}`, { cookie });
      expect(answer.status, query).toBe(400);
      const error = answer.json<ErrorShape>().error;
      expect(error.code).toBe("invalid_input");
      expect(
        error.issues?.map((i) => i.path),
        query,
      ).toContain(field);
    }
    const anonymous = await stack.call("GET", target());
    expect(anonymous.status).toBe(401);
  });
});
