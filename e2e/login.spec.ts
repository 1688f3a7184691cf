import type { Page, Request } from "@playwright/test";
import { expect, test, TOKENS } from "./fixtures";

/**
 * Waits until the page has made every BFF call it makes by itself after loading (theme, permissions, widgets):
 * no call under way and none started for `quietMs`. Load state "networkidle" does not do this: it answers at
 * once when the page was idle once before. The shell's own polls come only every 60 s.
 */
async function quiet(page: Page, quietMs = 1_000) {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const isBff = (request: Request) => new URL(request.url()).pathname.startsWith("/api/");
  const started = (request: Request) => {
    if (!isBff(request)) return;
    open.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (!isBff(request)) return;
    open.delete(request);
    lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await expect
      .poll(() => open.size === 0 && Date.now() - lastChange >= quietMs, { timeout: 30_000, intervals: [100] })
      .toBe(true);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

test.describe("login", () => {
  test("the full-access token signs in and lands on the overview", async ({ page, login }) => {
    await login(page, TOKENS.admin);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  });

  test("a wrong token is refused with a clear message and no session", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Access token", { exact: true }).fill("not-a-real-token");
    await page.getByRole("button", { name: "Sign in" }).click();
    // Scoped to the form: Next.js keeps its own (empty) role=alert route announcer on every page.
    await expect(page.locator("form").getByRole("alert")).toContainText("not valid for the portal");
    await expect(page).toHaveURL(/\/login/);
  });

  test("a page asked for before login is reached after it", async ({ page }) => {
    await page.goto("/backups?state=failed");
    await expect(page).toHaveURL(/\/login\?next=%2Fbackups/);
    await page.getByLabel("Access token", { exact: true }).fill(TOKENS.admin);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/backups\?state=failed$/);
  });
});

test.describe("login page", () => {
  test("the token can be revealed, and the sandbox offers its demo tokens", async ({ page }) => {
    await page.goto("/login");
    const token = page.getByLabel("Access token", { exact: true });
    await expect(token).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Use reader" }).click();
    await expect(token).toHaveValue(TOKENS.reader);
    await page.getByRole("button", { name: "Show token" }).click();
    await expect(token).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide token" }).click();
    await expect(token).toHaveAttribute("type", "password");
  });

  test("a region the console does not offer is refused under the region field", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Access token", { exact: true }).fill(TOKENS.admin);
    await page.getByLabel("Region").fill("mars-north");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("This console does not offer that region")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  // The page must be quiet before the cookie goes: a call it still makes by itself would meet the ended session
  // first and leave for the login page while the link is being clicked (the click then never completes).
  test("an ended session sends the user to login with a message, and back afterwards", async ({
    page,
    login,
    context,
  }) => {
    await login(page, TOKENS.admin, "/dashboards");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
    await quiet(page);
    await context.clearCookies();
    // Whichever meets the ended session first — this click or a call the page makes by itself (a poll, a preload) —
    // sends the user to login; `next` names the page it happened on, and that is where signing in leads back to.
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Home", exact: true })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/login\?next=%2F(dashboards)?&reason=expired$/);
    await expect(page.getByRole("status").filter({ hasText: "session has ended" })).toBeVisible();
    const home = new URL(page.url()).searchParams.get("next") === "/";
    await page.getByLabel("Access token", { exact: true }).fill(TOKENS.admin);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(home ? /\/$/ : /\/dashboards$/);
    await expect(page.getByRole("heading", { level: 1, name: home ? "Overview" : "Dashboards" })).toBeVisible();
  });

  test("a token the portal stops accepting sends the user to login with its own message, and back afterwards", async ({
    page,
    login,
    stack,
    context,
  }) => {
    await login(page, TOKENS.admin, "/dashboards");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
    await quiet(page);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    // The portal answers the overview's keys read with 401, as it does for a revoked or expired token.
    await stack.control.fault({ operation: "ai.keys.list", mode: "error", status: 401, times: 1 });
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Home", exact: true })
      .click();
    await expect(page).toHaveURL(/\/login\?next=%2F&reason=rejected$/);
    await expect(page.getByRole("status").filter({ hasText: "no longer accepts your access token" })).toBeVisible();
    // The BFF ended the session on its server: the old cookie, sent again, opens nothing any more.
    const replay = await fetch(new URL("/api/portal/task", stack.consoleUrl), { headers: { cookie, "x-csrf": "1" } });
    await expect(replay.json()).resolves.toMatchObject({ error: { code: "unauthenticated", status: 401 } });
    await page.getByLabel("Access token", { exact: true }).fill(TOKENS.admin);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  });
});
