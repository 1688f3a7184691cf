import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import enErrors from "@/messages/en/errors.json";
import { parseConfig } from "@/lib/config";
import { cookieName, isSecureContext, readSessionCookie, sessionCookie } from "./cookie";
import { contentSecurityPolicy, newNonce } from "./csp";
import { isSessionIdShape, loadSessionKey, newSessionId, open, seal, sessionKey } from "./crypto";
import { csrfRejection } from "./csrf";
import { BffError, errorCodes, errorTable } from "./errors";
import { clientAddress } from "./rate-limit";
import { redactSecrets, upstreamIssues, upstreamMessage } from "./upstream-errors";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("crypto", () => {
  it("makes 256-bit ids, unique, of a fixed shape, stored only as hashes", () => {
    const ids = new Set(Array.from({ length: 1000 }, newSessionId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isSessionIdShape(id)).toBe(true);
    const [id] = ids;
    expect(Buffer.from(id, "base64url")).toHaveLength(32);
    expect(sessionKey(id)).not.toContain(id);
    expect(isSessionIdShape(`${id}=`)).toBe(false);
  });

  it("seals with AES-256-GCM: round trip, fresh IV, bound to its record, tamper-evident", () => {
    const key = loadSessionKey("x".repeat(32), "/unused");
    const sealed = seal(key, "secret-token", "record-1");
    expect(sealed).not.toContain("secret-token");
    expect(seal(key, "secret-token", "record-1")).not.toBe(sealed);
    expect(open(key, sealed, "record-1")).toBe("secret-token");
    expect(open(key, sealed, "record-2")).toBeNull();
    expect(open(loadSessionKey("y".repeat(32), "/unused"), sealed, "record-1")).toBeNull();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("secret-tokeX").toString("base64url");
    expect(open(key, parts.join("."), "record-1")).toBeNull();
    expect(open(key, "garbage", "record-1")).toBeNull();
  });

  it("generates a secret into the data directory once (0600) when SESSION_SECRET is unset", () => {
    const dir = mkdtempSync(join(tmpdir(), "secret-"));
    dirs.push(dir);
    const first = loadSessionKey(undefined, dir);
    const stored = readFileSync(join(dir, "session-secret"), "utf8");
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, "session-secret")).mode & 0o777).toBe(0o600);
    expect(loadSessionKey(undefined, dir).equals(first)).toBe(true);
    expect(readdirSync(dir)).toEqual(["session-secret"]);
  });

  it("keeps a secret another process put there first, and leaves no draft behind", () => {
    const dir = mkdtempSync(join(tmpdir(), "secret-"));
    dirs.push(dir);
    writeFileSync(join(dir, "session-secret"), "w".repeat(43));
    expect(loadSessionKey(undefined, dir).equals(loadSessionKey("w".repeat(43), "/unused"))).toBe(true);
    expect(readdirSync(dir)).toEqual(["session-secret"]);
  });
});

describe("errors", () => {
  it("has one status per code and the one error shape", () => {
    const body = new BffError("permission_denied", { permission: "ai_key-delete" }).toBody("rid-1");
    expect(body).toEqual({
      error: {
        code: "permission_denied",
        message: errorTable.permission_denied.message,
        status: 403,
        requestId: "rid-1",
        permission: "ai_key-delete",
      },
    });
    expect(new BffError("upstream_rejected", { status: 409 }).status).toBe(409);
  });

  it("every code has its text in messages/en/errors.json (errors.<code>)", () => {
    const missing = errorCodes.filter((code) => typeof (enErrors as Record<string, unknown>)[code] !== "string");
    expect(missing).toEqual([]);
  });

  it("redacts credentials that an upstream echoes", () => {
    expect(upstreamMessage('{"error":{"message":"unknown token abc-123-secret"}}', ["abc-123-secret"])).toBe(
      "unknown token [redacted]",
    );
    expect(upstreamMessage("<html>oops</html>")).toBeUndefined();
    expect(redactSecrets({ error: { message: "key sk-1234 bad", param: "sk-1234" } }, ["sk-1234"])).toEqual({
      error: { message: "key [redacted] bad", param: "[redacted]" },
    });
  });
});

describe("cookies and CSRF", () => {
  const req = (headers: Record<string, string>, url = "http://console.test/api/session") =>
    new Request(url, { headers });

  it("reads only the cookie of the current scheme's name", () => {
    const id = newSessionId();
    expect(readSessionCookie(req({ cookie: `other=1; console-session=${id}` }), false)).toBe(id);
    expect(readSessionCookie(req({ cookie: `console-session=${id}` }), true)).toBeUndefined();
    expect(readSessionCookie(req({ cookie: `__Host-console-session=${id}` }), true)).toBe(id);
    expect(sessionCookie(id, 60, true)).toBe(
      `${cookieName(true)}=${id}; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=60`,
    );
  });

  it("decides Secure by scheme unless configured", () => {
    expect(isSecureContext(req({}, "https://c.test/"), "auto")).toBe(true);
    expect(isSecureContext(req({ "x-forwarded-proto": "https" }), "auto")).toBe(true);
    expect(isSecureContext(req({}), "auto")).toBe(false);
    expect(isSecureContext(req({}), "always")).toBe(true);
    expect(isSecureContext(req({}, "https://c.test/"), "never")).toBe(false);
  });

  it("needs x-csrf: 1 and a same-origin Origin when one is sent", () => {
    const config = { publicOrigin: undefined };
    expect(csrfRejection(req({ "x-csrf": "1", host: "console.test" }), config)).toBeNull();
    expect(
      csrfRejection(req({ "x-csrf": "1", host: "console.test", origin: "http://console.test" }), config),
    ).toBeNull();
    expect(csrfRejection(req({ host: "console.test" }), config)).not.toBeNull();
    expect(
      csrfRejection(req({ "x-csrf": "1", host: "console.test", origin: "http://evil.test" }), config),
    ).not.toBeNull();
    expect(
      csrfRejection(req({ "x-csrf": "1", host: "console.test", "sec-fetch-site": "cross-site" }), config),
    ).not.toBeNull();
    expect(
      csrfRejection(req({ "x-csrf": "1", origin: "https://c.example" }), { publicOrigin: "https://c.example" }),
    ).toBeNull();
  });

  it("takes the client address TRUSTED_PROXY_HOPS from the end of X-Forwarded-For", () => {
    const r = req({ "x-forwarded-for": "198.51.100.1, 10.0.0.2, 10.0.0.3" });
    expect(clientAddress(r, 0)).toBe("10.0.0.3");
    expect(clientAddress(r, 2)).toBe("198.51.100.1");
    expect(clientAddress(r, 5)).toBe("198.51.100.1");
    expect(clientAddress(req({}), 0)).toBe("unknown");
  });
});

describe("CSP", () => {
  it("sends the required directives with the nonce", () => {
    const nonce = newNonce();
    expect(newNonce()).not.toBe(nonce);
    const csp = contentSecurityPolicy(nonce, false);
    for (const directive of [
      "default-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      "style-src 'self' 'unsafe-inline'",
    ]) {
      expect(csp.split("; ")).toContain(directive);
    }
    expect(csp).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy(nonce, true)).toContain("'unsafe-eval'");
  });
});

describe("config", () => {
  it("has defaults for everything", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      portalUrl: "http://127.0.0.1:4010",
      regions: ["eu-central", "eu-west"],
      idleTimeoutMs: 30 * 60_000,
      absoluteTimeoutMs: 12 * 3_600_000,
      loginMaxFailures: 10,
      loginWindowMs: 60_000,
      connectTimeoutMs: 5_000,
      upstreamTimeoutMs: 30_000,
      cookieSecure: "auto",
      gatewayAuthHeader: "authorization",
      checkOutput: true,
      sandbox: false,
    });
    expect(parseConfig({ NODE_ENV: "production" }).checkOutput).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", CHECK_OUTPUT: "1" }).checkOutput).toBe(true);
  });

  it("shows the translation assistant unless TRANSLATION_ASSISTANT=0", () => {
    expect(parseConfig({}).translationAssistant).toBe(true);
    expect(parseConfig({ TRANSLATION_ASSISTANT: "0" }).translationAssistant).toBe(false);
  });

  it("offers the pseudo-locale outside production, or with PSEUDO_LOCALE=1", () => {
    expect(parseConfig({}).pseudoLocale).toBe(true);
    expect(parseConfig({ NODE_ENV: "production" }).pseudoLocale).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", PSEUDO_LOCALE: "1" }).pseudoLocale).toBe(true);
  });

  it("names every bad variable, never its value", () => {
    expect(() =>
      parseConfig({ PORTAL_URL: "ftp://x", SESSION_SECRET: "short-secret-value", REGIONS: "EU WEST" }),
    ).toThrow(/PORTAL_URL[\s\S]*REGIONS|REGIONS[\s\S]*PORTAL_URL/);
    try {
      parseConfig({ SESSION_SECRET: "short-secret-value" });
    } catch (error) {
      expect(String(error)).toContain("SESSION_SECRET");
      expect(String(error)).not.toContain("short-secret-value");
    }
  });

  it("reads the demo tokens as {name, value}", () => {
    const config = parseConfig({
      SANDBOX_DEMO_TOKENS: '[{"name":"admin","value":"demo-admin-token"},{"name":"r","token":"t2"}]',
    });
    expect(config.demoTokens).toEqual([
      { name: "admin", value: "demo-admin-token" },
      { name: "r", value: "t2" },
    ]);
    expect(config.sandbox).toBe(true);
  });
});

describe("upstreamIssues", () => {
  it("takes the named field, or the listed issues, from the error body; nothing from anything else", () => {
    expect(
      upstreamIssues(JSON.stringify({ error: { status: 400, message: "name: too long", field: "name" } })),
    ).toEqual([{ path: "name", message: "name: too long" }]);
    const listed = {
      error: { field: "a", issues: [{ path: "a", message: "bad a" }, { path: "b.c", message: "bad b" }, { path: 3 }] },
    };
    expect(upstreamIssues(JSON.stringify(listed))).toEqual([
      { path: "a", message: "bad a" },
      { path: "b.c", message: "bad b" },
    ]);
    expect(upstreamIssues(JSON.stringify({ field: "top", message: "at the top" }))).toEqual([
      { path: "top", message: "at the top" },
    ]);
    expect(upstreamIssues("<html>oops</html>")).toEqual([]);
    expect(upstreamIssues(JSON.stringify({ error: { message: "no field" } }))).toEqual([]);
    expect(upstreamIssues(JSON.stringify([1, 2]))).toEqual([]);
  });

  it("redacts secrets and caps the list", () => {
    const many = {
      error: {
        issues: Array.from({ length: 80 }, (_, i) => ({ path: `f${i}`, message: `token tok-secret-1 at ${i}` })),
      },
    };
    const issues = upstreamIssues(JSON.stringify(many), ["tok-secret-1"]);
    expect(issues).toHaveLength(50);
    expect(JSON.stringify(issues)).not.toContain("tok-secret-1");
  });
});
