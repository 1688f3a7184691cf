/**
 * The pseudo-locale (`en-XA`: English accented, bracketed and 40 % longer) on every page of the tour, at 1440 and
 * 390 px: no text is cut off by its box (see `findClippedText` for what counts; a text cut but shown whole in a
 * tooltip counts), so longer languages fit. Its own console, with PSEUDO_LOCALE=1: the language menu offers the
 * pseudo-locale only where that switch is on.
 */
import type { Page } from "@playwright/test";
import enShell from "../messages/en/shell.json" with { type: "json" };
import { pseudoLocalize } from "../lib/i18n/pseudo";
import { PSEUDO_LOCALE } from "../messages/locales";
import { expect, test as base } from "./fixtures";
import { describeClipped, findClippedText, openTokenPanel } from "./support/clipped-text";
import { settle, signIn, useLanguage } from "./support/page-visit";
import { CONSOLE_PAGES, DETAIL_PAGES } from "./support/pages";
import { startStack, type Stack } from "./support/stack";

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
/** Pages checked at once, each in its own tab: most of a visit is waiting for the server and the sandbox. */
const TABS = 2;

/**
 * Loads the page at 1440 px, notes the first record link of a list that has a detail page, then checks the page at
 * each width (narrowing without reloading, as a user turning a tablet would). Returns one line per clipped element.
 */
async function checkPage(page: Page, path: string, details: string[]): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await page.goto(path);
  await settle(page);
  const detail = DETAIL_PAGES.find((d) => d.from === path);
  if (detail) {
    const hrefs = await page
      .getByRole("main")
      .locator("a[href]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    const href = hrefs.find((h) => detail.link.test(h));
    if (href) details.push(href);
    else problems.push(`${path}: no record link to a detail page`);
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
    problems.push(...describeClipped(`${path} @${width}px`, await findClippedText(page)));
  }
  // The translation editor with a token open: the panel beside the list at 1440 px, unfolded in its row at 390 px.
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    if (!(await openTokenPanel(page))) break;
    problems.push(...describeClipped(`${path} with a token open @${width}px`, await findClippedText(page)));
  }
  return problems;
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
  const backups = nav.getByRole("link", { name: pseudoLocalize(enShell.nav.backups), exact: true });
  await expect(backups).toHaveText(/^⟦Ɓáçķúþš .+⟧$/);
  // Numbers and dates stay English: the locale resolves to `en` in Intl.
  expect(await page.evaluate(() => new Intl.NumberFormat(document.documentElement.lang).format(1234.5))).toBe(
    "1,234.5",
  );
  // Pictures to look at (test-results/): the home page, two table pages and the translation grid at both widths.
  for (const path of ["/", "/backups/protection", "/ai/keys", "/translations/de"]) {
    await page.goto(path);
    await settle(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await expect(page.locator("html")).toHaveAttribute("lang", PSEUDO_LOCALE);
      const name = `pseudo${path.replaceAll("/", "-").replace(/-$/, "") || "-home"}-${width}.png`;
      await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
    }
  }
});

test("no page cuts text off in the pseudo-locale, at 1440 and 390 px", async ({ page, baseURL }) => {
  // Generous: the 44 page loads dominate, and on a loaded machine they take minutes (figures: docs/pseudo-locale.md).
  test.setTimeout(8 * 60_000);
  const started = Date.now();
  await signIn(page, "admin");
  await useLanguage(page, baseURL!, PSEUDO_LOCALE);
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage())))];
  const details: string[] = [];
  const problems: string[] = [];
  let visited = 0;
  /** Each tab takes the next page of the queue until none is left; pages found meanwhile join the queue. */
  const visitAll = (queue: string[]) =>
    Promise.all(
      tabs.map(async (tab) => {
        for (let path = queue.shift(); path; path = queue.shift()) {
          problems.push(...(await checkPage(tab, path, details)));
          visited++;
        }
      }),
    );
  await visitAll([...CONSOLE_PAGES]);
  // The detail pages found on the list pages, and those found on a detail page (a language's glossary).
  await visitAll(details);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`pseudo-locale: ${visited} pages × ${WIDTHS.length} widths in ${seconds} s, ${problems.length} clipped`);
  expect(problems, problems.join("\n")).toEqual([]);
  expect(visited).toBe(CONSOLE_PAGES.length + DETAIL_PAGES.length);
});
