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
    await expect(page.getByRole("alert")).toContainText("not valid for the portal");
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
