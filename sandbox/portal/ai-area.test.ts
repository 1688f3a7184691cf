/** The AI area over real HTTP: seed shape, key and project state changes, members, models, costs. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forecastLine } from "../../components/ai/model/forecast";
import { costCatalogFields } from "../../lib/portal/schemas/ai";
import { json, startTestSandbox, type TestSandbox } from "./test-support";

interface Key {
  id: string;
  name: string;
  description: string;
  is_active: boolean;
  is_limited: boolean;
  project_id: string;
  budgets: { max_limit: number; current_usage: number; reset_duration: string; reset_at: string }[];
  rate_limits: unknown[];
  tokens_usage: { total_tokens: number; prompt_tokens: number; completion_tokens: number; from: string; to: string };
}
interface Project {
  id: string;
  name: string;
  disabled: boolean;
  keys: { id: string }[];
  llm: string[];
}
interface Cost {
  from: string;
  to: string;
  price: number;
  tokens: number;
  key_price?: number;
  usage: {
    daily: { date: string; tokens: number; price: number }[];
    by_model: Record<string, { tokens: number; price: number }>;
  };
}

describe("AI area", () => {
  let sbx: TestSandbox;
  beforeAll(async () => {
    sbx = await startTestSandbox();
  });
  afterAll(() => sbx.dispose());
  const get = async <T>(path: string, body?: unknown) => {
    const res = await sbx.call("GET", path, { body });
    expect(res.status, res.text).toBe(200);
    return json<T>(res);
  };

  it("seeds budgets that agree with the cost records, one key running out within three days", async () => {
    const keys = await get<Key[]>("/ai/keys");
    const key = keys.find((k) => k.name === "data-platform-copilot")!;
    expect(key.budgets.map((b) => b.reset_duration)).toEqual(["30d", "7d"]);
    const month = key.budgets[0];
    const start = new Date(Date.parse(month.reset_at) - 30 * 86_400_000).toISOString().slice(0, 10);
    const cost = await get<Cost>(`/ai/keys/${key.id}/cost`, { start, end: new Date().toISOString().slice(0, 10) });
    expect(cost.price).toBeCloseTo(month.current_usage, 2);
    const now = Date.now();
    const forecast = forecastLine(month, now)!;
    expect(forecast.state).toBe("runsOut");
    expect(forecast.daysLeft!).toBeLessThan(3);
    expect(forecastLine(key.budgets[1], now)!.state).not.toBe("runsOut");
    const limited = keys.filter((k) => k.is_limited);
    expect(limited.length).toBeGreaterThan(0);
  });

  it("seeds projects, keys with limits and usage, customers, models, providers and the full cost catalog", async () => {
    const projects = await get<Project[]>("/ai/projects");
    expect(projects.length).toBeGreaterThanOrEqual(3);
    expect(projects.some((p) => p.disabled)).toBe(true);
    const keys = await get<Key[]>("/ai/keys");
    expect(keys.length).toBeGreaterThanOrEqual(25);
    expect(keys.some((k) => !k.is_active)).toBe(true);
    expect(keys.some((k) => k.is_limited)).toBe(true);
    expect(keys.every((k) => k.budgets.length > 0 && k.rate_limits.length > 0)).toBe(true);
    expect(keys.some((k) => k.tokens_usage.total_tokens > 0)).toBe(true);
    for (const p of projects) expect((await get<unknown[]>(`/ai/project/${p.id}/users`)).length).toBeGreaterThan(0);
    const customers = await get<{ teams: unknown[] }[]>("/ai/customer");
    expect(customers.length).toBeGreaterThan(0);
    const models = await get<{ llms: { id: string }[] }>("/ai/models", { list_all: true });
    expect(models.llms.map((m) => m.id)).toContain("openai/gpt-4o");
    expect((await get<{ providers: unknown[] }>("/ai/providers")).providers.length).toBeGreaterThan(1);
    const catalog = await get<Record<string, unknown>>("/ai/cost/all");
    for (const field of costCatalogFields) expect(typeof catalog[field], field).toBe("number");
  });

  it("creates a key that appears in the list, updates only the given fields, deletes it", async () => {
    const [project] = await get<Project[]>("/ai/projects");
    const created = await sbx.call("POST", "/ai/keys", {
      body: { name: "ci-key", description: "for CI", tier: "standard", user_bound: false, project_id: project.id },
    });
    expect(created.status).toBe(200);
    const key = json<Key>(created);
    expect(key).toMatchObject({ name: "ci-key", description: "for CI", is_active: true });
    const listed = (await get<Key[]>("/ai/keys", { ai_project_id: project.id })).find((k) => k.id === key.id);
    expect(listed?.project_id).toBe(project.id);

    const patched = await sbx.call("PATCH", `/ai/keys/${key.id}`, { body: { active: false } });
    expect(json<Key>(patched)).toMatchObject({ name: "ci-key", description: "for CI", is_active: false });
    const renamed = json<Key>(
      await sbx.call("PATCH", `/ai/keys/${key.id}`, { body: { name: "ci-key-2", llms: ["openai/gpt-4o"] } }),
    );
    expect(renamed).toMatchObject({ name: "ci-key-2", is_active: false });
    const bad = await sbx.call("PATCH", `/ai/keys/${key.id}`, { body: { llms: ["nope/model"] } });
    expect(bad.status).toBe(400);
    expect(json<{ error: { field: string } }>(bad).error.field).toBe("llms");

    expect((await sbx.call("DELETE", `/ai/keys/${key.id}`)).status).toBe(204);
    expect((await sbx.call("GET", `/ai/keys/${key.id}`)).status).toBe(404);
    expect((await sbx.call("DELETE", `/ai/keys/${key.id}`)).status).toBe(404);
  });

  it("starts a new budget's window when it is saved, and keeps a line sent back as it was read", async () => {
    const [key] = await get<Key[]>("/ai/keys");
    const before = Date.now();
    const kept = key.budgets[0];
    const saved = await sbx.call("PATCH", `/ai/keys/${key.id}`, {
      body: { budgets: [kept, { max_limit: 10, reset_duration: "1d" }] },
    });
    expect(saved.status).toBe(200);
    const [again, daily] = json<Key>(saved).budgets;
    expect(again).toEqual(kept);
    expect(daily).toMatchObject({ max_limit: 10, reset_duration: "1d", current_usage: 0 });
    const resetAt = Date.parse(daily.reset_at);
    expect(resetAt).toBeGreaterThanOrEqual(before + 86_400_000);
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 86_400_000);
    // The console's forecast of it: nothing spent yet, in the window the portal stated.
    expect(forecastLine(daily, Date.now())).toMatchObject({ state: "noSpend", window: { end: resetAt } });
  });

  it("lets the AI demo token read keys and their costs (which state the currency) but not the settings", async () => {
    const token = "demo-ai-token";
    const [key] = await get<Key[]>("/ai/keys");
    expect((await sbx.call("GET", "/ai/keys", { token })).status).toBe(200);
    const cost = await sbx.call("GET", `/ai/keys/${key.id}/cost`, { token });
    expect(cost.status).toBe(200);
    expect(json<{ usage: { currency: string } }>(cost).usage.currency).toBe("EUR");
    const settings = await sbx.call("GET", "/property", { token });
    expect(settings.status).toBe(403);
    expect(json<{ error: { permission: string } }>(settings).error.permission).toBe("property-get");
  });

  it("refuses an unknown tier naming the field", async () => {
    const res = await sbx.call("POST", "/ai/keys", {
      body: { name: "x", description: "d", tier: "gold", user_bound: true },
    });
    expect(res.status).toBe(400);
    expect(json<{ error: { field: string } }>(res).error.field).toBe("tier");
  });

  it("assigns a key to another project and user", async () => {
    const [a, b] = await get<Project[]>("/ai/projects");
    const key = (await get<Key[]>("/ai/keys", { ai_project_id: a.id }))[0];
    const users = await get<{ id: string; username: string }[]>(`/ai/project/${b.id}/users`);
    const res = await sbx.call("PATCH", `/ai/keys/${key.id}/assignments`, {
      body: { project_id: b.id, user_id: users[0].id },
    });
    expect(res.status).toBe(204);
    const moved = (await get<(Key & { user_id: string })[]>("/ai/keys", { ai_project_id: b.id })).find(
      (k) => k.id === key.id,
    );
    expect(moved?.user_id).toBe(users[0].id);
    const missing = await sbx.call("PATCH", `/ai/keys/${key.id}/assignments`, { body: { project_id: "aip-missing" } });
    expect(missing.status).toBe(404);
    expect(json<{ error: { field: string } }>(missing).error.field).toBe("project_id");
  });

  it("creates, patches (apply_keys / remove), toggles and deletes a project", async () => {
    const free = (await get<Key[]>("/ai/keys")).filter((k) => k.project_id === "").slice(0, 2);
    expect(free).toHaveLength(2);
    const created = json<{ id: string; llm: string[] }[]>(
      await sbx.call("POST", "/ai/projects", {
        body: { name: "new-team", description: "d", tier: "basic", apply_keys: [free[0].id] },
      }),
    );
    const id = created[0].id;
    expect(created[0].llm.length).toBeGreaterThan(0);
    expect(
      (await sbx.call("POST", "/ai/projects", { body: { name: "new-team", description: "d", tier: "basic" } })).status,
    ).toBe(409);

    const detail = async () => (await get<(Project & { keys: { id: string }[] })[]>(`/ai/project/${id}`))[0];
    expect((await detail()).keys.map((k) => k.id)).toEqual([free[0].id]);
    await sbx.call("PATCH", `/ai/project/${id}`, {
      body: { apply_keys: [free[1].id], remove: [free[0].id], description: "changed" },
    });
    const after = await detail();
    expect(after.keys.map((k) => k.id)).toEqual([free[1].id]);
    expect(after).toMatchObject({ description: "changed", name: "new-team" });

    expect((await detail()).disabled).toBe(false);
    await sbx.call("PATCH", `/ai/project/${id}/toggle`);
    expect((await detail()).disabled).toBe(true);
    await sbx.call("PATCH", `/ai/project/${id}/toggle`);
    expect((await detail()).disabled).toBe(false);

    expect((await sbx.call("DELETE", `/ai/project/${id}`)).status).toBe(204);
    expect((await sbx.call("GET", `/ai/project/${id}`)).status).toBe(404);
    expect((await get<Key[]>("/ai/keys")).find((k) => k.id === free[1].id)?.project_id).toBe("");
  });

  it("adds and removes project members by users_ids", async () => {
    const [, , project] = await get<Project[]>("/ai/projects");
    const members = async () => (await get<{ id: string }[]>(`/ai/project/${project.id}/users`)).map((u) => u.id);
    const everyone = new Set<string>();
    for (const p of await get<Project[]>("/ai/projects"))
      for (const u of await get<{ id: string }[]>(`/ai/project/${p.id}/users`)) everyone.add(u.id);
    const before = await members();
    const newcomer = [...everyone].find((id) => !before.includes(id));
    if (!newcomer) throw new Error("the seed should leave users outside this project");
    await sbx.call("POST", `/ai/project/${project.id}/users`, { body: { users_ids: [newcomer] } });
    expect(await members()).toContain(newcomer);
    await sbx.call("DELETE", `/ai/project/${project.id}/users`, { body: { users_ids: [newcomer] } });
    expect(await members()).not.toContain(newcomer);
    const unknown = await sbx.call("POST", `/ai/project/${project.id}/users`, { body: { users_ids: ["aiu-nobody"] } });
    expect(unknown.status).toBe(404);
    expect((await sbx.call("POST", `/ai/project/${project.id}/users`, { body: { users_ids: [] } })).status).toBe(400);
  });

  it("filters models by project and provider", async () => {
    const [project] = await get<(Project & { llm: string[] })[]>("/ai/projects");
    const ofProject = await get<{ all_available: boolean; llms: { id: string; provider: string }[] }>("/ai/models", {
      project: project.id,
    });
    expect(ofProject.llms.map((m) => m.id).sort()).toEqual([...project.llm].sort());
    const openai = await get<{ llms: { provider: string }[] }>("/ai/models", { list_all: true, providers: ["openai"] });
    expect(openai.llms.length).toBeGreaterThan(0);
    expect(openai.llms.every((m) => m.provider === "openai")).toBe(true);
  });

  it("computes key and project costs for any range, with a per-day breakdown", async () => {
    const keys = await get<Key[]>("/ai/keys");
    const busy = keys.find((k) => k.tokens_usage.total_tokens > 0)!;
    const week = await get<Cost>(`/ai/keys/${busy.id}/cost`, { start: "2020-01-01", end: "2020-01-07" });
    expect(week).toMatchObject({ from: "2020-01-01", to: "2020-01-07" });
    expect(week.usage.daily).toHaveLength(7);

    const recent = await get<Cost>(`/ai/keys/${busy.id}/cost`);
    expect(recent.usage.daily).toHaveLength(30);
    expect(recent.tokens).toBe(recent.usage.daily.reduce((sum, d) => sum + d.tokens, 0));
    expect(recent.price).toBeCloseTo(
      recent.usage.daily.reduce((sum, d) => sum + d.price, 0),
      4,
    );
    expect(recent.key_price).toBe(Math.round(recent.price * 100));
    expect(recent.tokens).toBe(busy.tokens_usage.total_tokens);
    const again = await get<Cost>(`/ai/keys/${busy.id}/cost`);
    expect(again).toEqual(recent);

    const project = (await get<Project[]>("/ai/projects")).find((p) => p.keys.length > 1)!;
    const projectCost = await get<Cost>(`/ai/project/${project.id}/cost`, { start: recent.from, end: recent.to });
    let sum = 0;
    for (const k of project.keys)
      sum += (await get<Cost>(`/ai/keys/${k.id}/cost`, { start: recent.from, end: recent.to })).tokens;
    expect(projectCost.tokens).toBe(sum);

    const reversed = await sbx.call("GET", `/ai/keys/${busy.id}/cost`, {
      body: { start: "2025-02-01", end: "2025-01-01" },
    });
    expect(reversed.status).toBe(400);
    expect(json<{ error: { field: string } }>(reversed).error.field).toBe("end");
  });

  it("reports tokens_usage over the range given in the list body", async () => {
    const ranged = await get<Key[]>("/ai/keys", { start: "2021-03-01", end: "2021-03-02" });
    expect(ranged[0].tokens_usage).toMatchObject({ from: "2021-03-01", to: "2021-03-02" });
  });
});
