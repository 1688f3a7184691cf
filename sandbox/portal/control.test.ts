/** The control API over real HTTP: its own key, the request log, the four fault modes, the clock. */
import { request } from "undici";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, json, send, startTestSandbox, type TestSandbox } from "./test-support";

interface Logged {
  seq: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  at: string;
}

describe("control API", () => {
  let sbx: TestSandbox;
  beforeAll(async () => {
    sbx = await startTestSandbox();
  });
  afterAll(() => sbx.dispose());
  afterEach(async () => {
    await sbx.control("DELETE", "faults");
  });

  it("refuses portal tokens and wrong keys", async () => {
    const url = `${sbx.portalUrl}/__control/requests`;
    expect((await send(url, "GET", { "auth-token": ADMIN, region: "eu-central" })).status).toBe(401);
    expect((await send(url, "GET", { "x-sandbox-control": "wrong-key" })).status).toBe(401);
    expect((await sbx.control("GET", "requests")).status).toBe(200);
  });

  it("logs what reached the portal: method, path, headers, body; control calls are not logged", async () => {
    const before = json<{ requests: Logged[] }>(await sbx.control("GET", "requests")).requests;
    const since = before.at(-1)?.seq ?? 0;
    await sbx.call("GET", "/ai/keys?trace=1", { body: { start: "2025-01-01" }, headers: { "x-trace": "abc" } });
    await sbx.call("POST", "/task", { body: { name: "logged" }, token: "nope" });
    const log = json<{ requests: Logged[] }>(await sbx.control("GET", `requests?since=${since}`)).requests;
    expect(log.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /ai/keys?trace=1", "POST /task"]);
    expect(log[0].headers["auth-token"]).toBe(ADMIN);
    expect(log[0].headers["x-trace"]).toBe("abc");
    expect(log[0].headers.region).toBe("eu-central");
    expect(log[0].body).toEqual({ start: "2025-01-01" });
    expect(log[1].body).toEqual({ name: "logged" });
    expect(log[1].seq).toBeGreaterThan(log[0].seq);
    expect(Date.parse(log[0].at)).not.toBeNaN();

    expect((await sbx.control("DELETE", "requests")).status).toBe(204);
    expect(json<{ requests: Logged[] }>(await sbx.control("GET", "requests")).requests).toEqual([]);
  });

  it("validates fault rules, naming the field", async () => {
    const res = await sbx.control("POST", "faults", { mode: "explode" });
    expect(res.status).toBe(400);
    expect(json<{ error: { field: string } }>(res).error.field).toBe("mode");
  });

  it("slow: delays, then answers normally", async () => {
    await sbx.control("POST", "faults", { operation: "context.get", mode: "slow", delayMs: 400 });
    const started = Date.now();
    const res = await sbx.call("GET", "/context");
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(json(res)).toHaveProperty("user");
  });

  it("error: answers 500 (or the given status) with a JSON error, `times` limits it", async () => {
    await sbx.control("POST", "faults", { path: "/ai/keys/{key_id}", method: "get", mode: "error", times: 1 });
    const res = await sbx.call("GET", "/ai/keys/any-key");
    expect(res.status).toBe(500);
    expect(json<{ error: { status: number } }>(res).error.status).toBe(500);
    // Used up: the next request reaches the handler (an unknown key: 404).
    expect((await sbx.call("GET", "/ai/keys/any-key")).status).toBe(404);

    await sbx.control("POST", "faults", { path: "/ai/projects", mode: "error", status: 503 });
    expect((await sbx.call("GET", "/ai/projects")).status).toBe(503);
    expect((await sbx.call("GET", "/ai/projects", { region: "eu-west" })).status).toBe(503);
  });

  it("faults can target one region", async () => {
    await sbx.control("POST", "faults", { operation: "ai.projects.list", region: "eu-west", mode: "error" });
    expect((await sbx.call("GET", "/ai/projects", { region: "eu-west" })).status).toBe(500);
    expect((await sbx.call("GET", "/ai/projects", { region: "eu-central" })).status).toBe(200);
  });

  it("malformed: answers 200 with broken JSON", async () => {
    await sbx.control("POST", "faults", { operation: "i18n.langs.list", mode: "malformed" });
    const res = await sbx.call("GET", "/i18n/langs");
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"broken":');
    expect(() => JSON.parse(res.text)).toThrow();
  });

  it("answer: sends the given JSON body with 200, whatever the spec promises", async () => {
    await sbx.control("POST", "faults", { operation: "dashboards.menu", mode: "answer", body: {}, times: 1 });
    const res = await sbx.call("GET", "/dashboards");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({});
    expect(Array.isArray(JSON.parse((await sbx.call("GET", "/dashboards")).text))).toBe(true);
  });

  it("answer with repeat: grows the body's list, or an object's first array field, to that many numbered items", async () => {
    await sbx.control("POST", "faults", {
      operation: "dashboards.menu",
      mode: "answer",
      body: [{ label: "Group {i}" }],
      repeat: 10_000,
      times: 1,
    });
    const list = JSON.parse((await sbx.call("GET", "/dashboards")).text);
    expect(list).toHaveLength(10_000);
    expect(list[9_999]).toEqual({ label: "Group 9999" });
    await sbx.control("POST", "faults", {
      operation: "dashboards.menu",
      mode: "answer",
      body: { all: true, llms: [{ id: "m{i}" }, { id: "n{i}" }] },
      repeat: 3,
      times: 1,
    });
    expect(JSON.parse((await sbx.call("GET", "/dashboards")).text)).toEqual({
      all: true,
      llms: [{ id: "m0" }, { id: "n1" }, { id: "m2" }],
    });
  });

  it("drop: closes the connection without an answer", async () => {
    await sbx.control("POST", "faults", { operation: "tasks.list", mode: "drop" });
    await expect(
      request(`${sbx.portalUrl}/task`, { headers: { "auth-token": ADMIN, region: "eu-central" } }),
    ).rejects.toThrow();
    await sbx.control("DELETE", "faults");
    expect((await sbx.call("GET", "/task")).status).toBe(200);
  });

  it("lists and clears fault rules", async () => {
    await sbx.control("POST", "faults", { operation: "context.get", mode: "error" });
    expect(json<{ faults: unknown[] }>(await sbx.control("GET", "faults")).faults).toHaveLength(1);
    await sbx.control("DELETE", "faults");
    expect(json<{ faults: unknown[] }>(await sbx.control("GET", "faults")).faults).toHaveLength(0);
    expect((await sbx.call("GET", "/context")).status).toBe(200);
  });

  it("moves the clock forward", async () => {
    const before = json<{ nowMs: number }>(await sbx.control("GET", "clock")).nowMs;
    const after = json<{ nowMs: number }>(await sbx.control("POST", "clock", { advanceMs: 86_400_000 })).nowMs;
    expect(after - before).toBeGreaterThanOrEqual(86_400_000);
    expect((await sbx.control("POST", "clock", { advanceMs: -5 })).status).toBe(400);
    expect((await sbx.control("POST", "clock", {})).status).toBe(400);
  });

  it("freezes the clock: time stands still, moves only when told, and runs on from there when thawed", async () => {
    type Clock = { nowMs: number; frozen: boolean };
    const frozen = json<Clock>(await sbx.control("POST", "clock", { frozen: true }));
    expect(frozen.frozen).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(json<Clock>(await sbx.control("GET", "clock")).nowMs).toBe(frozen.nowMs);
    const moved = json<Clock>(await sbx.control("POST", "clock", { advanceMs: 5_000 }));
    expect(moved.nowMs).toBe(frozen.nowMs + 5_000);
    const thawed = json<Clock>(await sbx.control("POST", "clock", { frozen: false }));
    expect(thawed.frozen).toBe(false);
    expect(thawed.nowMs).toBeGreaterThanOrEqual(moved.nowMs);
    expect(thawed.nowMs - moved.nowMs).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(json<Clock>(await sbx.control("GET", "clock")).nowMs).toBeGreaterThan(thawed.nowMs);
  });
});
