/** The i18n, notifications, tasks and misc areas over real HTTP: seed contents and one state change each. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations } from "../../lib/portal/operations";
import { readBundledMessages } from "./seed/i18n";
import { json, startTestSandbox, type TestSandbox } from "./test-support";

interface Row {
  key: string;
  value: string;
  translated: boolean;
}
interface Notification {
  id: string;
  read: string;
  type: string;
  notification: string;
  timestamp: string;
}
interface Task {
  id: string;
  name: string;
  state: string;
  read_at: string | null;
  ended_at: string | null;
}
interface Step {
  id: number;
  path: string;
  start_at: string | null;
  ended_at: string | null;
  response: string;
}

describe("areas", () => {
  let sbx: TestSandbox;
  beforeAll(async () => {
    sbx = await startTestSandbox({ seed: { i18nTokens: 300 } });
  });
  afterAll(() => sbx.dispose());
  const get = async <T>(path: string, body?: unknown) => {
    const res = await sbx.call("GET", path, { body });
    expect(res.status, res.text).toBe(200);
    return json<T>(res);
  };

  describe("i18n", () => {
    it("seeds en, de, fr from the console's messages, some untranslated, plus load tokens", async () => {
      const langs = await get<{ lang: string; default: boolean }[]>("/i18n/langs");
      expect(langs.map((l) => l.lang)).toEqual(["en", "de", "fr"]);
      expect(langs.find((l) => l.default)?.lang).toBe("en");
      const en = await get<Row[]>("/i18n/lang/en/table");
      const de = await get<Row[]>("/i18n/lang/de/table");
      expect(en.every((r) => r.translated)).toBe(true);
      expect(de.some((r) => !r.translated)).toBe(true);
      expect(de.map((r) => r.key)).toEqual(en.map((r) => r.key));
      const bundled = Object.keys(readBundledMessages("en"));
      for (const key of bundled)
        expect(
          en.some((r) => r.key === key),
          key,
        ).toBe(true);
      expect(en.filter((r) => r.key.startsWith("portal.")).length).toBeGreaterThanOrEqual(30);
      expect(en.filter((r) => r.key.startsWith("load.")).length).toBe(300);
      expect(de.filter((r) => r.key.startsWith("load.") && !r.translated).length).toBe(100);
    });

    it("GET /i18n/lang/{lang} maps translated tokens only; unknown languages are 404", async () => {
      const de = await get<Record<string, string>>("/i18n/lang/de");
      const table = await get<Row[]>("/i18n/lang/de/table");
      expect(Object.keys(de).length).toBe(table.filter((r) => r.translated).length);
      expect((await sbx.call("GET", "/i18n/lang/xx")).status).toBe(404);
      expect((await sbx.call("GET", "/i18n/lang/xx/table")).status).toBe(404);
    });

    it("updates an existing token, inserts a new one, refuses duplicates and missing keys", async () => {
      const missing = (await get<Row[]>("/i18n/lang/fr/table")).find((r) => !r.translated)!;
      expect((await sbx.call("POST", "/i18n/lang/fr", { body: { key: missing.key, value: "Traduit" } })).status).toBe(
        204,
      );
      expect((await get<Record<string, string>>("/i18n/lang/fr"))[missing.key]).toBe("Traduit");

      const insert = { key: "portal.brand.new", value: "Brand new", insert: true };
      expect((await sbx.call("POST", "/i18n/lang/en", { body: insert })).status).toBe(204);
      expect((await sbx.call("POST", "/i18n/lang/en", { body: insert })).status).toBe(409);
      const deRow = (await get<Row[]>("/i18n/lang/de/table")).find((r) => r.key === "portal.brand.new");
      expect(deRow).toEqual({ key: "portal.brand.new", value: "", translated: false });
      expect((await sbx.call("POST", "/i18n/lang/de", { body: { key: "no.such.key", value: "x" } })).status).toBe(404);
      const bad = await sbx.call("POST", "/i18n/lang/de", { body: { key: "__proto__", value: "x", insert: true } });
      expect(bad.status).toBe(204);
      expect((await get<Row[]>("/i18n/lang/de/table")).some((r) => r.key === "__proto__")).toBe(true);
      const invalid = await sbx.call("POST", "/i18n/lang/de", { body: { key: "has space", value: "x", insert: true } });
      expect(json<{ error: { field: string } }>(invalid).error.field).toBe("key");
    });
  });

  describe("notifications", () => {
    it("lists newest first, filters unread, marks read with a timestamp", async () => {
      const all = await get<Notification[]>("/notification");
      expect(new Set(all.map((n) => n.type))).toEqual(new Set(["info", "warning", "error"]));
      expect([...all].sort((a, b) => b.timestamp.localeCompare(a.timestamp))).toEqual(all);
      const unread = await get<Notification[]>("/notification", { unread: true });
      expect(unread.length).toBeGreaterThan(0);
      expect(unread.every((n) => n.read === "")).toBe(true);
      expect(unread.length).toBeLessThan(all.length);

      expect((await sbx.call("PATCH", "/notification", { body: { id: unread[0].id } })).status).toBe(204);
      const after = await get<Notification[]>("/notification", { unread: true });
      expect(after.map((n) => n.id)).not.toContain(unread[0].id);
      const read = (await get<Notification[]>("/notification")).find((n) => n.id === unread[0].id)!;
      expect(Date.parse(read.read)).not.toBeNaN();
      expect((await sbx.call("PATCH", "/notification", { body: { id: "ntf-none" } })).status).toBe(404);
    });
  });

  describe("tasks", () => {
    it("seeds tasks in every state", async () => {
      const states = new Set((await get<Task[]>("/task")).map((t) => t.state));
      expect(states).toEqual(new Set(["pending", "running", "done", "failed"]));
    });

    it("runs a task step by step as the clock moves, then notifies", async () => {
      const { id } = json<{ id: string }>(await sbx.call("POST", "/task", { body: { name: "Deploy" } }));
      expect((await sbx.call("POST", `/task/${id}/run`)).status).toBe(409);
      for (const path of ["/iaas/projects", "/iaas/projects/quotas", "/backup"]) {
        const step = await sbx.call("POST", `/task/${id}/step`, {
          body: { description: path, method: "post", params: "{}", step_path: path },
        });
        expect(step.status).toBe(200);
      }
      const taskOf = async () => (await get<Task[]>("/task")).find((t) => t.id === id)!;
      expect((await taskOf()).state).toBe("pending");
      const run = await sbx.call("POST", `/task/${id}/run`);
      expect(json(run)).toMatchObject({ state: "running", steps: 3 });

      const steps = async () => get<Step[]>(`/task/${id}/step`);
      expect((await steps()).map((s) => s.ended_at === null)).toEqual([true, true, true]);
      await sbx.control("POST", "clock", { advanceMs: 2_100 });
      const one = await steps();
      expect(one[0].ended_at).not.toBeNull();
      expect(JSON.parse(one[0].response)).toMatchObject({ status: 200, path: "/iaas/projects" });
      expect(one[1].start_at).not.toBeNull();
      expect(one[1].ended_at).toBeNull();
      expect((await taskOf()).state).toBe("running");

      await sbx.control("POST", "clock", { advanceMs: 4_000 });
      expect((await steps()).every((s) => s.ended_at !== null)).toBe(true);
      const done = await taskOf();
      expect(done.state).toBe("done");
      expect(done.ended_at).not.toBeNull();
      const notes = (await get<Notification[]>("/notification")).map((n) => n.notification);
      expect(notes).toContain('Task "Deploy" finished');

      expect((await get<Task[]>("/task", { unread: true })).map((t) => t.id)).toContain(id);
      expect((await sbx.call("POST", `/task/${id}`)).status).toBe(204);
      expect((await get<Task[]>("/task", { unread: true })).map((t) => t.id)).not.toContain(id);
    });

    it("fails a task at a failing step", async () => {
      const { id } = json<{ id: string }>(await sbx.call("POST", "/task", { body: { name: "Doomed" } }));
      await sbx.call("POST", `/task/${id}/step`, {
        body: { description: "x", method: "GET", params: "{}", step_path: "/fail/here" },
      });
      await sbx.call("POST", `/task/${id}/step`, {
        body: { description: "y", method: "GET", params: "{}", step_path: "/never" },
      });
      await sbx.call("POST", `/task/${id}/run`);
      await sbx.control("POST", "clock", { advanceMs: 10_000 });
      expect((await get<Task[]>("/task")).find((t) => t.id === id)?.state).toBe("failed");
      expect((await get<Step[]>(`/task/${id}/step`))[1].start_at).toBeNull();
      expect((await sbx.call("GET", "/task/task-none/step")).status).toBe(404);
    });
  });

  describe("misc", () => {
    it("serves context, menu, dashboards with structures, elements and theme", async () => {
      expect(await get<Record<string, unknown>>("/context")).toHaveProperty("user");
      const menu = await get<{ label: string; items: { path: string }[] }[]>("/dashboards");
      expect(menu.length).toBeGreaterThan(2);
      const all = await get<{ path: string }[]>("/dashboards/all");
      for (const d of all) {
        const structure = json<{ elements: { operation: string }[] }>(await sbx.call("GET", `/dashboard/${d.path}`));
        expect(structure.elements.length).toBeGreaterThan(0);
        for (const e of structure.elements) expect(Object.keys(operations), d.path).toContain(e.operation);
      }
      expect((await sbx.call("GET", "/dashboard/no-such-dashboard")).status).toBe(404);
      expect((await get<unknown[]>("/dashboard/elements")).length).toBeGreaterThan(0);
      const theme = await get<{ colors: { primary: string } }>("/theme");
      expect(theme.colors.primary).toMatch(/^#/);
      const acme = await get<{ name: string }>("/theme", { client_id: "cl-acme-0001" });
      expect(acme.name).toBe("ACME");
    });

    it("creates and updates properties; saving an inherited one overrides it", async () => {
      const props = await get<{ property: string; inherited: boolean; value: string }[]>("/property");
      const inherited = props.find((p) => p.inherited)!;
      await sbx.call("POST", "/property", {
        body: { property: inherited.property, value: "mine", description: "own" },
      });
      await sbx.call("POST", "/property", { body: { property: "brand.new", value: "1", description: "new" } });
      const after = await get<{ property: string; inherited: boolean; value: string }[]>("/property");
      expect(after.find((p) => p.property === inherited.property)).toMatchObject({ value: "mine", inherited: false });
      expect(after.find((p) => p.property === "brand.new")).toMatchObject({ value: "1", inherited: false });
      expect(after).toHaveLength(props.length + 1);
    });
  });
});
