/**
 * CSRF from a real foreign page. A tiny site on ANOTHER loopback port (e2e/support/foreign-site.ts) attacks the
 * console while the browser holds a valid session cookie for it: auto-submitted forms (url-encoded and text/plain
 * "JSON") against a portal write and the login, and `fetch(..., { credentials: "include" })` with and without a
 * preflight. Served as http://127.0.0.1:<other port> the attacker is SAME-SITE (ports do not count), so the
 * SameSite=Strict cookie does travel and `Sec-Fetch-Site` is only `same-site`: the x-csrf header and the Origin check
 * must stop it. Served as http://localhost:<port> it is cross-site. Every attempt must be refused, no response may
 * allow a cross-origin read, the sandbox must log no call, and the session must be unharmed.
 */
import type { Page } from "@playwright/test";
import type { Stack } from "./support/stack";
import { expect, test, TOKENS } from "./fixtures";
import { autoSubmitForm, scriptPage, startForeignSite, type ForeignSite } from "./support/foreign-site";

const COOKIE = "console-session";

let site: ForeignSite;
test.beforeAll(async () => {
  site = await startForeignSite();
});
test.afterAll(async () => {
  await site?.close();
});

interface Sent {
  method: string;
  /** Path and query on the console. */
  url: string;
  /** Whether the request as it left the browser carried the session cookie. */
  cookie: boolean;
  origin?: string;
  secFetchSite?: string;
  status?: number;
  allowOrigin?: string;
}

/**
 * What really left the browser for the console, read from Chromium's network events (the headers as sent, cookie
 * included; a request stopped by CORS before it left has no such event), and what the console logged since.
 */
async function watchConsole(page: Page, stack: Stack) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // The three events of one request may arrive in any order: each is kept by request id and joined when read.
  const requests = new Map<string, { method: string; url: string }>();
  const sentHeaders = new Map<string, Record<string, string>>();
  const answers = new Map<string, { status: number; headers: Record<string, string> }>();
  const lower = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.request.url.startsWith(stack.consoleUrl)) {
      requests.set(event.requestId, {
        method: event.request.method,
        url: event.request.url.slice(stack.consoleUrl.length),
      });
    }
  });
  cdp.on("Network.requestWillBeSentExtraInfo", (event) => sentHeaders.set(event.requestId, lower(event.headers)));
  cdp.on("Network.responseReceivedExtraInfo", (event) =>
    answers.set(event.requestId, { status: event.statusCode, headers: lower(event.headers) }),
  );
  const sent = (): Sent[] =>
    [...requests.entries()].flatMap(([id, request]) => {
      const headers = sentHeaders.get(id);
      if (!headers) return []; // never left the browser
      const answer = answers.get(id);
      return [
        {
          ...request,
          cookie: new RegExp(`(^|;\\s*)${COOKIE}=[\\w-]{43}`).test(headers.cookie ?? ""),
          origin: headers.origin,
          secFetchSite: headers["sec-fetch-site"],
          status: answer?.status,
          allowOrigin: answer?.headers["access-control-allow-origin"],
        },
      ];
    });
  const logMark = stack.console.output().length;
  return {
    sent,
    /** The console's request log lines since the watch began. */
    logged: () =>
      stack.console
        .output()
        .slice(logMark)
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { method: string; op: string; status: number; code?: string }),
  };
}

const errorCode = (body = "") => {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
};

for (const foreignHost of ["127.0.0.1", "localhost"] as const) {
  const sameSite = foreignHost === "127.0.0.1";

  test.describe(`CSRF from a foreign page on ${foreignHost} (${sameSite ? "same-site, cookie sent" : "cross-site"})`, () => {
    const foreign = (path: string) => `http://${foreignHost}:${site.port}${path}`;

    /** Signs in, leaves the console (so it sends nothing on its own) and returns the cookie and the log marks. */
    async function signedInAndIdle(page: Page, login: (page: Page) => Promise<void>, stack: Stack) {
      await login(page);
      await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
      await page.goto("about:blank");
      const cookie = (await page.context().cookies(stack.consoleUrl)).find((c) => c.name === "console-session");
      expect(cookie?.value).toMatch(/^[\w-]{43}$/);
      expect(cookie?.sameSite).toBe("Strict");
      const portalMark = await stack.control.mark();
      const gatewayMark = (await stack.control.gatewayRequests(0)).at(-1)?.seq ?? 0;
      return { cookie: cookie!.value, portalMark, gatewayMark };
    }

    /** Nothing reached the upstreams, the session is the same and still works, and no key was created. */
    async function unharmed(
      page: Page,
      stack: Stack,
      marks: { cookie: string; portalMark: number; gatewayMark: number },
    ) {
      // No write reached the portal (reads may: the console refreshes its cached portal texts on its own).
      expect(
        (await stack.control.requests(marks.portalMark, { probes: true })).filter((r) => r.method !== "GET"),
      ).toEqual([]);
      expect(await stack.control.gatewayRequests(marks.gatewayMark)).toEqual([]);
      const cookie = (await page.context().cookies(stack.consoleUrl)).find((c) => c.name === "console-session");
      expect(cookie?.value).toBe(marks.cookie);
      await page.goto(`${stack.consoleUrl}/ai/keys`);
      await expect(page).toHaveURL(`${stack.consoleUrl}/ai/keys`);
      const session = await page.evaluate(async () =>
        (await fetch("/api/session", { headers: { "x-csrf": "1" } })).json(),
      );
      expect(session).toMatchObject({ authenticated: true });
      const keys = await fetch(`${stack.portalUrl}/ai/keys`, {
        headers: { "auth-token": TOKENS.admin, region: "eu-central" },
      });
      expect(JSON.stringify(await keys.json())).not.toContain("csrf-");
    }

    test("auto-submitted forms against a portal write and the login are refused", async ({ page, login, stack }) => {
      site.pages.set(
        "/form-keys",
        autoSubmitForm(`${stack.consoleUrl}/api/portal/ai/keys`, { name: "csrf-form", tier: "standard" }),
      );
      // The classic JSON CSRF: a text/plain form whose body reads as JSON ({"name":"csrf-text","x":"="}).
      site.pages.set(
        "/form-json",
        autoSubmitForm(`${stack.consoleUrl}/api/portal/ai/keys`, { '{"name":"csrf-text","x":"': '"}' }, "text/plain"),
      );
      // Login CSRF: signing the victim in with the attacker's token.
      site.pages.set(
        "/form-login",
        autoSubmitForm(`${stack.consoleUrl}/api/session`, { token: TOKENS.reader, region: "eu-central" }),
      );
      const marks = await signedInAndIdle(page, login, stack);
      const watch = await watchConsole(page, stack);

      for (const [path, target] of [
        ["/form-keys", "/api/portal/ai/keys"],
        ["/form-json", "/api/portal/ai/keys"],
        ["/form-login", "/api/session"],
      ] as const) {
        const answer = page.waitForResponse(
          (r) => r.url() === `${stack.consoleUrl}${target}` && r.request().method() === "POST",
        );
        await page.goto(foreign(path));
        const response = await answer;
        expect(response.status(), path).toBe(403);
        expect(errorCode(await response.text()), path).toBe("csrf_rejected");
        // The browser shows the console's refusal, not a page of the console.
        await expect(page).toHaveURL(`${stack.consoleUrl}${target}`);
      }
      await expect.poll(() => watch.sent().filter((r) => r.method === "POST" && r.status !== undefined).length).toBe(3);
      const posts = watch.sent().filter((r) => r.method === "POST");
      expect(posts.map((r) => r.url)).toEqual(["/api/portal/ai/keys", "/api/portal/ai/keys", "/api/session"]);
      for (const post of posts) {
        expect(post.origin).toBe(`http://${foreignHost}:${site.port}`);
        expect(post.secFetchSite).toBe(sameSite ? "same-site" : "cross-site");
        // Same-site: the Strict cookie rode along, so only the BFF's own checks stood in the way.
        expect(post.cookie).toBe(sameSite);
        expect(post.status).toBe(403);
        expect(post.allowOrigin).toBeUndefined();
      }
      // The console saw exactly these three and refused each before doing anything.
      await expect
        .poll(() => watch.logged().map((l) => `${l.method} ${l.status} ${l.code}`))
        .toEqual(Array(3).fill("POST 403 csrf_rejected"));
      await unharmed(page, stack, marks);
    });

    test("fetch with credentials, with and without a preflight, is refused and unreadable", async ({
      page,
      login,
      stack,
    }) => {
      const keys = `${stack.consoleUrl}/api/portal/ai/keys`;
      const session = `${stack.consoleUrl}/api/session`;
      site.pages.set(
        "/fetch",
        scriptPage(`
          const results = {};
          const attempt = async (name, url, init) => {
            try {
              const r = await fetch(url, { credentials: "include", ...init });
              results[name] = { type: r.type, status: r.status, text: r.type === "opaque" ? "" : await r.text() };
            } catch (error) {
              results[name] = { thrown: String(error) };
            }
          };
          await attempt("simpleText", ${JSON.stringify(keys)}, { method: "POST", mode: "no-cors",
            headers: { "content-type": "text/plain" }, body: JSON.stringify({ name: "csrf-fetch-text" }) });
          await attempt("simpleForm", ${JSON.stringify(keys)}, { method: "POST", mode: "no-cors",
            headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=csrf-fetch-form" });
          await attempt("corsJson", ${JSON.stringify(keys)}, { method: "POST",
            headers: { "content-type": "application/json", "x-csrf": "1" }, body: JSON.stringify({ name: "csrf-fetch-json" }) });
          await attempt("corsLogout", ${JSON.stringify(session)}, { method: "DELETE", headers: { "x-csrf": "1" } });
          await attempt("corsReadSession", ${JSON.stringify(session)}, { method: "GET" });
          await attempt("corsReadKeys", ${JSON.stringify(keys)}, { method: "GET", headers: { "x-csrf": "1" } });
          return results;
        `),
      );
      const marks = await signedInAndIdle(page, login, stack);
      const watch = await watchConsole(page, stack);
      await page.goto(foreign("/fetch"));
      const result = page.getByTestId("result");
      await expect(result).toHaveAttribute("data-done", "1", { timeout: 20_000 });
      const outcome = JSON.parse((await result.textContent()) ?? "{}") as Record<
        string,
        { type?: string; status?: number; thrown?: string }
      >;

      // no-cors: the browser sends them (simple requests) but hides the answer; the BFF must refuse them itself.
      expect(outcome.simpleText).toEqual({ type: "opaque", status: 0, text: "" });
      expect(outcome.simpleForm).toEqual({ type: "opaque", status: 0, text: "" });
      // cors: nothing the console answers lets the foreign page read it; preflighted writes are never sent.
      for (const name of ["corsJson", "corsLogout", "corsReadSession", "corsReadKeys"]) {
        expect(outcome[name], name).toEqual({ thrown: expect.stringMatching(/TypeError|Failed to fetch/) });
      }

      // What left the browser: the two no-cors POSTs and the simple GET; the preflighted POST, DELETE and GET
      // stopped at their OPTIONS. Each carried the cookie when same-site, and no answer allowed a cross-origin read.
      const sent = () => watch.sent().filter((r) => r.method !== "OPTIONS");
      await expect
        .poll(() =>
          sent()
            .map((r) => `${r.method} ${r.url} ${r.status}`)
            .sort(),
        )
        .toEqual(["GET /api/session 403", "POST /api/portal/ai/keys 403", "POST /api/portal/ai/keys 403"]);
      for (const request of sent()) {
        expect(request.cookie).toBe(sameSite);
        expect(request.origin).toBe(`http://${foreignHost}:${site.port}`);
      }
      expect(watch.sent().filter((r) => r.allowOrigin !== undefined)).toEqual([]);
      // The console logged those three as refused, and nothing else: no DELETE, no POST with x-csrf.
      await expect
        .poll(() =>
          watch
            .logged()
            .map((l) => `${l.method} ${l.status} ${l.code}`)
            .sort(),
        )
        .toEqual(["GET 403 csrf_rejected", "POST 403 csrf_rejected", "POST 403 csrf_rejected"]);
      await unharmed(page, stack, marks);
    });
  });
}
