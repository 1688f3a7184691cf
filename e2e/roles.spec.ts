import type { Page } from "@playwright/test";
import { NAV, readableNav } from "../components/shell/nav";
import { operations } from "../lib/portal/operations";
import { TokenBook } from "../sandbox/portal/auth";
import { defaultTokens } from "../sandbox/config";
import home from "../messages/en/home.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import ai from "../messages/en/ai.json" with { type: "json" };
import backups from "../messages/en/backups.json" with { type: "json" };
import clusters from "../messages/en/clusters.json" with { type: "json" };
import translations from "../messages/en/translations.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";

/**
 * Each role's first steps: the navigation, the palette and the overview show what the role's token can read, a
 * translator lands on its languages, and no page logs a console error (a refused request or a hydration mismatch).
 */

type Role = "admin" | "reader" | "translator";

/** The areas a role's token can read, from the sandbox's own permission table (never a hard-coded list). */
function areasOf(role: Role) {
  const book = new TokenBook(defaultTokens());
  return readableNav(NAV, (id) => !book.permits(role, operations[id].permission));
}

/** Every console error and uncaught page error from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: shell.nav.label });

/** The sidebar offers exactly the given areas of the console's own (the portal's menu may add links of its own). */
async function expectAreas(page: Page, offered: readonly string[]) {
  for (const item of NAV) {
    const link = sidebar(page).getByRole("link", { name: shell.nav[item.label], exact: true });
    if (offered.includes(item.href)) await expect(link.first()).toBeVisible();
    else await expect(link).toHaveCount(0);
  }
}

/** Loads a page and waits until its data calls have settled, so late errors are caught too. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test.describe("what each role sees", () => {
  test("a translator lands on its languages, is offered only what it can read, and sees no console error", async ({
    page,
    login,
  }) => {
    const errors = collectErrors(page);
    await login(page, TOKENS.translator, "/");
    await expect(page).toHaveURL(/\/translations$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const expected = areasOf("translator").map((item) => item.href);
    expect(expected).toContain("/translations");
    expect(expected).not.toContain("/");
    await expectAreas(page, expected);
    for (const unreadable of [
      shell.nav.home,
      shell.nav.ai,
      shell.nav.backups,
      shell.nav.clusters,
      shell.nav.quotas,
      shell.nav.tasks,
    ]) {
      await expect(sidebar(page).getByRole("link", { name: unreadable, exact: true })).toHaveCount(0);
    }

    // Tasks and notifications are unreadable too: the top bar offers no button that could only say so.
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: /^(Tasks|Notifications)/ })).toHaveCount(0);
    await expect(banner.getByRole("button", { name: /^Account menu of/ })).toBeVisible();

    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: shell.palette.title });
    await expect(palette).toBeVisible();
    // Pages by their own titles; only those the token can read.
    await expect(palette.getByRole("option", { name: translations.languages.title, exact: true })).toBeVisible();
    for (const unreadable of [ai.keys.title, backups.list.title, clusters.list.title, home.title]) {
      await expect(palette.getByRole("option", { name: new RegExp(`^${unreadable}`) })).toHaveCount(0);
    }
    // Searching does not ask for the lists the token cannot read, nor calls them "not searched".
    await palette.getByRole("combobox").fill("ba");
    await expect(palette.getByText(shell.palette.hint)).toBeVisible();
    await expect(palette.getByRole("option")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(palette).toBeHidden();

    await visit(page, "/");
    await expect(page).toHaveURL(/\/translations$/);
    await visit(page, "/translations/de");
    await visit(page, "/settings");
    expect(errors).toEqual([]);
  });

  for (const role of ["reader", "admin"] as const) {
    test(`the ${role} is offered every area and a full overview, with no console error`, async ({ page, login }) => {
      const errors = collectErrors(page);
      await login(page, TOKENS[role], "/");
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("banner").getByRole("button", { name: /^Notifications/ })).toBeVisible();
      expect(areasOf(role)).toHaveLength(NAV.length);
      await expectAreas(
        page,
        NAV.map((item) => item.href),
      );
      for (const widget of [
        "widget-ai-spend",
        "widget-keys",
        "widget-budgets-running-out",
        "widget-backups",
        "widget-clusters",
        "widget-quotas",
        "widget-tasks",
        "widget-notifications",
      ]) {
        await expect(page.getByTestId(widget)).toBeVisible();
        await expect(page.getByTestId(widget)).not.toHaveAttribute("aria-busy", "true");
      }
      await expect(page.getByTestId("widget-denied")).toHaveCount(0);
      await expect(page.getByText(home.notPermitted)).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });
  }

  test("home loads twenty times after sign-in without a hydration mismatch", async ({ page, login }) => {
    test.setTimeout(600_000);
    // A slower CPU widens the window in which an answer arrives while a later part of the page still hydrates.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 2 });
    const errors = collectErrors(page);
    await login(page, TOKENS.admin, "/");
    for (let load = 0; load < 20; load++) {
      await visit(page, "/");
      // Every widget settled (a slowed CPU takes its time), so a mismatch in any of them would have shown.
      await expect(page.locator("section[aria-busy=true]")).toHaveCount(0, { timeout: 60_000 });
    }
    await visit(page, "/translations/de");
    expect(errors).toEqual([]);
  });
});
