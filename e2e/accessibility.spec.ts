/**
 * WCAG 2 A/AA checks with axe, in light and in dark mode: no `serious` or `critical` violation on the login page,
 * every sidebar page and sub-page, one record of each detail page (AI key, AI project, backup, cluster, task, ...),
 * every tab of those pages, a dialog, the notifications panel, the command palette and the top bar's menus.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { NAV } from "../components/shell/nav";
import shell from "../messages/en/shell.json" with { type: "json" };
import ai from "../messages/en/ai.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";

type Mode = "light" | "dark";

/** Every sidebar page and sub-page, plus the sub-pages reached from a page rather than from the sidebar. */
const PAGES = [
  ...new Set([
    ...NAV.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]),
    "/clusters/new",
    "/clusters/projects",
    "/infrastructure/projects",
    "/infrastructure/servers",
    "/infrastructure/volumes",
    "/infrastructure/volume-types",
    "/infrastructure/networks",
    "/infrastructure/load-balancers",
    "/infrastructure/domains",
    "/infrastructure/availability-zones",
    "/no/such/page",
  ]),
];

/** Detail pages: the list page to start from and the shape of the links that open one record. */
const DETAILS: { from: string; link: RegExp }[] = [
  { from: "/ai/keys", link: /^\/ai\/keys\/[^/?]+$/ },
  { from: "/ai/projects", link: /^\/ai\/projects\/[^/?]+$/ },
  { from: "/backups", link: /^\/backups\/(?!protection|policies)[^/?]+$/ },
  { from: "/clusters", link: /^\/clusters\/(?!projects|new)[^/?]+\/[^/?]+$/ },
  { from: "/clusters/projects", link: /^\/clusters\/projects\/[^/?]+$/ },
  { from: "/infrastructure/projects", link: /^\/infrastructure\/projects\/[^/?]+$/ },
  { from: "/access", link: /^\/access\/profiles\/[^/?]+$/ },
  { from: "/tasks", link: /^\/tasks\/[^/?]+$/ },
  { from: "/dashboards", link: /^\/dashboards\/[^/?]+$/ },
  { from: "/translations", link: /^\/translations\/[^/?]+$/ },
];

/** The serious and critical violations of the page as it is now, one line per rule with a few of its targets. */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ×${v.nodes.length} ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(" ")}${v.id === "color-contrast" ? ` (${n.any[0]?.message ?? ""})` : ""}`)
          .join(" | ")}`,
    );
}

/** Waits until the page has settled: the network quiet and no loading placeholder left, so axe sees real content. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await expect(page.locator("[data-slot='skeleton'], .animate-pulse, [aria-busy='true']"))
    .toHaveCount(0, { timeout: 3_000 })
    .catch(() => undefined);
}

/** The colour mode the page really shows: the `dark` class on <html> and the canvas colour it produces. */
async function expectMode(page: Page, mode: Mode): Promise<void> {
  const html = page.locator("html");
  if (mode === "dark") await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  const luminance = (r + g + b) / 3;
  expect(mode === "dark" ? luminance < 64 : luminance > 192, `body background ${background} in ${mode} mode`).toBe(true);
}

/** Scans the page, then each tab of its first tab list in `main`, switched to by clicking it. */
async function scanWithTabs(page: Page, label: string): Promise<string[]> {
  const found = await seriousViolations(page, label);
  const tabs = page.getByRole("main").getByRole("tablist").first().getByRole("tab");
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    if ((await tab.getAttribute("aria-selected")) === "true" || (await tab.isDisabled())) continue;
    const name = (await tab.textContent())?.trim() ?? String(i);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await settle(page);
    found.push(...(await seriousViolations(page, `${label} [tab ${name}]`)));
  }
  return found;
}

async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  // The shell's theme toggle stores the choice under this key; the root layout applies it before the first paint.
  await page.addInitScript((m) => localStorage.setItem("console-theme", m), mode);
}

const report = (mode: Mode, what: string, found: string[]) =>
  found.length > 0 && console.log(`${mode} ${what}: ${found.length} serious/critical rule hits\n${found.join("\n")}`);

/** Signs in through the BFF (the login page is scanned on its own), so each page's test starts quickly. */
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

for (const mode of ["light", "dark"] as const) {
  test.describe(`axe, ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => useMode(page, mode));

    test("login page", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByLabel("Access token", { exact: true })).toBeEditable();
      await expectMode(page, mode);
      const found = await seriousViolations(page, "/login");
      report(mode, "login", found);
      expect(found).toEqual([]);
    });

    for (const path of PAGES) {
      test(`page ${path} and its tabs`, async ({ page }) => {
        test.setTimeout(150_000);
        await signIn(page);
        await page.goto(path);
        await expect(page.locator("main").first()).toBeVisible();
        await expectMode(page, mode);
        await settle(page);
        const found = await scanWithTabs(page, path);
        report(mode, path, found);
        expect(found).toEqual([]);
      });
    }

    for (const { from, link } of DETAILS) {
      test(`one record from ${from}, with its tabs`, async ({ page }) => {
        test.setTimeout(150_000);
        await signIn(page);
        const path = await openDetail(page, from, link);
        await expect(page.locator("main").first()).toBeVisible();
        await expectMode(page, mode);
        await settle(page);
        const found = await scanWithTabs(page, path);
        report(mode, path, found);
        expect(found).toEqual([]);
      });
    }

    test("dialog, notifications panel, command palette and top-bar menus", async ({ page }) => {
      await signIn(page);
      await page.goto("/ai/keys");
      await settle(page);
      await expectMode(page, mode);
      const found: string[] = [];

      await page.getByRole("button", { name: ai.keys.create.open }).first().click();
      await expect(page.getByRole("dialog", { name: ai.keys.create.title })).toBeVisible();
      found.push(...(await seriousViolations(page, "create-key dialog")));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await page.getByTestId("notifications-bell").click();
      await expect(page.getByRole("dialog", { name: shell.notifications.title })).toBeVisible();
      await settle(page);
      found.push(...(await seriousViolations(page, "notifications panel")));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await page.keyboard.press("Control+k");
      const palette = page.getByRole("dialog", { name: shell.palette.title });
      await expect(palette).toBeVisible();
      await page.keyboard.type("demo");
      await settle(page);
      await expect(palette.getByRole("option").first()).toBeVisible();
      found.push(...(await seriousViolations(page, "command palette")));
      await page.keyboard.press("Escape");
      await expect(palette).toHaveCount(0);

      // While a menu is open the rest of the page is hidden from assistive technology: name each trigger first.
      for (const [label, trigger] of [
        ["colour-mode menu", page.getByRole("button", { name: new RegExp(`^${shell.theme.label}`) })],
        ["account menu", page.getByRole("banner").getByRole("button", { name: new RegExp(`^${shell.user.menu.split("{")[0]}`) })],
      ] as const) {
        await trigger.click();
        await expect(page.getByRole("menu")).toBeVisible();
        found.push(...(await seriousViolations(page, label)));
        await page.keyboard.press("Escape");
        await expect(page.getByRole("menu")).toHaveCount(0);
      }

      report(mode, "overlays", found);
      expect(found).toEqual([]);
    });
  });
}
