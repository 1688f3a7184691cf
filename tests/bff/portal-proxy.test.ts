import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ErrorShape } from "./support/http";
import { startBffStack, type BffStack } from "./support/stack";

let stack: BffStack;
let cookie: string;
beforeAll(async () => {
  stack = await startBffStack();
  cookie = await stack.login();
});
afterAll(() => stack?.close());
afterEach(async () => {
  await stack.portalControl("DELETE", "/__control/faults");
});

/** Transport headers undici adds itself; everything else must be one of the five the BFF chooses. */
const TRANSPORT = ["host", "connection", "content-length", "transfer-encoding"];
const CHOSEN = ["auth-token", "region", "content-type", "accept", "x-request-id"];

const fault = (rule: Record<string, unknown>) => stack.portalControl("POST", "/__control/faults", rule);
const errorOf = (answer: { json<T>(): T }) => answer.json<ErrorShape>().error;

describe("what reaches the portal", () => {
  it("turns a GET's query into the JSON body that operation takes, with only the chosen headers", async () => {
    const projects = (await stack.call("GET", "/api/portal/ai/projects", { cookie })).json<{ id: string }[]>();
    const project = projects[0].id;
    const before = await stack.portalSeq();
    const answer = await stack.call(
      "GET",
      `/api/portal/ai/keys?ai_project_id=${project}&start=2025-01-01&end=2025-02-01`,
      {
        cookie,
        headers: {
          authorization: "Bearer browser-secret",
          "x-custom": "evil",
          "user-agent": "test-agent",
          "x-request-id": "req-12345678",
        },
      },
    );
    expect(answer.status).toBe(200);
    // TRUST_REQUEST_ID is off: the caller's id is not taken; the console's own goes to the portal.
    const requestId = answer.headers["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const sent = await stack.portalRequests(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/ai/keys");
    expect(request.body).toEqual({ ai_project_id: project, start: "2025-01-01", end: "2025-02-01" });
    expect(
      Object.keys(request.headers)
        .filter((h) => !TRANSPORT.includes(h))
        .sort(),
    ).toEqual([...CHOSEN].sort());
    expect(request.headers).toMatchObject({
      "auth-token": "demo-admin-token",
      region: "eu-central",
      "content-type": "application/json",
      accept: "application/json",
      "x-request-id": requestId,
    });
    const line = stack.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.requestId === requestId);
    expect(line).toMatchObject({ op: "ai.keys.list", status: 200, level: "info" });
  });

  it("with TRUST_REQUEST_ID=1, takes a plain incoming X-Request-Id and passes it to the portal and the log line", async () => {
    await stack.restart({ TRUST_REQUEST_ID: "1" });
    try {
      const before = await stack.portalSeq();
      const answer = await stack.call("GET", "/api/portal/ai/providers", {
        cookie,
        headers: { "x-request-id": "lb-req-12345678" },
      });
      expect(answer.headers["x-request-id"]).toBe("lb-req-12345678");
      const [sent] = await stack.portalRequests(before);
      expect(sent.headers["x-request-id"]).toBe("lb-req-12345678");
      expect(stack.logs.some((l) => (JSON.parse(l) as { requestId: string }).requestId === "lb-req-12345678")).toBe(
        true,
      );
      // Not a plain token (could forge log lines): replaced by a fresh id.
      const forged = await stack.call("GET", "/api/portal/ai/providers", {
        cookie,
        headers: { "x-request-id": 'x" level="error' },
      });
      expect(forged.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await stack.restart();
    }
  });

  it("coerces booleans and repeated parameters by the schema", async () => {
    const before = await stack.portalSeq();
    await stack.call("GET", "/api/portal/ai/models?list_all=true&providers=p1&providers=p2&project=x", { cookie });
    await stack.call("GET", "/api/portal/notification?unread=0", { cookie });
    const [models, notifications] = await stack.portalRequests(before);
    expect(models.body).toEqual({ list_all: true, providers: ["p1", "p2"], project: "x" });
    expect(notifications.body).toEqual({ unread: false });
  });

  it("sends `{}` to a GET that takes a body when no field is given, and no body to one that takes none", async () => {
    const before = await stack.portalSeq();
    await stack.call("GET", "/api/portal/notification", { cookie });
    await stack.call("GET", "/api/portal/ai/providers", { cookie });
    const [withBody, without] = await stack.portalRequests(before);
    expect(withBody.body).toEqual({});
    expect(without.body).toBeNull();
    expect(without.headers["content-type"]).toBeUndefined();
  });

  it("forwards a POST body and encodes path parameters", async () => {
    const before = await stack.portalSeq();
    const created = await stack.call("POST", "/api/portal/task", { cookie, body: { name: "nightly check" } });
    expect(created.status).toBe(200);
    const id = created.json<{ id: string }>().id;
    await stack.call("GET", `/api/portal/task/${encodeURIComponent(id)}/step`, { cookie });
    await stack.call("GET", "/api/portal/i18n/lang/de%20DE/table", { cookie });
    const sent = await stack.portalRequests(before);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/task", body: { name: "nightly check" } });
    expect(sent[1].path).toBe(`/task/${encodeURIComponent(id)}/step`);
    expect(sent[2].path).toBe("/i18n/lang/de%20DE/table");
  });

  it("passes an empty upstream answer on as 204", async () => {
    const list = (await stack.call("GET", "/api/portal/notification", { cookie })).json<{ id: string }[]>();
    expect(list.length).toBeGreaterThan(0);
    const answer = await stack.call("PATCH", "/api/portal/notification", { cookie, body: { id: list[0].id } });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
  });
});

describe("refused before anything is sent", () => {
  it("404 unknown_operation for a path or method not in the catalog", async () => {
    const before = await stack.portalSeq();
    for (const [method, target] of [
      ["GET", "/api/portal/no/such/thing"],
      ["PUT", "/api/portal/ai/keys"],
      ["DELETE", "/api/portal/ai/keys"],
      ["GET", "/api/portal/"],
    ] as const) {
      const answer = await stack.call(method, target, { cookie });
      expect(answer.status, `${method} ${target}`).toBe(404);
      expect(answer.json<ErrorShape>().error.code).toBe("unknown_operation");
    }
    expect(await stack.portalSeq()).toBe(before);
  });

  it("400 invalid_input with one issue per field", async () => {
    const before = await stack.portalSeq();
    const post = await stack.call("POST", "/api/portal/ai/keys", {
      cookie,
      body: { name: 5, user_bound: "yes", extra: 1 },
    });
    expect(post.status).toBe(400);
    const paths = errorOf(post).issues!.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["name", "user_bound", "description", "tier"]));
    expect(new Set(paths).size).toBe(paths.length);
    const get = await stack.call("GET", "/api/portal/notification?unread=maybe", { cookie });
    expect(errorOf(get).issues).toEqual([{ path: "unread", message: expect.any(String) }]);
    const clash = await stack.call("GET", "/api/portal/ai/keys/k1?key_id=k2", { cookie });
    expect(errorOf(clash).issues?.[0].path).toBe("key_id");
    const notObject = await stack.call("POST", "/api/portal/task", { cookie, body: ["x"] });
    expect(errorOf(notObject).code).toBe("invalid_input");
    const badJson = await stack.call("POST", "/api/portal/task", {
      cookie,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(errorOf(badJson).code).toBe("invalid_input");
    expect(await stack.portalSeq()).toBe(before);
  });

  it("415 unsupported_media_type for a body that is not JSON, 413 payload_too_large above the limit", async () => {
    const form = await stack.call("POST", "/api/portal/task", {
      cookie,
      rawBody: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(errorOf(form).code).toBe("unsupported_media_type");
    const huge = await stack.call("POST", "/api/portal/task", { cookie, body: { name: "x".repeat(1024 * 1024 + 10) } });
    expect(huge.status).toBe(413);
    expect(errorOf(huge).code).toBe("payload_too_large");
  });

  it("401 unauthenticated without a session", async () => {
    const answer = await stack.call("GET", "/api/portal/ai/providers");
    expect(answer.status).toBe(401);
    expect(errorOf(answer).code).toBe("unauthenticated");
  });
});

describe("upstream errors, one code each", () => {
  const cases: { rule: Record<string, unknown>; status: number; code: string }[] = [
    { rule: { mode: "error", status: 500 }, status: 502, code: "upstream_error" },
    { rule: { mode: "error", status: 503 }, status: 502, code: "upstream_error" },
    { rule: { mode: "error", status: 404 }, status: 404, code: "not_found" },
    { rule: { mode: "error", status: 409 }, status: 409, code: "upstream_rejected" },
    { rule: { mode: "error", status: 422 }, status: 422, code: "upstream_rejected" },
    { rule: { mode: "error", status: 429 }, status: 429, code: "rate_limited" },
    { rule: { mode: "malformed" }, status: 502, code: "upstream_malformed" },
    // A GET whose connection drops is sent again (a stale kept-alive connection looks the same); dropped every time → 502.
    { rule: { mode: "drop", times: 5 }, status: 502, code: "upstream_unreachable" },
  ];
  for (const { rule, status, code } of cases) {
    it(`${JSON.stringify(rule)} → ${status} ${code}`, async () => {
      await fault({ operation: "ai.providers.list", times: 1, ...rule });
      const answer = await stack.call("GET", "/api/portal/ai/providers", { cookie });
      expect(answer.status).toBe(status);
      const error = errorOf(answer);
      expect(error).toMatchObject({ code, status, requestId: answer.headers["x-request-id"] });
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      if (code === "upstream_rejected") expect(error.message).toMatch(/injected fault/);
    });
  }

  it("passes on the field the portal names, so the form can show the refusal under it", async () => {
    const answer = await stack.call("POST", "/api/portal/ai/projects", {
      cookie,
      body: { name: "field-test", description: "d", tier: "basic", apply_keys: ["no-such-key"] },
    });
    expect(answer.status).toBe(404);
    const error = errorOf(answer);
    expect(error.code).toBe("not_found");
    expect(error.issues).toEqual([{ path: "apply_keys", message: expect.stringContaining("no-such-key") }]);
  });

  it("a GET dropped once is sent again and answered; a dropped write is not sent again", async () => {
    await fault({ operation: "ai.providers.list", mode: "drop", times: 1 });
    const before = await stack.portalSeq();
    const read = await stack.call("GET", "/api/portal/ai/providers", { cookie });
    expect(read.status).toBe(200);
    expect((await stack.portalRequests(before)).length).toBe(2);

    await fault({ operation: "tasks.create", mode: "drop", times: 1 });
    const beforeWrite = await stack.portalSeq();
    const write = await stack.call("POST", "/api/portal/task", { cookie, body: { name: "dropped-once" } });
    expect(errorOf(write)).toMatchObject({ code: "upstream_unreachable", status: 502 });
    expect((await stack.portalRequests(beforeWrite)).length).toBe(1);
  });

  it("a slow portal → 504 upstream_timeout (UPSTREAM_TIMEOUT_MS)", async () => {
    await stack.restart({ UPSTREAM_TIMEOUT_MS: "300" });
    await fault({ operation: "ai.providers.list", mode: "slow", delayMs: 2_000, times: 1 });
    const started = Date.now();
    const answer = await stack.call("GET", "/api/portal/ai/providers", { cookie });
    expect(answer.status).toBe(504);
    expect(errorOf(answer).code).toBe("upstream_timeout");
    expect(Date.now() - started).toBeLessThan(1_500);
    await stack.restart();
  });

  it("an unreachable portal → 502 upstream_unreachable", async () => {
    await stack.restart({ PORTAL_URL: "http://127.0.0.1:9" });
    const answer = await stack.call("GET", "/api/portal/ai/providers", { cookie });
    expect(errorOf(answer)).toMatchObject({ code: "upstream_unreachable", status: 502 });
    await stack.restart();
  });

  it("403 → permission_denied naming the catalog's permission, remembered for the session", async () => {
    const reader = await stack.login("demo-reader-token");
    const answer = await stack.call("DELETE", "/api/portal/ai/keys/some-key", { cookie: reader });
    expect(answer.status).toBe(403);
    expect(errorOf(answer)).toMatchObject({ code: "permission_denied", permission: "ai_key-delete" });
    const permissions = await stack.call("GET", "/api/session/permissions", { cookie: reader });
    expect(permissions.json<{ denied: string[] }>().denied).toContain("ai_key-delete");
  });

  it("401 → session_expired: the session ends and its cookie is cleared", async () => {
    const own = await stack.login();
    await fault({ operation: "ai.providers.list", mode: "error", status: 401, times: 1 });
    const answer = await stack.call("GET", "/api/portal/ai/providers", { cookie: own });
    expect(answer.status).toBe(401);
    expect(errorOf(answer).code).toBe("session_expired");
    expect(answer.setCookies.some((c) => /Max-Age=0/.test(c))).toBe(true);
    const after = await stack.call("GET", "/api/portal/ai/providers", { cookie: own });
    expect(errorOf(after).code).toBe("unauthenticated");
  });
});

describe("output check", () => {
  let stub: Server;
  afterAll(() => new Promise<void>((resolve) => (stub ? stub.close(() => resolve()) : resolve())));

  it.each([
    ["an object for an array", {}],
    ["null", null],
    ["a string", "menu"],
    ["an array of non-objects", [1, "two"]],
  ])(
    "a read answered with %s → 502 unexpected_shape with the operation, its request id and the failing paths",
    async (_name, body) => {
      await fault({ operation: "dashboards.menu", mode: "answer", body });
      const answer = await stack.call("GET", "/api/portal/dashboards", { cookie });
      expect(answer.status).toBe(502);
      const error = errorOf(answer);
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(error).toMatchObject({
        code: "unexpected_shape",
        requestId: answer.headers["x-request-id"],
        operation: { id: "dashboards.menu", method: "GET", path: "/dashboards" },
      });
      expect(error.issues?.length).toBeGreaterThan(0);
    },
  );

  it("passes on a read whose unknown fields are extra and optional ones missing, and a write whatever it answers", async () => {
    await fault({
      operation: "dashboards.menu",
      mode: "answer",
      body: [{ label: "Ops", surprise: { nested: true } }],
      times: 1,
    });
    const menu = await stack.call("GET", "/api/portal/dashboards", { cookie });
    expect(menu.status).toBe(200);
    expect(menu.json()).toEqual([{ label: "Ops", surprise: { nested: true } }]);
    await fault({ operation: "tasks.create", mode: "answer", body: "created", times: 1 });
    const created = await stack.call("POST", "/api/portal/task", { cookie, body: { name: "shape check" } });
    expect(created.status).toBe(200);
    expect(created.json()).toBe("created");
  });

  it("refuses a read that does not fit the output schema as unexpected_shape naming the operation, logs its paths, never values", async () => {
    const mismatches = async () =>
      (await stack.call("GET", "/api/health", { csrf: false })).json<{ outputCheck: { mismatches: number } }>()
        .outputCheck.mismatches;
    const before = await mismatches();
    await stack.call("GET", "/api/portal/ai/providers", { cookie });
    await stack.call("GET", "/api/portal/notification", { cookie });
    expect(await mismatches()).toBe(before);

    const seen: string[] = [];
    stub = createServer((req, res) => {
      seen.push(req.url ?? "");
      if (req.url === "/notification") {
        res.writeHead(200, { "content-type": "application/json" }).end('[{"id":"n1","notification":424242}]');
      } else if (req.url === "/ai/providers") {
        res.writeHead(302, { location: "http://127.0.0.1:9/elsewhere" }).end();
      } else if (req.url === "/ai/customer") {
        res.writeHead(200, { "content-type": "text/html" }).end("<html><body>proxy error page</body></html>");
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    await stack.restart({ PORTAL_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}` });
    const cookieHere = await stack.login();
    const answer = await stack.call("GET", "/api/portal/notification", { cookie: cookieHere });
    expect(answer.status).toBe(502);
    expect(errorOf(answer)).toMatchObject({
      code: "unexpected_shape",
      message: "The portal answered GET /notification in an unexpected shape.",
      operation: { id: "notifications.list", method: "GET", path: "/notification" },
      issues: [{ path: "[0].notification" }],
    });
    expect(answer.text).not.toContain("424242");
    const line = stack.logs.at(-1)!;
    expect(JSON.parse(line)).toMatchObject({
      op: "notifications.list",
      // Refused as a 502, so an error line; a write's mismatch, passed on, is a warning.
      level: "error",
      outputMismatch: ["[0].notification"],
    });
    expect(line).not.toContain("424242");
    expect((await stack.call("GET", "/api/health", { csrf: false })).json()).toMatchObject({
      outputCheck: { mismatches: 1 },
    });

    // Redirects are not followed; an HTML page is never passed on.
    const redirected = await stack.call("GET", "/api/portal/ai/providers", { cookie: cookieHere });
    expect(redirected.status).toBe(502);
    expect(redirected.json<ErrorShape>().error.code).toBe("upstream_error");
    expect(seen.filter((u) => u === "/elsewhere")).toEqual([]);
    const html = await stack.call("GET", "/api/portal/ai/customer", { cookie: cookieHere });
    expect(html.json<ErrorShape>().error.code).toBe("upstream_malformed");
    expect(html.text).not.toContain("proxy error page");
    await stack.restart();
  });
});
