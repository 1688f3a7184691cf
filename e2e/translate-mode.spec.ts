import type { Browser, Page } from "@playwright/test";
import deAi from "../messages/de/ai.json" with { type: "json" };
import deLogin from "../messages/de/login.json" with { type: "json" };
import deShell from "../messages/de/shell.json" with { type: "json" };
import deTranslations from "../messages/de/translations.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { holdRequests } from "./support/hold";
import { portalCall } from "./support/portal-call";
import { describeClipped, findClippedText } from "./support/clipped-text";
import { startStack, type Stack } from "./support/stack";
import { germanText } from "./support/translation-tokens";

/**
 * Translate mode against its own sandbox (it changes the console's own German texts): a translator who can also
 * read the console turns it on, fixes a column header of the AI keys page where it is shown and sees it change in
 * place; the editor's "where used" opens the page with the text highlighted; the keyboard reaches every marked text;
 * texts of a closed menu stay reachable; a reader never gets translate mode.
 */

const TRANSLATOR = { name: "reading-translator", value: "demo-reading-translator-token" };
const MARK = "\u2060";
const inContext = deTranslations.inContext;

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack({
    extraTokens: [{ ...TRANSLATOR, permissions: ["i18n_*", "*-get"] }],
  });
});
test.afterAll(async () => {
  await stack?.stop();
});

/** Signs in through the login page in German (the console's language cookie) and opens `next`. */
async function signIn(browser: Browser, token: string, next: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.consoleUrl, locale: "de-DE" });
  await context.addCookies([{ name: "console-locale", value: "de", url: stack.consoleUrl }]);
  const page = await context.newPage();
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel(deLogin.token, { exact: true }).fill(token);
  await page.getByRole("button", { name: deLogin.signIn }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  return page;
}

const panel = (page: Page) => page.getByTestId("translate-panel");
/** Translate mode starts after the page has hydrated and loads its code then: give it a busy machine's time. */
const STARTS = { timeout: 30_000 };
const marked = (page: Page, key: string) => page.locator(`[data-i18n-keys~="${key}"]`);
const tokenBox = (page: Page, key: string) =>
  panel(page).getByRole("textbox", { name: deTranslations.editor.label.replace("{key}", key) });

test("a translator fixes a German column header of the AI keys page in place, without a reload", async ({
  browser,
}) => {
  // The state column: it stays in the table when the panel narrows it (other columns move into the rows' details).
  const key = "ai.keys.columns.active";
  // The seed leaves every 7th key of German untranslated, and which ones moves as messages are added: the header's
  // German text is put in the portal first, so that the panel opens on it.
  await portalCall(stack.portalUrl, "POST", "/i18n/lang/de", { key, value: deAi.keys.columns.active });
  const page = await signIn(browser, TRANSLATOR.value, "/ai/keys");
  const header = page.getByRole("columnheader", { name: deAi.keys.columns.active });
  await expect(header).toBeVisible();
  // Off: no mark anywhere, no panel.
  expect(await page.content()).not.toContain(MARK);
  await expect(panel(page)).toHaveCount(0);

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.keyboard.press("Alt+Shift+T");
  await expect(panel(page)).toBeVisible(STARTS);
  await expect(marked(page, key).first()).toBeVisible();
  const url = page.url();

  // Alt+click opens the header's token and does not sort the table.
  await marked(page, key)
    .first()
    .click({ modifiers: ["Alt"] });
  await expect(tokenBox(page, key)).toHaveValue(deAi.keys.columns.active);
  await expect(tokenBox(page, key)).toBeFocused();
  expect(page.url()).toBe(url);
  await expect(panel(page).getByTestId("where-used")).toContainText("/ai/keys");
  // Neither the page nor the panel beside it cuts a text (the check the tours make on every page).
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(describeClipped("/ai/keys in translate mode @1440px", await findClippedText(page))).toEqual([]);

  await tokenBox(page, key).fill("Zustand");
  await tokenBox(page, key).press("Enter");
  await expect(panel(page).getByTestId("translate-status")).toContainText(
    inContext.saved.replace("{key}", key).split(":")[0],
  );
  await expect(page.getByRole("columnheader", { name: "Zustand" })).toBeVisible();
  await expect(marked(page, key).first()).toContainText("Zustand");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect.poll(() => germanText(stack.portalUrl, key)).toBe("Zustand");

  // Someone else, on their next page load: the overlay's refresh.
  const reader = await signIn(browser, TOKENS.reader, "/ai/keys");
  await expect(reader.getByRole("columnheader", { name: "Zustand" })).toBeVisible({ timeout: 15_000 });
  expect(await reader.content()).not.toContain(MARK);

  // Off again: nothing of translate mode stays on the page.
  await page.keyboard.press("Alt+Shift+T");
  await expect(panel(page)).toHaveCount(0);
  await expect(page.locator("[data-i18n-keys]")).toHaveCount(0);
  await expect.poll(() => page.content()).not.toContain(MARK);
  await page.context().close();
  await reader.context().close();
});

test("Alt+Shift+T pressed while the page is still loading turns translate mode on once it has loaded", async ({
  browser,
}) => {
  const page = await signIn(browser, TRANSLATOR.value, "/ai/keys");
  // The page's scripts are held, so that the press comes before React (and the shell's listener) exist.
  const release = await holdRequests(page, /\/_next\/static\/chunks\/.*\.js(\?|$)/);
  await page.goto("/ai/keys", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.keyboard.press("Alt+Shift+T");
  await expect(panel(page)).toHaveCount(0);
  release();
  await expect(panel(page)).toBeVisible(STARTS);
  await page.context().close();
});

test("“where used” in the editor opens the page in translate mode with the text highlighted", async ({ browser }) => {
  const key = "ai.keys.columns.project";
  const page = await signIn(browser, TRANSLATOR.value, `/translations/de?q=${key}`);
  await page.locator(`[role=row][data-key="${key}"]`).click();
  const side = page.getByTestId("token-side-panel");
  const whereUsed = side.getByTestId("where-used");
  await expect(whereUsed).toContainText("components/ai/keys/key-columns.tsx");
  await whereUsed.getByRole("link", { name: "/ai/keys", exact: true }).click();

  await expect(page).toHaveURL(/\/ai\/keys\?translate=ai\.keys\.columns\.project$/);
  await expect(panel(page)).toBeVisible(STARTS);
  const highlighted = page.locator("[data-i18n-current]");
  await expect(highlighted).toHaveAttribute("data-i18n-keys", new RegExp(`(^| )${key.replace(/\./g, "\\.")}( |$)`));
  await expect(highlighted).toContainText(deAi.keys.columns.project);
  // The page shows the console's own German text; the panel, the token as the portal holds it (perhaps none yet).
  await expect(tokenBox(page, key)).toHaveValue(await germanText(stack.portalUrl, key));
  await page.context().close();
});

test("the keyboard reaches every marked text, and texts of a closed menu stay listed", async ({ browser }) => {
  const page = await signIn(browser, TRANSLATOR.value, "/ai/keys?translate=ai.keys.title");
  await expect(panel(page)).toBeVisible(STARTS);

  await page.keyboard.press("Alt+Shift+ArrowDown");
  const status = panel(page).getByTestId("translate-status");
  await expect(status).toContainText(/Text \d+ von \d+/);
  const first = await status.textContent();
  await page.keyboard.press("Alt+Shift+ArrowDown");
  await expect(status).not.toHaveText(first ?? "");
  await expect(page.locator("[data-i18n-current]")).toHaveCount(1);
  await expect(panel(page).getByRole("textbox")).toBeFocused();

  // The user menu's texts: seen while it was open, listed once it is closed.
  await page.getByRole("button", { name: /^Kontomenü von / }).click();
  await expect(page.getByRole("menuitem", { name: deShell.logout })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: deShell.logout })).toHaveCount(0);
  await panel(page)
    .getByRole("button", { name: /Texte dieser Seite/ })
    .click();
  const listed = panel(page).locator('[data-testid=page-text][data-key="shell.logout"]');
  await expect(listed).toContainText(inContext.texts.gone);
  await listed.click();
  await expect(tokenBox(page, "shell.logout")).toHaveValue(deShell.logout);
  await page.context().close();
});

test("a text opened by the keyboard while the language's tokens are read stays open when they arrive", async ({
  browser,
}) => {
  const page = await signIn(browser, TRANSLATOR.value, "/ai/keys");
  const release = await holdRequests(page, /\/api\/portal\/i18n\/lang\//);
  // A "where used" link asks for the page's title; the translator moves on by keyboard before the tokens are there.
  await page.goto("/ai/keys?translate=ai.keys.title");
  await expect(panel(page)).toBeVisible(STARTS);
  await page.keyboard.press("Alt+Shift+ArrowDown");
  const status = panel(page).getByTestId("translate-status");
  await expect(status).toContainText(/Text 1 von \d+/);
  const chosen = page.locator("[data-i18n-current]");
  await expect(chosen).toHaveCount(1);
  const keys = await chosen.getAttribute("data-i18n-keys");
  expect(keys).not.toContain("ai.keys.title");
  release();
  const first = keys!.split(" ")[0];
  await expect(tokenBox(page, first)).toBeVisible(STARTS);
  await expect(status).toContainText(/Text 1 von \d+/);
  await expect(marked(page, "ai.keys.title").first()).not.toHaveAttribute("data-i18n-current");
  await page.context().close();
});

test("a reader gets no translate mode: no menu item, no shortcut, no link", async ({ browser }) => {
  const page = await signIn(browser, TOKENS.reader, "/ai/keys");
  await page.getByRole("button", { name: /^Kontomenü von / }).click();
  await expect(page.getByRole("menuitem", { name: deShell.logout })).toBeVisible();
  await expect(page.getByRole("menuitemcheckbox", { name: deShell.translateMode.menu })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.keyboard.press("Alt+Shift+T");
  await expect(page.getByText(deShell.translateMode.denied.replace("{permission}", "i18n_lang-post"))).toBeVisible();
  await expect(panel(page)).toHaveCount(0);

  await page.goto("/ai/keys?translate=ai.keys.columns.name");
  await expect(page.getByRole("columnheader", { name: deAi.keys.columns.name })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  await expect(page.locator("[data-i18n-keys]")).toHaveCount(0);
  expect(await page.content()).not.toContain(MARK);
  await page.context().close();
});

test("the demo translator (only i18n permissions) finds the mode in the user menu", async ({ browser }) => {
  const page = await signIn(browser, TOKENS.translator, "/translations");
  await page.getByRole("button", { name: /^Kontomenü von / }).click();
  await page.getByRole("menuitemcheckbox", { name: deShell.translateMode.menu }).click();
  await expect(panel(page)).toBeVisible(STARTS);
  await expect(marked(page, "translations.languages.title").first()).toBeVisible();
  await page.context().close();
});
