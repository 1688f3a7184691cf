import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as portalRoute from "@/app/api/portal/[...path]/route";
import type { ErrorShape } from "./support/http";
import { startBffStack, type BffStack } from "./support/stack";

/**
 * Traversal and SSRF attempts against the portal proxy. Every one must end in a 404 without a single request
 * reaching the portal: the route handler matches the catalog on the path as parsed (encodings intact), rejects
 * any segment that decodes to a slash, backslash, dot segment, control character or a leftover "%", and builds
 * the upstream URL from the catalog template only. (Checked against a real `next start` too: there, malformed
 * escapes are answered by proxy.ts, raw backslashes and double slashes by Next's own 308.)
 */
const PAYLOADS: { method?: string; target: string; host?: string }[] = [
  // encoded slashes
  { target: "/api/portal/ai/keys/..%2F..%2Fbackups" },
  { target: "/api/portal/ai/keys/..%2f..%2fbackups" },
  { target: "/api/portal/ai/keys/%2F..%2F..%2Fbackups" },
  { target: "/api/portal/ai%2Fkeys" },
  { target: "/api/portal/ai/keys/k1%2Fcost" },
  { target: "/api/portal/backup/%2F%2Fevil.example" },
  { target: "/api/portal/ai/keys/%2Fetc%2Fpasswd" },
  { method: "DELETE", target: "/api/portal/ai/keys/x%2F..%2F..%2Fprojects" },
  { target: "/api/portal/ai/keys/..%2F..%2F..%2F..%2Fapi%2Fsession" },
  { method: "POST", target: "/api/portal/ai/keys%2F" },
  // dot segments and their encodings
  { target: "/api/portal/ai/keys/%2e%2e" },
  { target: "/api/portal/ai/keys/%2e%2e%2fbackups" },
  { target: "/api/portal/ai/keys/%2E%2E%2Fbackups" },
  { target: "/api/portal/ai/keys/.%2e/.%2e/.%2e/.%2e/etc/passwd" },
  { target: "/api/portal/ai/keys/..;/backups" },
  { target: "/api/portal/ai/keys/%2e" },
  { target: "/api/portal/ai/keys/.%2E" },
  { target: "/api/portal/ai/keys/%2E." },
  { target: "/api/portal/ai/keys/%00" },
  { target: "/api/portal/ai/keys/..%00/backups" },
  { target: "/api/portal/task/..%2f..%2fbackups/step" },
  { method: "PATCH", target: "/api/portal/backup/%2e%2e%2f%2e%2e%2fbackups/cancel" },
  // double encoding
  { target: "/api/portal/ai/keys/%252e%252e%252fbackups" },
  { target: "/api/portal/ai/keys/%252F" },
  { target: "/api/portal/ai/keys/..%252f..%252fbackups" },
  { target: "/api/portal/ai/keys/%25252e%25252e" },
  { target: "/api/portal/ai/keys/%%32%65%%32%65%%32%66backups" },
  { target: "/api/portal/ai/keys/%252e%252e%255cbackups" },
  // overlong UTF-8 and other broken escapes
  { target: "/api/portal/ai/keys/%c0%ae%c0%ae/backups" },
  { target: "/api/portal/ai/keys/%c0%ae%c0%ae%c0%afbackups" },
  { target: "/api/portal/ai/keys/%e0%80%ae%e0%80%ae" },
  { target: "/api/portal/ai/keys/%c1%9c" },
  { target: "/api/portal/ai/keys/%c0%af" },
  { target: "/api/portal/ai/keys/%e0%80%af" },
  { target: "/api/portal/ai/keys/%f0%80%80%af" },
  { target: "/api/portal/ai/keys/..%c0%af..%c0%afbackups" },
  { target: "/api/portal/ai/keys/%uff0e%uff0e" },
  { target: "/api/portal/ai/keys/%ef%bc%8e%ef%bc%8e/backups" },
  { target: "/api/portal/ai/keys/%" },
  { target: "/api/portal/ai/keys/%zz" },
  // encoded backslashes
  { target: "/api/portal/ai/keys/..%5c..%5cbackups" },
  { target: "/api/portal/ai/keys/..%5C..%5Cbackups" },
  { target: "/api/portal/ai/keys/%5c%5cevil.example" },
  { target: "/api/portal/ai/keys/%5c" },
  { target: "/api/portal/%5c%5cevil.example/ai/keys" },
  // absolute and protocol-relative URLs inside the path
  { target: "/api/portal/http:/evil.example/ai/keys" },
  { target: "/api/portal/http:%2F%2Fevil.example%2Fai%2Fkeys" },
  { target: "/api/portal/ai/keys/http:%2F%2F127.0.0.1:6379%2F" },
  { target: "/api/portal/%2F%2Fevil.example/ai/keys" },
  { target: "/api/portal/ai/keys/k1/..%2F..%2F..%2F@evil.example" },
  { target: "/api/portal/@evil.example/ai/keys" },
  { target: "/api/portal/%40evil.example/ai/keys" },
  { target: "/api/portal/https:%2F%2Fevil.example" },
  { target: "/api/portal/file:%2F%2F%2Fetc%2Fpasswd" },
  { target: "/api/portal/%2F%2F127.0.0.1:6379" },
  // control characters, empty segments, unknown prefixes
  { target: "/api/portal/ai/keys/%0d%0aX-Injected:%201" },
  { target: "/api/portal/ai/keys/%09" },
  { target: "/api/portal/ai/keys/" },
  { target: "/api/portal/ai/keys/k1/" },
  { target: "/api/portal/AI/KEYS" },
  { target: "/api/portal/__control/requests" },
  { target: "/api/portal/ai/keys/k1/cost/..%2f..%2f..%2f__control%2frequests" },
  // a foreign Host header changes nothing
  { target: "/api/portal/ai/keys/..%2F__control", host: "evil.example" },
  { target: "/api/portal/%2e%2e/%2e%2e/__control/faults", host: "127.0.0.1:6379" },
];

/** Raw backslashes and repeated slashes never reach a route in Next: it redirects (308) to the cleaned path. */
const FRAMEWORK_REDIRECTS = [
  "/api/portal/ai/keys/..\\..\\backups",
  "/api/portal/ai/keys\\..\\..\\backups",
  "/api/portal//evil.example/ai/keys",
  "/api/portal/ai//keys",
  "//evil.example/api/portal/ai/keys",
  "/api/portal/http://evil.example/ai/keys",
];

let stack: BffStack;
let cookie: string;
beforeAll(async () => {
  stack = await startBffStack();
  cookie = await stack.login();
});
afterAll(() => stack?.close());

describe("traversal and SSRF payloads", () => {
  it(`has at least 40 payloads that must end in 404 (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it("each ends in 404 from the route handler, called as Next calls it, and nothing reaches the portal", async () => {
    const before = await stack.portalSeq();
    const handlers = portalRoute as unknown as Record<string, (request: Request) => Promise<Response>>;
    // Repeated slashes kept by the URL parser are tried here too; raw backslashes are not (the URL parser turns them
    // into slashes, so they can only arrive through Next's redirect, as the cleaned path).
    const direct = FRAMEWORK_REDIRECTS.filter((t) => !t.includes("\\")).map((target) => ({
      target,
      method: "GET",
      host: undefined,
    }));
    const targets = [...PAYLOADS, ...direct];
    for (const { method = "GET", target, host } of targets) {
      let url: URL;
      try {
        url = new URL(target, "http://console.test");
        if (target.startsWith("//")) url = new URL(`http://console.test${target}`);
      } catch {
        continue;
      }
      const request = new Request(url, {
        method,
        headers: { cookie, "x-csrf": "1", ...(host ? { host } : {}) },
      });
      const response = await handlers[method](request);
      expect(response.status, `${method} ${target}`).toBe(404);
      expect(((await response.json()) as ErrorShape).error.code, target).toBe("unknown_operation");
    }
    expect(await stack.portalRequests(before)).toEqual([]);
  });

  it("each ends in 404 (or Next's redirect) over HTTP, and nothing reaches the portal", async () => {
    const before = await stack.portalSeq();
    for (const { method = "GET", target, host } of PAYLOADS) {
      const answer = await stack.call(method, target, { cookie, headers: host ? { host } : {} });
      expect(answer.status, `${method} ${target}`).toBe(404);
    }
    for (const target of FRAMEWORK_REDIRECTS) {
      const answer = await stack.call("GET", target, { cookie });
      expect(answer.status, target).toBe(308);
      expect(answer.headers.location).not.toMatch(/\\|\/\//);
    }
    expect(await stack.portalRequests(before)).toEqual([]);
  });

  it("encoded dot segments are resolved by the URL parser before any code runs: only the catalog path goes out", async () => {
    // `%2E%2E` is a dot segment to the WHATWG URL parser (Next's and the browser's): the request *is*
    // /api/portal/backups before the route handler sees it. What leaves is that operation's template, nothing else.
    const before = await stack.portalSeq();
    const answer = await stack.call("GET", "/api/portal/ai/keys/%2E%2E/%2E%2E/backups", { cookie });
    expect(answer.status).toBe(200);
    expect((await stack.portalRequests(before)).map((r) => r.path)).toEqual(["/backups"]);
  });

  it("a foreign Host header on a real operation still goes to PORTAL_URL and nowhere else", async () => {
    const before = await stack.portalSeq();
    const answer = await stack.call("GET", "/api/portal/ai/providers", { cookie, headers: { host: "evil.example" } });
    expect(answer.status).toBe(200);
    const sent = await stack.portalRequests(before);
    expect(sent.map((r) => r.path)).toEqual(["/ai/providers"]);
    expect(sent[0].headers.host).toBe(new URL(stack.sandbox.portalUrl).host);
  });

  it("forwarding headers change nothing: only PORTAL_URL gets the catalog path", async () => {
    const attempts: { target: string; headers: Record<string, string> }[] = [
      { target: "/api/portal/ai/providers", headers: { "x-forwarded-host": "evil.example" } },
      {
        target: "/api/portal/ai/providers",
        headers: { forwarded: "host=evil.example;proto=http", "x-forwarded-port": "6379" },
      },
      {
        target: "/api/portal/ai/providers",
        headers: { "x-original-url": "/__control/requests", "x-rewrite-url": "/__control/faults" },
      },
    ];
    for (const { target, headers } of attempts) {
      const before = await stack.portalSeq();
      const answer = await stack.call("GET", target, { cookie, headers });
      const label = `${target} ${JSON.stringify(headers)}`;
      expect([200, 400, 404], label).toContain(answer.status);
      const sent = await stack.portalRequests(before);
      // Either refused outright, or exactly the catalog's operation sent to the configured portal.
      expect(
        sent.map((r) => r.path),
        label,
      ).toEqual(answer.status === 200 ? ["/ai/providers"] : []);
      for (const request of sent) expect(request.headers.host, label).toBe(new URL(stack.sandbox.portalUrl).host);
    }
  });

  it("an encoded ? or # in a path id stays inside its segment: no query, no fragment, no other path upstream", async () => {
    for (const [target, upstream] of [
      ["/api/portal/ai/keys/k1%3Fauth-token=x", "/ai/keys/k1%3Fauth-token%3Dx"],
      ["/api/portal/ai/keys/k1%23fragment/cost", "/ai/keys/k1%23fragment/cost"],
      ["/api/portal/ai/keys/k1%26region=eu-west", "/ai/keys/k1%26region%3Deu-west"],
    ]) {
      const before = await stack.portalSeq();
      const answer = await stack.call("GET", target, { cookie });
      expect(answer.status, target).toBe(404);
      const sent = await stack.portalRequests(before);
      expect(
        sent.map((r) => r.path),
        target,
      ).toEqual([upstream]);
      expect(sent[0].headers.region, target).toBe("eu-central");
    }
  });
});
