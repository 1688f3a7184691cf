/**
 * The console on a phone (390 px) and on a laptop (1440 px): the sidebar becomes a drawer behind the top bar's menu
 * button, the top bar's controls stay on screen, and no page scrolls sideways (tables scroll inside their card).
 * The login page wears the colours the console last showed.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import shell from "../messages/en/shell.json" with { type: "json" };
import deShell from "../messages/de/shell.json" with { type: "json" };
import ai from "../messages/en/ai.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import playground from "../messages/en/playground.json" with { type: "json" };
import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };

/** Representative pages of every kind: overview, lists with tables, a record, an editor, forms. */
const PAGES = [
  "/",
  "/ai/keys",
  "/backups",
  "/clusters",
  "/translations",
  "/translations/de",
  "/playground",
  "/quotas",
  "/access",
  "/storage",
  "/settings",
];

/** How far the page reaches past the window, sideways: the document and the scrolling main area alike. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector("main");
    return Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      main ? main.scrollWidth - main.clientWidth : 0,
    );
  });

/** Opens a page and waits until its heading and its data have arrived (a late table can widen the page). */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await expect.poll(() => sidewaysOverflow(page), { message: `${path} scrolls sideways` }).toBeLessThanOrEqual(0);
}

/** Serious and critical WCAG A/AA findings on the page as it is now, one line per rule. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** The key page reached from the keys list (a table, or cards on a phone), as a user would. */
async function firstKeyPage(page: Page) {
  await openSettled(page, "/ai/keys");
  const link = page.getByRole("main").locator('a[href^="/ai/keys/"]').first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/ai\/keys\/[^/]+$/);
  return href!;
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the menu button opens the navigation drawer, which navigates and closes", async ({ page, login }) => {
    await login(page);
    // The open drawer is modal: the rest of the page, this button included, is hidden from the accessibility tree.
    const menuButton = page.getByRole("button", { name: shell.nav.open, includeHidden: true });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    // The desktop sidebar is not there: it would take the whole screen.
    await expect(page.getByRole("navigation", { name: shell.nav.label })).toBeHidden();

    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: shell.product });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
    const box = await drawer.boundingBox();
    expect(box!.width).toBeLessThan(PHONE.width);

    await drawer
      .getByRole("navigation", { name: shell.nav.label })
      .getByRole("link", { name: shell.nav.backups, exact: true })
      .click();
    await expect(page).toHaveURL(/\/backups(\?|$)/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menuButton).toBeFocused();

    // Escape closes it too, and the drawer marks the page it shows.
    await menuButton.click();
    await expect(drawer.getByRole("link", { name: shell.nav.backups, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("every top bar control is on screen; search, language and account menus work", async ({ page, login }) => {
    await login(page);
    const banner = page.getByRole("banner");
    const buttons = banner.getByRole("button");
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all()) {
      if (!(await button.isVisible())) continue;
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }

    // The search box is an icon button that opens the command palette.
    await banner.getByRole("button", { name: shell.palette.open }).click();
    await expect(page.getByRole("dialog", { name: shell.palette.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: shell.palette.title })).toBeHidden();

    // The account menu opens inside the window.
    await banner.getByRole("button", { name: /^Account menu of / }).click();
    const logout = page.getByRole("menuitem", { name: shell.logout });
    await expect(logout).toBeVisible();
    // Its right edge once placed: translate mode's item joins it when the session's permissions are known.
    const rightEdge = async () => {
      const box = await page.getByRole("menu").boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    };
    await expect.poll(rightEdge).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press("Escape");
    await expect(logout).toBeHidden();

    // Region and language sit behind one button; choosing German renders the console in German.
    await banner.getByRole("button", { name: shell.preferences.open }).click();
    const preferences = page.getByRole("dialog", { name: shell.preferences.open });
    await expect(preferences.getByLabel(shell.region)).toHaveValue("eu-central");
    await preferences.getByLabel(shell.language, { exact: true }).selectOption("de");
    await expect(page.getByRole("button", { name: deShell.nav.open })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("the narrow frame, its drawer and its region and language popup pass axe", async ({ page, login }) => {
    await login(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: shell.nav.open }).click();
    await expect(page.getByRole("dialog", { name: shell.product })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: shell.product })).toBeHidden();

    await page.getByRole("button", { name: shell.preferences.open }).click();
    await expect(page.getByRole("dialog", { name: shell.preferences.open })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a list shows each row as a card with its name, state, figures and actions, sortable and searchable", async ({
    page,
    login,
  }) => {
    await login(page, undefined, "/ai/keys");
    const list = page.getByRole("list", { name: ai.keys.tableLabel });
    const cards = list.getByRole("listitem");
    await expect(cards.first().getByRole("link")).toBeVisible();
    await expect(page.getByRole("table", { name: ai.keys.tableLabel })).toHaveCount(0);
    const first = cards.first();
    await expect(first.getByText(new RegExp(`^(${ai.keys.state.active}|${ai.keys.state.inactive})$`))).toBeVisible();
    await expect(first.getByText(ai.keys.columns.budgets, { exact: true })).toBeVisible();
    await expect(first.getByRole("button", { name: /^Actions for / })).toBeVisible();
    // The rest is a press away.
    const details = first.getByRole("button", { name: /^Details of / });
    await details.click();
    await expect(details).toHaveAttribute("aria-expanded", "true");
    await expect(first.getByText(ai.keys.columns.project, { exact: true })).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    const names = () => cards.getByRole("link").evaluateAll((links) => links.map((a) => a.textContent ?? ""));
    const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
    await page.getByLabel(common.table.sortBy).selectOption({ label: ai.keys.columns.name });
    await expect(page).toHaveURL(/sort=name/);
    await expect.poll(async () => (await names()).slice(0, 3)).toEqual(sorted(await names()).slice(0, 3));
    await page.getByRole("button", { name: common.table.descending }).click();
    await expect(page.getByRole("button", { name: common.table.descending })).toHaveAttribute("aria-pressed", "true");
    await expect
      .poll(async () => (await names()).slice(0, 3))
      .toEqual(
        sorted(await names())
          .reverse()
          .slice(0, 3),
      );

    await page.getByRole("searchbox").fill("support");
    await expect.poll(async () => (await names()).every((name) => name.includes("support"))).toBe(true);
    expect((await names()).length).toBeGreaterThan(0);
  });

  test("the cards are drawn again when a list comes back from the cache", async ({ page, login }) => {
    await login(page, undefined, "/ai/keys");
    const cards = page.getByRole("list", { name: ai.keys.tableLabel }).getByRole("listitem");
    const first = cards.first().getByRole("link");
    const name = (await first.textContent()) ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(cards.first().getByRole("link")).toHaveText(name);
  });

  test("the playground's model and parameters open from a button above the conversation", async ({ page, login }) => {
    await login(page, undefined, "/playground");
    const open = page.getByRole("button", { name: playground.params.title });
    const conversation = page.getByRole("region", { name: playground.chat.conversation });
    await expect(open).toBeVisible();
    expect((await open.boundingBox())!.y).toBeLessThan((await conversation.boundingBox())!.y);
    await expect(page.getByRole("complementary", { name: playground.params.title })).toBeHidden();
    await open.click();
    const sheet = page.getByRole("dialog", { name: playground.params.title });
    await expect(sheet.getByLabel(playground.params.labels.model, { exact: true })).toBeVisible();
    await expect(sheet.getByLabel(playground.params.labels.system)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("no page scrolls sideways", async ({ page, login }) => {
    test.setTimeout(180_000);
    await login(page);
    const keyPage = await firstKeyPage(page);
    for (const path of [...PAGES, keyPage]) {
      await openSettled(page, path);
      await expectNoSidewaysScroll(page, path);
    }
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: LAPTOP });

  test("a table too wide for its card moves its last columns into each row's details; one chosen stays", async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await login(page, undefined, "/ai/keys");
    const table = page.getByRole("table", { name: ai.keys.tableLabel });
    // Exact: the details buttons' column is named for the columns it holds ("Details: …, Tokens").
    const header = (name: string) => table.getByRole("columnheader", { name, exact: true });
    await expect(header(ai.keys.columns.name)).toBeVisible();
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect(header(ai.keys.columns.tokens)).toHaveCount(0);
    const fit = () =>
      table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
    await expect.poll(fit).toBeLessThanOrEqual(0);

    const details = table.getByRole("button", { name: /^Details of / }).first();
    await details.click();
    await expect(details).toHaveAttribute("aria-expanded", "true");
    await expect(table.getByRole("term").filter({ hasText: ai.keys.columns.tokens })).toBeVisible();

    await page.getByRole("button", { name: common.table.columns }).click();
    const chooser = page.getByRole("dialog", { name: common.table.columnsTitle });
    const tokens = chooser.getByRole("checkbox", { name: ai.keys.columns.tokens });
    await expect(tokens).not.toBeChecked();
    await expect(chooser.getByText(common.table.inDetails).first()).toBeVisible();
    await tokens.check();
    await page.keyboard.press("Escape");
    await expect(header(ai.keys.columns.tokens)).toBeVisible();
    await expect.poll(fit).toBeLessThanOrEqual(0);

    // Remembered: the column stays in the table after a reload.
    await page.reload();
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect(header(ai.keys.columns.tokens)).toBeVisible();
  });

  test("no page scrolls sideways and the keys table fits its card", async ({ page, login }) => {
    test.setTimeout(180_000);
    await login(page);
    // The desktop frame: the sidebar with its collapse button, no menu button.
    await expect(
      page.getByRole("navigation", { name: shell.nav.label }).getByRole("button", { name: shell.nav.collapse }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: shell.nav.open })).toBeHidden();

    const keyPage = await firstKeyPage(page);
    const table = page.getByRole("table", { name: ai.keys.tableLabel });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    const fit = () =>
      table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
    await expect.poll(fit, { message: "the keys table scrolls inside its card" }).toBeLessThanOrEqual(0);

    for (const path of [...PAGES, keyPage]) {
      await openSettled(page, path);
      await expectNoSidewaysScroll(page, path);
    }
  });
});

test("the login page shows the brand colour the console showed", async ({ page, login }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await login(page);
  const accent = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--accent").trim());
  // The portal's brand replaces the console's fallback accent once the theme has arrived.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue("--accent")))
    .toMatch(/^#[0-9a-f]{6}$/);
  const consoleAccent = await accent();

  await page.getByRole("button", { name: /^Account menu of / }).click();
  await page.getByRole("menuitem", { name: shell.logout }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await accent()).toBe(consoleAccent);
  const signIn = page.getByRole("button", { name: "Sign in" });
  const background = await signIn.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(consoleAccent.slice(index, index + 2), 16));
  expect(background).toBe(`rgb(${r}, ${g}, ${b})`);
});
