import type { Page } from "@playwright/test";
import deShell from "../messages/de/shell.json" with { type: "json" };
import enShell from "../messages/en/shell.json" with { type: "json" };
import deTranslations from "../messages/de/translations.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";

/**
 * The console's own localization: the language switcher, German labels, and the live overlay of the portal's
 * tokens (a saved token shows on the next page load; a broken one never breaks a page). Only German tokens are
 * changed here, so suites sharing this worker's sandbox keep their English labels.
 */

async function saveGermanToken(portalUrl: string, key: string, value: string) {
  const response = await fetch(`${portalUrl}/i18n/lang/de`, {
    method: "POST",
    headers: { "auth-token": TOKENS.admin, region: "eu-central", "content-type": "application/json" },
    body: JSON.stringify({ key, value }),
  });
  expect(response.ok).toBe(true);
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: deShell.nav.label });

async function switchToGerman(page: Page) {
  await page.getByLabel(enShell.language, { exact: true }).selectOption("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
}

test.describe("console localization", () => {
  test("switching the console to German shows German labels, and the choice sticks", async ({ page, login }) => {
    await login(page, TOKENS.admin, "/");
    await expect(
      page
        .getByRole("navigation", { name: enShell.nav.label })
        .getByRole("link", { name: enShell.nav.backups, exact: true }),
    ).toBeVisible();
    // The languages offered are the portal's (GET /i18n/langs), named by the portal.
    await expect(page.getByLabel(enShell.language, { exact: true }).locator("option")).toHaveText([
      "English",
      "Deutsch",
      "Français",
    ]);
    await switchToGerman(page);
    await expect(sidebar(page).getByRole("link", { name: deShell.nav.backups, exact: true })).toBeVisible();
    await expect(page.getByLabel(deShell.language, { exact: true })).toHaveValue("de");
    await page.reload();
    await expect(sidebar(page).getByRole("link", { name: deShell.nav.settings, exact: true })).toBeVisible();
  });

  test("without a cookie, the browser's Accept-Language picks the language", async ({ browser, stack }) => {
    const context = await browser.newContext({ locale: "de-DE", baseURL: stack.consoleUrl });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await context.close();
  });

  test("a token saved for the console's own label shows after reload", async ({ page, login }) => {
    const key = "shell.nav.translations";
    const label = `${deShell.nav.translations} (live)`;
    await login(page, TOKENS.translator, `/translations/de?q=${key}`);
    await switchToGerman(page);
    const row = page.locator(`[role=row][data-key="${key}"]`);
    await row.getByRole("gridcell").nth(2).click();
    await page.getByRole("textbox", { name: deTranslations.editor.label.replace("{key}", key) }).fill(label);
    await page.keyboard.press("Enter");
    await expect(row).toHaveAttribute("data-state", "translated");
    await expect(sidebar(page).getByRole("link", { name: label, exact: true })).toHaveCount(0);

    await page.reload();
    await expect(sidebar(page).getByRole("link", { name: label, exact: true })).toBeVisible();
  });

  test("a token whose ICU is broken never breaks a page: the bundled text is used", async ({ page, login, stack }) => {
    await saveGermanToken(stack.portalUrl, "shell.nav.clusters", "Cluster {");
    await saveGermanToken(stack.portalUrl, "shell.nav.quotas", "Kontingente {unknownArgument}");
    await login(page, TOKENS.admin, "/");
    await switchToGerman(page);
    // The overlay may serve its cache for a few seconds: reload until the broken tokens have been seen (and logged).
    await expect
      .poll(
        async () => {
          await page.reload();
          return stack.console.output();
        },
        { timeout: 20_000, intervals: [1_000, 2_000] },
      )
      .toContain("shell.nav.clusters (syntax error)");
    await expect(sidebar(page).getByRole("link", { name: deShell.nav.clusters, exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: deShell.nav.quotas, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(stack.console.output()).toContain("shell.nav.quotas (arguments differ)");
    expect(stack.console.output()).not.toContain("Cluster {");
  });

  test("the translator's screen is usable in German too", async ({ page, login }) => {
    await login(page, TOKENS.translator, "/translations");
    await switchToGerman(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(deTranslations.languages.title);
    await expect(
      page
        .getByTestId("language-de")
        .getByRole("link", { name: deTranslations.languages.openNamed.replace("{language}", "Deutsch") }),
    ).toBeVisible();
  });
});
