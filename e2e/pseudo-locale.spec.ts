/**
 * The pseudo-locale (`en-XA`: English accented, bracketed and 40 % longer) on every page of the tour, at 1440 and
 * 390 px: no text is cut off by its box (see `findClippedText` for what counts), so longer languages fit. Its own
 * console, with PSEUDO_LOCALE=1: the language menu offers the pseudo-locale only where that switch is on.
 */
import type { Page } from "@playwright/test";
import enShell from "../messages/en/shell.json" with { type: "json" };
import { expect, test as base } from "./fixtures";
import { findClippedText } from "./support/clipped-text";
import { settle, signIn } from "./support/page-visit";
import { CONSOLE_PAGES, DETAIL_PAGES } from "./support/pages";
import { startStack, type Stack } from "./support/stack";
import { LOCALE_COOKIE } from "../lib/i18n/locale";
import { pseudoLocalize } from "../lib/i18n/pseudo";
import { PSEUDO_LOCALE } from "../messages/locales";

const test = base.extend<object, { stack: Stack }>({
  stack: [
    async ({}, use) => {
      const stack = await startStack({ consoleEnv: { PSEUDO_LOCALE: "1" } });
      await use(stack);
      await stack.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

const WIDTHS = [1440, 390] as const;

/** Checks the page at each width; returns one line per clipped element. */
async function clippedOn(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await page.goto(path);
  await settle(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
    for (const clipped of await findClippedText(page))
      problems.push(
        `${path} @${width}px: ${clipped.selector} (+${clipped.overX}×${clipped.overY} px) “${clipped.text}”`,
      );
  }
  return problems;
}

async function usePseudoLocale(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: PSEUDO_LOCALE, url: baseURL }]);
}

test("the language menu offers the pseudo-locale, and the console then shows accented, longer text", async ({
  page,
  login,
}) => {
  await login(page, undefined, "/");
  const menu = page.getByLabel(enShell.language, { exact: true });
  await expect(menu.locator(`option[value="${PSEUDO_LOCALE}"]`)).toHaveText(enShell.languages.pseudo);
  await menu.selectOption(PSEUDO_LOCALE);
  await expect(page.locator("html")).toHaveAttribute("lang", PSEUDO_LOCALE);
  const nav = page.getByRole("navigation", { name: pseudoLocalize(enShell.nav.label), exact: true });
  await expect(nav.getByRole("link", { name: pseudoLocalize(enShell.nav.backups), exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: pseudoLocalize(enShell.nav.backups), exact: true })).toHaveText(
    /^⟦Ɓáçķúþš .+⟧$/,
  );
  // Numbers and dates stay English: the locale resolves to `en` in Intl.
  expect(await page.evaluate(() => new Intl.NumberFormat(document.documentElement.lang).format(1234.5))).toBe(
    "1,234.5",
  );
});

test("no page cuts text off in the pseudo-locale, at 1440 and 390 px", async ({ page, baseURL }) => {
  test.setTimeout(5 * 60_000);
  const started = Date.now();
  await signIn(page, "admin");
  await usePseudoLocale(page, baseURL!);
  const problems: string[] = [];
  for (const path of CONSOLE_PAGES) problems.push(...(await clippedOn(page, path)));
  for (const { from, link } of DETAIL_PAGES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(from);
    await settle(page);
    const hrefs = await page
      .getByRole("main")
      .locator("a[href]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    const href = hrefs.find((h) => link.test(h));
    expect(href, `a record link on ${from}`).toBeDefined();
    problems.push(...(await clippedOn(page, href!)));
  }
  const pages = CONSOLE_PAGES.length + DETAIL_PAGES.length;
  console.log(
    `pseudo-locale: ${pages} pages × ${WIDTHS.length} widths in ${Math.round((Date.now() - started) / 1000)} s, ${problems.length} clipped`,
  );
  expect(problems, problems.join("\n")).toEqual([]);
});
