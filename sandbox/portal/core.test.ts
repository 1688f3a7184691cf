/** The portal stand-in's core over real HTTP: authentication, region, permission, routing, validation, errors. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineArea } from "./area";
import { miscArea } from "./areas/misc";
import { ADMIN, EXPIRED, READER, TRANSLATOR, json, startTestSandbox, type TestSandbox } from "./test-support";

type ErrorAnswer = {
  error: { status: number; message: string; field?: string; permission?: string; issues?: unknown[] };
};

describe("portal core", () => {
  let sbx: TestSandbox;
  beforeAll(async () => {
    sbx = await startTestSandbox();
  });
  afterAll(() => sbx.dispose());

  describe("authentication", () => {
    it("answers 401 without an auth-token", async () => {
      const res = await sbx.call("GET", "/ai/projects", { token: null });
      expect(res.status).toBe(401);
      expect(json<ErrorAnswer>(res).error).toMatchObject({
        status: 401,
        message: expect.stringContaining("auth-token"),
      });
    });
    it("answers 401 for an unknown token", async () => {
      const res = await sbx.call("GET", "/ai/projects", { token: "not-a-configured-token" });
      expect(res.status).toBe(401);
    });
    it("answers 401 for a token outside its validity window", async () => {
      const res = await sbx.call("GET", "/ai/projects", { token: EXPIRED });
      expect(res.status).toBe(401);
      expect(json<ErrorAnswer>(res).error.message).toMatch(/expired/);
    });
    it("answers 401 before the start of a token's window", async () => {
      const future = await startTestSandbox({
        tokens: [{ name: "later", value: "later-token-value", permissions: ["*"], start: "2999-01-01" }],
      });
      try {
        expect((await future.call("GET", "/ai/projects", { token: "later-token-value" })).status).toBe(401);
      } finally {
        await future.dispose();
      }
    });
    it("answers 400 naming the header without a region", async () => {
      const res = await sbx.call("GET", "/ai/projects", { region: null });
      expect(res.status).toBe(400);
      expect(json<ErrorAnswer>(res).error.field).toBe("region");
    });
    it("answers 400 for an unknown region", async () => {
      const res = await sbx.call("GET", "/ai/projects", { region: "mars-north" });
      expect(res.status).toBe(400);
      expect(json<ErrorAnswer>(res).error.message).toMatch(/mars-north/);
    });
  });

  describe("permissions", () => {
    it("refuses a write to the read-only token with 403 naming the permission", async () => {
      const res = await sbx.call("DELETE", "/ai/keys/some-key", { token: READER });
      expect(res.status).toBe(403);
      expect(json<ErrorAnswer>(res).error).toEqual({
        status: 403,
        message: "token lacks permission ai_key-delete",
        permission: "ai_key-delete",
      });
    });
    it("lets the read-only token read", async () => {
      expect((await sbx.call("GET", "/ai/projects", { token: READER })).status).toBe(200);
    });
    it("refuses an AI read to the translator token and lets it translate", async () => {
      const ai = await sbx.call("GET", "/ai/keys", { token: TRANSLATOR });
      expect(ai.status).toBe(403);
      expect(json<ErrorAnswer>(ai).error.permission).toBe("ai-get");
      const table = await sbx.call("GET", "/i18n/lang/de/table", { token: TRANSLATOR });
      expect(table.status).toBe(200);
    });
  });

  describe("routing and validation", () => {
    it("answers 404 for an unknown path", async () => {
      const res = await sbx.call("GET", "/no/such/operation");
      expect(res.status).toBe(404);
      expect(json<ErrorAnswer>(res).error.status).toBe(404);
    });
    it("answers 404 for a known path with the wrong method", async () => {
      expect((await sbx.call("PUT", "/ai/projects")).status).toBe(404);
      expect((await sbx.call("DELETE", "/ai/projects")).status).toBe(404);
    });
    it("answers 404 for a traversal attempt", async () => {
      expect((await sbx.call("GET", "/ai/keys/..%2F..%2Fetc")).status).toBe(404);
    });
    it("answers 400 naming a missing required field", async () => {
      const res = await sbx.call("POST", "/ai/keys", { body: { description: "d", tier: "basic", user_bound: false } });
      expect(res.status).toBe(400);
      expect(json<ErrorAnswer>(res).error.field).toBe("name");
      expect(json<ErrorAnswer>(res).error.message).toMatch(/^name: /);
    });
    it("answers 400 naming a field of the wrong type", async () => {
      const res = await sbx.call("POST", "/ai/keys", {
        body: { name: "n", description: "d", tier: "basic", user_bound: "yes" },
      });
      expect(res.status).toBe(400);
      expect(json<ErrorAnswer>(res).error.field).toBe("user_bound");
    });
    it("answers 400 naming an unknown body field", async () => {
      const res = await sbx.call("GET", "/ai/keys", { body: { colour: "blue" } });
      expect(res.status).toBe(400);
      expect(json<ErrorAnswer>(res).error.field).toBe("colour");
    });
    it("answers 400 for invalid JSON and for a body that is not an object", async () => {
      const broken = await sbx.call("POST", "/task", { rawBody: '{"name": ' });
      expect(broken.status).toBe(400);
      expect(json<ErrorAnswer>(broken).error.field).toBe("body");
      expect((await sbx.call("POST", "/task", { body: ["a"] })).status).toBe(400);
    });
    it("answers 413 for a body over 1 MB", async () => {
      const res = await sbx.call("POST", "/task", { body: { name: "x".repeat(1_100_000) } });
      expect(res.status).toBe(413);
    });
    it("reads the JSON body of a GET", async () => {
      const projects = json<{ id: string; keys: unknown[] }[]>(await sbx.call("GET", "/ai/projects"));
      const target = projects[1];
      const res = await sbx.call("GET", "/ai/keys", { body: { ai_project_id: target.id } });
      expect(res.status).toBe(200);
      const keys = json<{ project_id: string }[]>(res);
      expect(keys.length).toBe(target.keys.length);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((k) => k.project_id === target.id)).toBe(true);
      const all = json<unknown[]>(await sbx.call("GET", "/ai/keys"));
      expect(all.length).toBeGreaterThan(keys.length);
    });
    it("answers 204 without a body when the operation has none", async () => {
      const res = await sbx.call("POST", "/property", { body: { property: "x.y", value: "1", description: "d" } });
      expect(res.status).toBe(204);
      expect(res.text).toBe("");
    });
  });

  it("answers 501 for an operation no area handles, and 500 without a stack when a handler throws", async () => {
    const broken = defineArea<Record<string, never>>({
      key: "broken",
      seed: () => ({}),
      handlers: {
        "theme.get": () => {
          throw new Error("secret internals at /srv/app.ts:12");
        },
      },
    });
    const small = await startTestSandbox({
      areas: [broken, { ...miscArea, handlers: { "context.get": miscArea.handlers["context.get"] } }],
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const missing = await small.call("GET", "/ai/projects");
      expect(missing.status).toBe(501);
      expect(json<ErrorAnswer>(missing).error.message).toContain("ai.projects.list");
      const crash = await small.call("GET", "/theme");
      expect(crash.status).toBe(500);
      expect(crash.text).not.toContain("secret internals");
      expect(crash.text).not.toContain("app.ts");
      expect(errors.length).toBeGreaterThan(0);
      expect((await small.call("GET", "/context")).status).toBe(200);
    } finally {
      console.error = original;
      await small.dispose();
    }
  });

  it("survives garbage on the socket", async () => {
    const { connect } = await import("node:net");
    const url = new URL(sbx.portalUrl);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.end("\u0000\u0001 NOT HTTP\r\n\r\n"));
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
      socket.resume();
    });
    expect((await sbx.call("GET", "/context", { token: ADMIN })).status).toBe(200);
  });
});

describe("token configuration", () => {
  it("reads SANDBOX_TOKENS and names the bad field of a broken file", async () => {
    const { mkdtemp, writeFile, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { loadTokens } = await import("../config");
    const dir = await mkdtemp(path.join(tmpdir(), "tokens-"));
    try {
      const good = path.join(dir, "good.json");
      await writeFile(good, JSON.stringify([{ name: "ops", value: "ops-token-123", permissions: ["iaas_*"] }]));
      expect(loadTokens({ SANDBOX_TOKENS: good })).toEqual([
        { name: "ops", value: "ops-token-123", permissions: ["iaas_*"] },
      ]);
      const bad = path.join(dir, "bad.json");
      await writeFile(bad, JSON.stringify([{ name: "ops", value: "ops-token-123", permissions: "all" }]));
      expect(() => loadTokens({ SANDBOX_TOKENS: bad })).toThrow(/0\.permissions/);
      expect(loadTokens({}).map((t) => t.name)).toEqual(["admin", "reader", "translator", "ai", "expired"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
