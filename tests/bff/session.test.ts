import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieOf, type ErrorShape } from "./support/http";
import { startBffStack, type BffStack } from "./support/stack";

let stack: BffStack;
beforeAll(async () => {
  stack = await startBffStack({
    env: { SANDBOX_DEMO_TOKENS: JSON.stringify([{ name: "admin", value: "demo-admin-token" }]) },
  });
});
afterAll(() => stack?.close());
afterEach(() => stack.restart());

const login = (token: string, region = "eu-central", headers: Record<string, string> = {}, cookie?: string) =>
  stack.call("POST", "/api/session", { body: { token, region }, headers, cookie });

const whoami = (cookie?: string) => stack.call("GET", "/api/session", { cookie });
const portalRead = (cookie: string) => stack.call("GET", "/api/portal/ai/providers", { cookie });

describe("login", () => {
  it("creates a session and sets an HttpOnly, SameSite=Strict cookie holding only a 256-bit id", async () => {
    const answer = await login("demo-admin-token");
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      authenticated: true,
      region: "eu-central",
      regions: ["eu-central", "eu-west"],
    });
    expect(answer.setCookies).toHaveLength(1);
    const header = answer.setCookies[0];
    expect(header).toMatch(/^console-session=[A-Za-z0-9_-]{43}; /);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Strict");
    expect(header).toContain("Path=/");
    expect(header).not.toMatch(/domain=/i);
    expect(header).not.toMatch(/secure/i);
    expect(answer.text).not.toContain("demo-admin-token");
    expect((await portalRead(sessionCookieOf(answer)!)).status).toBe(200);
  });

  it("uses Secure and the __Host- prefix over https", async () => {
    const answer = await login("demo-admin-token", "eu-central", { "x-forwarded-proto": "https" });
    expect(answer.status).toBe(200);
    expect(answer.setCookies[0]).toMatch(
      /^__Host-console-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure/,
    );
    const cookie = sessionCookieOf(answer)!;
    const read = await stack.call("GET", "/api/portal/ai/providers", {
      cookie,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(read.status).toBe(200);
    // The plain-http name is not accepted over https and vice versa.
    expect((await stack.call("GET", "/api/portal/ai/providers", { cookie })).status).toBe(401);
  });

  it("with COOKIE_SECURE=true always sets Secure", async () => {
    await stack.restart({ COOKIE_SECURE: "true" });
    const answer = await login("demo-admin-token");
    expect(answer.setCookies[0]).toMatch(/^__Host-console-session=.*; Secure/);
  });

  it("accepts a token that lacks the probe's permission, and remembers the denial", async () => {
    const answer = await login("demo-translator-token");
    expect(answer.status).toBe(200);
    const cookie = sessionCookieOf(answer)!;
    const permissions = await stack.call("GET", "/api/session/permissions", { cookie });
    expect(permissions.json()).toMatchObject({ denied: ["notification-get"] });
  });

  it("refuses a wrong token with 401 invalid_token, and an expired one too", async () => {
    for (const token of ["not-a-real-token", "demo-expired-token"]) {
      const answer = await login(token);
      expect(answer.status).toBe(401);
      expect(answer.json<ErrorShape>().error.code).toBe("invalid_token");
      expect(answer.setCookies).toEqual([]);
    }
  });

  it("refuses bad input field by field, before asking the portal", async () => {
    const before = await stack.portalSeq();
    const answer = await stack.call("POST", "/api/session", { body: { token: "has space", region: "mars" } });
    expect(answer.status).toBe(400);
    const { error } = answer.json<ErrorShape>();
    expect(error.code).toBe("invalid_input");
    expect(error.issues?.map((i) => i.path).sort()).toEqual(["region", "token"]);
    expect(await stack.portalSeq()).toBe(before);
  });

  it("answers upstream_unreachable when the portal is down", async () => {
    await stack.restart({ PORTAL_URL: "http://127.0.0.1:9" });
    const answer = await login("demo-admin-token");
    expect(answer.status).toBe(502);
    expect(answer.json<ErrorShape>().error.code).toBe("upstream_unreachable");
  });

  it("rate-limits failed logins per client address: 429 after 10 failures, without asking the portal", async () => {
    const from = (address: string) => ({ "x-forwarded-for": address });
    for (let i = 0; i < 10; i++) {
      expect((await login("wrong-token", "eu-central", from("203.0.113.7"))).status).toBe(401);
    }
    const before = await stack.portalSeq();
    const limited = await login("demo-admin-token", "eu-central", from("203.0.113.7"));
    expect(limited.status).toBe(429);
    expect(limited.json<ErrorShape>().error.code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await stack.portalSeq()).toBe(before);
    // Another address is not affected; the window ends after a minute.
    expect((await login("demo-admin-token", "eu-central", from("203.0.113.8"))).status).toBe(200);
    stack.clock.advance(61_000);
    expect((await login("demo-admin-token", "eu-central", from("203.0.113.7"))).status).toBe(200);
  });
});

describe("session", () => {
  it("GET /api/session tells who is logged in, never the token", async () => {
    expect((await whoami()).json()).toEqual({
      authenticated: false,
      regions: ["eu-central", "eu-west"],
      sandbox: true,
      pseudoLocale: true,
    });
    const cookie = await stack.login();
    const view = (await whoami(cookie)).json<Record<string, unknown>>();
    expect(view).toMatchObject({
      authenticated: true,
      region: "eu-central",
      sandbox: true,
      gatewayKey: { set: false },
    });
    const now = stack.clock.now();
    expect(Date.parse(view.expiresAt as string)).toBe(now + 12 * 3_600_000);
    expect(Date.parse(view.idleExpiresAt as string)).toBe(now + 30 * 60_000);
    expect(JSON.stringify(view)).not.toContain("demo-admin-token");
  });

  it("PATCH switches region and the portal then gets the new one", async () => {
    const cookie = await stack.login();
    const bad = await stack.call("PATCH", "/api/session", { cookie, body: { region: "nowhere" } });
    expect(bad.json<ErrorShape>().error.issues?.[0].path).toBe("region");
    const answer = await stack.call("PATCH", "/api/session", { cookie, body: { region: "eu-west" } });
    expect(answer.json()).toMatchObject({ region: "eu-west" });
    const before = await stack.portalSeq();
    await portalRead(cookie);
    const [sent] = await stack.portalRequests(before);
    expect(sent.headers.region).toBe("eu-west");
  });

  it("logout deletes the record: the replayed cookie is refused and cleared", async () => {
    const cookie = await stack.login();
    const out = await stack.call("DELETE", "/api/session", { cookie });
    expect(out.status).toBe(204);
    expect(out.setCookies[0]).toMatch(/^console-session=; .*Max-Age=0/);
    const replay = await portalRead(cookie);
    expect(replay.status).toBe(401);
    expect(replay.json<ErrorShape>().error.code).toBe("unauthenticated");
    expect(replay.setCookies[0]).toMatch(/Max-Age=0/);
    expect((await whoami(cookie)).json()).toMatchObject({ authenticated: false });
  });

  it("issues a new id at every login and never promotes a cookie sent before login", async () => {
    const planted = `console-session=${"a".repeat(43)}`;
    const first = await login("demo-admin-token", "eu-central", {}, planted);
    const firstCookie = sessionCookieOf(first)!;
    expect(firstCookie).not.toBe(planted);
    expect((await portalRead(planted)).status).toBe(401);
    // Logging in again while logged in: a new id, and the old session ends.
    const second = await login("demo-admin-token", "eu-central", {}, firstCookie);
    const secondCookie = sessionCookieOf(second)!;
    expect(secondCookie).not.toBe(firstCookie);
    expect((await portalRead(firstCookie)).status).toBe(401);
    expect((await portalRead(secondCookie)).status).toBe(200);
  });

  it("ends after 30 idle minutes; activity extends it", async () => {
    const cookie = await stack.login();
    stack.clock.advance(29 * 60_000);
    expect((await portalRead(cookie)).status).toBe(200);
    stack.clock.advance(29 * 60_000);
    expect((await portalRead(cookie)).status).toBe(200);
    stack.clock.advance(31 * 60_000);
    const late = await portalRead(cookie);
    expect(late.status).toBe(401);
    expect(late.json<ErrorShape>().error.code).toBe("unauthenticated");
  });

  it("polling GET /api/session does not keep a session alive", async () => {
    const cookie = await stack.login();
    for (let i = 0; i < 4; i++) {
      stack.clock.advance(10 * 60_000);
      await whoami(cookie);
    }
    expect((await portalRead(cookie)).status).toBe(401);
  });

  it("ends 12 hours after login however active", async () => {
    const cookie = await stack.login();
    for (let i = 0; i < 47; i++) {
      stack.clock.advance(15 * 60_000);
      expect((await portalRead(cookie)).status).toBe(200);
    }
    stack.clock.advance(15 * 60_000);
    expect((await portalRead(cookie)).status).toBe(401);
  });

  it("honours configured timeouts", async () => {
    await stack.restart({ SESSION_IDLE_MINUTES: "5", SESSION_MAX_HOURS: "1" });
    const cookie = await stack.login();
    stack.clock.advance(6 * 60_000);
    expect((await portalRead(cookie)).status).toBe(401);
  });

  it("survives a console restart (a new store on the same data directory)", async () => {
    const cookie = await stack.login();
    await stack.call("PUT", "/api/session/gateway-key", { cookie, body: { key: "sk-gateway-demo-all" } });
    await stack.restart();
    expect((await portalRead(cookie)).status).toBe(200);
    expect((await whoami(cookie)).json()).toMatchObject({
      authenticated: true,
      gatewayKey: { set: true, last4: "-all" },
    });
  });
});

describe("gateway key and demo tokens", () => {
  it("sets, masks and removes the session's gateway key; never returns it", async () => {
    const cookie = await stack.login();
    const set = await stack.call("PUT", "/api/session/gateway-key", { cookie, body: { key: "sk-gateway-demo-all" } });
    expect(set.json()).toEqual({ set: true, last4: "-all", serverDefault: false });
    const short = await stack.call("PUT", "/api/session/gateway-key", { cookie, body: { key: "gw-short" } });
    expect(short.json()).toEqual({ set: true, serverDefault: false });
    expect((await whoami(cookie)).text).not.toContain("gw-short");
    const removed = await stack.call("DELETE", "/api/session/gateway-key", { cookie });
    expect(removed.json()).toEqual({ set: false, serverDefault: false });
    const invalid = await stack.call("PUT", "/api/session/gateway-key", { cookie, body: { key: "" } });
    expect(invalid.json<ErrorShape>().error.issues?.[0].path).toBe("key");
  });

  it("offers the demo tokens only when configured", async () => {
    expect((await stack.call("GET", "/api/session/demo")).json()).toEqual({
      tokens: [{ name: "admin", value: "demo-admin-token" }],
    });
    await stack.restart({ SANDBOX_DEMO_TOKENS: "" });
    const none = await stack.call("GET", "/api/session/demo");
    expect(none.status).toBe(404);
    expect((await whoami()).json()).toMatchObject({ sandbox: false });
  });
});
