/**
 * A tour of every page after sign-in, as each of the three roles a console has (administrator, reader, translator):
 * no browser console error, no page error, no HTTP 5xx, no serious or critical axe violation, no text cut off at
 * 1440 px (see `findClippedText`; on the translation editor also with a token open beside the list), no horizontal page scroll at 1440 px and at 390 px, lists drawn as cards at 390
 * px, and a 404 for made-up addresses. Pages a role may not read are visited too: they must say so calmly, not fail.
 * The administrator tours in German, the longer language, the others in English; the pseudo-locale has its own tour
 * (pseudo-locale.spec.ts).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { describeClipped, findClippedText, openTokenPanel } from "./support/clipped-text";
import { settle, signIn, useLanguage, type Role } from "./support/page-visit";
import { CONSOLE_PAGES, DETAIL_PAGES } from "./support/pages";

const PAGES = CONSOLE_PAGES;
const DETAILS = DETAIL_PAGES;

const MADE_UP = ["/no/such/page", "/ai/keys/no-such-key/extra", "/backups/policies/nothing"];

const ROLES: readonly { role: Role; locale: string }[] = [
  { role: "admin", locale: "de" },
  { role: "reader", locale: "en" },
  { role: "translator", locale: "en" },
];

/** What went wrong while the tour was on one page. */
interface Watch {
  problems: string[];
  /** From now on, console errors matching `pattern` are expected. */
  allow(pattern: RegExp): void;
  stop(): void;
}

/** Collects console errors, page errors and 5xx answers from now until `stop()`. */
function watch(page: Page, label: () => string): Watch {
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error" && !allowed.some((pattern) => pattern.test(message.text())))
      problems.push(`console error on ${label()}: ${message.text().slice(0, 300)}`);
  };
  const onPageError = (error: Error) => problems.push(`page error on ${label()}: ${error.message.slice(0, 300)}`);
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 500) problems.push(`HTTP ${response.status()} on ${label()}: ${response.url()}`);
  };
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  page.on("response", onResponse);
  return {
    problems,
    allow: (pattern) => allowed.push(pattern),
    stop() {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      page.off("response", onResponse);
    },
  };
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `axe ${v.id} (${v.impact}) on ${label} ×${v.nodes.length}: ${v.nodes[0]?.target.join(" ")}`);
}

/** The console's lists (DataTable) still drawn as tables: at 390 px there should be none, only cards. */
const listTables = (page: Page) =>
  page.getByRole("main").locator("table[data-phase]").filter({ visible: true }).count();

/** Visits one page at 1440 px, checks it, then narrows the window to 390 px and checks the layout again. */
async function visit(page: Page, path: string, problems: string[]): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const response = await page.goto(path);
  const status = response?.status() ?? 0;
  if (status >= 400) problems.push(`${path} answered HTTP ${status}`);
  await settle(page);
  const wide = await horizontalOverflow(page);
  if (wide > 0) problems.push(`${path} scrolls sideways by ${wide} px at 1440 px`);
  problems.push(...describeClipped(`${path} @1440px`, await findClippedText(page)));
  problems.push(...(await seriousViolations(page, path)));
  if (await openTokenPanel(page)) {
    await settle(page);
    problems.push(...describeClipped(`${path} with a token open @1440px`, await findClippedText(page)));
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
  const narrow = await horizontalOverflow(page);
  if (narrow > 0) problems.push(`${path} scrolls sideways by ${narrow} px at 390 px`);
  // The cards replace the tables in a render after the width changed: they get the moment that render takes.
  const tables = await expect
    .poll(() => listTables(page), { timeout: 5_000 })
    .toBe(0)
    .then(
      () => 0,
      () => listTables(page),
    );
  if (tables > 0) problems.push(`${path} draws ${tables} list(s) as a table at 390 px, not as cards`);
}

/** The first record link of the right shape on a list page, if the role can see one. */
async function firstRecord(page: Page, from: string, link: RegExp): Promise<string | undefined> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(from);
  await settle(page);
  const hrefs = await page
    .getByRole("main")
    .locator("a[href]")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.find((h) => link.test(h));
}

for (const { role, locale } of ROLES) {
  test(`tour as ${role} in ${locale}: every page calm, accessible, whole and within the window`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout((PAGES.length + DETAILS.length * 2 + MADE_UP.length) * 12_000);
    let current = "";
    const watcher = watch(page, () => current);
    const problems = watcher.problems;
    await signIn(page, role);
    await useLanguage(page, baseURL!, locale);
    let visited = 0;
    for (const path of PAGES) {
      current = path;
      await visit(page, path, problems);
      visited++;
    }
    for (const { from, link } of DETAILS) {
      current = `${from} (finding a record)`;
      const href = await firstRecord(page, from, link);
      // Roles that cannot read a list see no record of it: only the administrator must find one of each kind.
      if (role === "admin" && !href) problems.push(`no record link on ${from}`);
      if (!href) continue;
      current = href;
      await visit(page, href, problems);
      visited++;
    }
    // A 404 document is the answer asked for here; Chromium reports every 4xx document as a console error.
    watcher.allow(/status of 404/);
    for (const path of MADE_UP) {
      current = path;
      const response = await page.goto(path);
      if (response?.status() !== 404) problems.push(`the made-up ${path} answered HTTP ${response?.status()}`);
      await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
    }
    watcher.stop();
    console.log(`tour as ${role}: ${visited} pages, ${MADE_UP.length} made-up addresses, ${problems.length} problems`);
    expect(problems, problems.join("\n")).toEqual([]);
  });
}
