import { expect, test, TOKENS } from "./fixtures";

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

  // Fails in the integrated run (both tries, 60 s timeout) after the cookies are cleared; under investigation (issue #5).
  test.fixme("an ended session sends the user to login with a message, and back afterwards", async ({ page, login, context }) => {
    await login(page, TOKENS.admin, "/dashboards");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
    await context.clearCookies();
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByRole("status").filter({ hasText: "session has ended" })).toBeVisible();
    await page.getByLabel("Access token", { exact: true }).fill(TOKENS.admin);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  });
});
