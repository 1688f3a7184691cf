/**
 * WCAG 2 A/AA checks with axe, in light and in dark mode: no `serious` or `critical` violation on the login page,
 * every sidebar page and sub-page, one record of each detail page (AI key, AI project, backup, cluster, task, ...),
 * every tab of those pages, a dialog, the notifications panel, the command palette and the top bar's menus.
 *
 * Each page is loaded once and analysed in both modes: the mode is switched in place the way the theme toggle does
 * it (the `dark` class on <html>, the choice stored under `console-theme`), which a test below proves gives the
 * same styles as a fresh load in that mode. Pages are grouped by area, one test per area, and a page that fails to
 * load is reported like a violation, so one slow page neither hides the others nor costs a whole test's setup.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { MODE_CHANGE_EVENT, MODE_STORAGE_KEY } from "../lib/theme/mode";
import shell from "../messages/en/shell.json" with { type: "json" };
import ai from "../messages/en/ai.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { CONSOLE_PAGES, DETAIL_PAGES } from "./support/pages";

type Mode = "light" | "dark";

/** Every console page, and the not-found page of a made-up address. */
const PAGES = [...CONSOLE_PAGES, "/no/such/page"];
const DETAILS = DETAIL_PAGES;

/** One test per group of areas (by first path segment), each with its pages and its detail pages. */
const GROUPS: string[][] = [
  ["", "ai"],
  ["playground", "storage"],
  ["backups", "quotas"],
  ["clusters", "access"],
  ["infrastructure"],
  ["tasks", "translations", "dashboards", "settings", "no"],
];
const area = (path: string) => path.split("/")[1] ?? "";
// A new sidebar area must join a group, or its pages would silently go unscanned.
const ungrouped = [...PAGES, ...DETAILS.map((d) => d.from)].filter((path) => !GROUPS.flat().includes(area(path)));
if (ungrouped.length > 0) throw new Error(`accessibility.spec.ts: pages in no GROUPS entry: ${ungrouped.join(", ")}`);

/** Time for one page (both modes, all its tabs); the group's test gets the sum. */
const PER_PAGE_MS = 45_000;

/** The serious and critical violations of the page as it is now: one line per rule with its count and a few targets. */
async function seriousViolations(page: Page, label: string, within?: string): Promise<string[]> {
  const mode = await currentMode(page);
  const started = Date.now();
  // Legacy mode runs axe.run() in the page: the console has no frames, and the default (runPartial, then finishRun
  // in a blank page opened for each analysis) costs a page and a second injection every time.
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (within) builder.include(within);
  const results = await builder.analyze();
  if (process.env.AXE_TIMING) console.log(`${Date.now() - started} ms axe ${label} [${mode}]`);
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}) on ${label} [${mode}] ×${v.nodes.length}: ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(" ")}${v.id === "color-contrast" ? ` (${n.any[0]?.message ?? ""})` : ""}`)
          .join(" | ")}`,
    );
}

const currentMode = (page: Page): Promise<Mode> =>
  page.evaluate(() => (document.documentElement.classList.contains("dark") ? "dark" : "light"));

/** The colour mode the page really shows: the `dark` class on <html> and the canvas colour it produces. */
async function expectMode(page: Page, mode: Mode): Promise<void> {
  const html = page.locator("html");
  if (mode === "dark") await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  const luminance = (r + g + b) / 3;
  expect(mode === "dark" ? luminance < 64 : luminance > 192, `body background ${background} in ${mode} mode`).toBe(
    true,
  );
}

/**
 * Switches the colour mode in place as the theme toggle does (lib/theme/mode.ts `saveModePreference`): stores the
 * choice, sets the class and tells listeners (the toggle, the portal theme's observer), then waits until no CSS
 * transition is running, so axe reads the final colours.
 */
async function switchMode(page: Page, mode: Mode): Promise<void> {
  await page.evaluate(
    ({ key, event, mode }) => {
      localStorage.setItem(key, mode);
      document.documentElement.classList.toggle("dark", mode === "dark");
      window.dispatchEvent(new Event(event));
    },
    { key: MODE_STORAGE_KEY, event: MODE_CHANGE_EVENT, mode },
  );
  await transitionsDone(page);
  await expectMode(page, mode);
}

const transitionsDone = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
  );

/** Scans the page (or only the part `within`) as it is in its current mode, then in the other one. */
async function scanBothModes(page: Page, label: string, within?: string): Promise<string[]> {
  const first = await currentMode(page);
  await expectMode(page, first);
  const found = await seriousViolations(page, label, within);
  await switchMode(page, first === "light" ? "dark" : "light");
  found.push(...(await seriousViolations(page, label, within)));
  return found;
}

/**
 * Waits for what axe should see: the page's heading and title (a client navigation, such as a tab kept in the URL,
 * swaps the <title> while it runs), and no skeleton or busy region left (at most a few seconds).
 */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator(".animate-pulse.bg-raised, [aria-busy='true']"))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Scans the page in both modes, then each tab of its first tab list in `main`, switched to by clicking it: only
 * `main` then, since the shell around it does not change with the tab.
 */
async function scanWithTabs(page: Page, label: string): Promise<string[]> {
  const found = await scanBothModes(page, label);
  const tabs = page.getByRole("main").getByRole("tablist").first().getByRole("tab");
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    if ((await tab.getAttribute("aria-selected")) === "true" || (await tab.isDisabled())) continue;
    const name = (await tab.textContent())?.trim() ?? String(i);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await settle(page);
    found.push(...(await scanBothModes(page, `${label} [tab ${name}]`, "main")));
  }
  return found;
}

/** Signs in through the BFF (the login page is scanned on its own), so each test starts quickly. */
async function signIn(page: Page): Promise<void> {
  const response = await page.request.post("/api/session", {
    data: { token: TOKENS.admin, region: "eu-central" },
    headers: { "x-csrf": "1" },
  });
  expect(response.ok()).toBe(true);
}

/** Opens one record from a list page: its first link of the right shape, else its first activatable row (Enter). */
async function openDetail(page: Page, from: string, link: RegExp): Promise<string> {
  await page.goto(from);
  await settle(page);
  const main = page.getByRole("main");
  const hrefs = await main.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => link.test(h));
  if (href) {
    await page.goto(href);
  } else {
    const row = main.locator("tbody tr[tabindex='0']").first();
    await expect(row, `a detail link or row on ${from}`).toBeVisible();
    await row.focus();
    await page.keyboard.press("Enter");
  }
  await expect.poll(() => new URL(page.url()).pathname).toMatch(link);
  return new URL(page.url()).pathname;
}

/** Runs one page's scan; a page that does not load or settle is reported as a finding, and the next page goes on. */
async function scanPage(
  found: string[],
  label: string,
  open: (page: Page) => Promise<string>,
  page: Page,
): Promise<void> {
  const started = Date.now();
  try {
    const path = await open(page);
    await settle(page);
    found.push(...(await scanWithTabs(page, path)));
    if (process.env.AXE_TIMING) console.log(`${Date.now() - started} ms page ${path}`);
  } catch (error) {
    found.push(
      `page did not finish: ${label}: ${String(error instanceof Error ? error.message : error).split("\n")[0]}`,
    );
  }
}

/** Every distinct (element, text colour, background, border, color-scheme) the page shows. */
const computedStyles = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [document.documentElement, document.body, ...document.querySelectorAll("body *")]
      .map((el) => {
        const s = getComputedStyle(el);
        return `${el.tagName} ${s.color} ${s.backgroundColor} ${s.borderTopColor} ${s.colorScheme}`;
      })
      .sort()
      .filter((line, i, all) => line !== all[i - 1]),
  );

const report = (what: string, found: string[]) =>
  found.length > 0 && console.log(`${what}: ${found.length} serious/critical findings\n${found.join("\n")}`);

test.describe("axe, light and dark mode", () => {
  test.beforeEach(async ({ page }) => {
    // Every load starts light (the stored choice wins over the system's); each scan then switches in place.
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript((key) => localStorage.setItem(key, "light"), MODE_STORAGE_KEY);
  });

  test("an in-place switch to dark gives the same styles as a fresh load in dark mode", async ({ page }) => {
    await signIn(page);
    await page.goto("/settings");
    await settle(page);
    await switchMode(page, "dark");
    const inPlace = await computedStyles(page);

    const fresh = await page.context().newPage();
    await fresh.addInitScript((key) => localStorage.setItem(key, "dark"), MODE_STORAGE_KEY);
    await fresh.goto("/settings");
    await settle(fresh);
    await expectMode(fresh, "dark");
    expect(inPlace.length).toBeGreaterThan(20);
    expect(inPlace).toEqual(await computedStyles(fresh));
    await fresh.close();
  });

  test("with no choice stored, the page follows the system's colour scheme as it changes", async ({ page }) => {
    await page.addInitScript((key) => localStorage.removeItem(key), MODE_STORAGE_KEY);
    await signIn(page);
    await page.goto("/settings");
    await settle(page);
    await expectMode(page, "light");
    for (const mode of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await expect(page.locator("html")).toHaveClass(mode === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await transitionsDone(page);
      await expectMode(page, mode);
    }
  });

  test("login page", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByLabel("Access token", { exact: true })).toBeEditable();
    const found = await scanBothModes(page, "/login");
    report("login", found);
    expect(found).toEqual([]);
  });

  for (const group of GROUPS) {
    const pages = PAGES.filter((path) => group.includes(area(path)));
    const details = DETAILS.filter(({ from }) => group.includes(area(from)));
    test(`pages of ${group.map((a) => `/${a}`).join(", ")}: ${pages.length} pages and ${details.length} records, with their tabs`, async ({
      page,
    }) => {
      test.setTimeout((pages.length + details.length) * PER_PAGE_MS);
      await signIn(page);
      const found: string[] = [];
      for (const path of pages) {
        await scanPage(found, path, async (p) => (await p.goto(path), path), page);
      }
      for (const { from, link } of details) {
        await scanPage(found, `a record from ${from}`, (p) => openDetail(p, from, link), page);
      }
      report(group.join(","), found);
      expect(found).toEqual([]);
    });
  }

  test("dialog, notifications panel, command palette and top-bar menus", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto("/ai/keys");
    await settle(page);
    const found: string[] = [];

    await page.getByRole("button", { name: ai.keys.create.open }).first().click();
    await expect(page.getByRole("dialog", { name: ai.keys.create.title })).toBeVisible();
    found.push(...(await scanBothModes(page, "create-key dialog")));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByTestId("notifications-bell").click();
    await expect(page.getByRole("dialog", { name: shell.notifications.title })).toBeVisible();
    await settle(page);
    found.push(...(await scanBothModes(page, "notifications panel")));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: shell.palette.title });
    await expect(palette).toBeVisible();
    await page.keyboard.type("demo");
    await expect(palette.getByRole("option").first()).toBeVisible();
    found.push(...(await scanBothModes(page, "command palette")));
    await page.keyboard.press("Escape");
    await expect(palette).toHaveCount(0);

    // While a menu is open the rest of the page is hidden from assistive technology: name each trigger first.
    for (const [label, trigger] of [
      ["colour-mode menu", page.getByRole("button", { name: new RegExp(`^${shell.theme.label}`) })],
      [
        "account menu",
        page.getByRole("banner").getByRole("button", { name: new RegExp(`^${shell.user.menu.split("{")[0]}`) }),
      ],
    ] as const) {
      await trigger.click();
      await expect(page.getByRole("menu")).toBeVisible();
      found.push(...(await scanBothModes(page, label)));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
    }

    report("overlays", found);
    expect(found).toEqual([]);
  });
});
