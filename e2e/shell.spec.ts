import type { Page } from "@playwright/test";
import { request } from "undici";
import { parseBrandTheme, themeVariables } from "../lib/theme/theme";
import { NAV } from "../components/shell/nav";
import { consolePageOf } from "../components/shell/portal-menu";
import ai from "../messages/en/ai.json" with { type: "json" };
import deAi from "../messages/de/ai.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import deShell from "../messages/de/shell.json" with { type: "json" };
import translations from "../messages/en/translations.json" with { type: "json" };
import { useLanguage } from "./support/page-visit";
import { expect, test, TOKENS } from "./fixtures";
import { holdRequests } from "./support/hold";

/** What the sandbox portal answers for a token, read straight from it (the expectations are never hard-coded). */
async function portalGet(portalUrl: string, path: string, token: string = TOKENS.admin, region = "eu-central") {
  const response = await fetch(`${portalUrl}${path}`, { headers: { "auth-token": token, region } });
  expect(response.ok).toBe(true);
  return response.json();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const unreadInBell = async (page: Page) => {
  const label = (await page.getByTestId("notifications-bell").getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

test.describe("console shell", () => {
  test.afterEach(async ({ stack }) => {
    await stack.control.clearFaults();
  });

  test("every sidebar entry opens a page that renders content", async ({ page, login }) => {
    test.setTimeout(240_000);
    await login(page);
    const sidebar = page.getByRole("navigation", { name: shell.nav.label });
    for (const item of NAV) {
      await sidebar.getByRole("link", { name: shell.nav[item.label], exact: true }).first().click();
      // An area may open on one of its sub-pages (/ai → /ai/keys).
      await expect(page).toHaveURL(new RegExp(item.href === "/" ? "/$" : `${item.href}(/|\\?|$)`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(shell.notFound.title);
      for (const child of (item.children ?? []).filter((c) => c.href !== item.href)) {
        await sidebar.getByRole("link", { name: shell.nav[child.label], exact: true }).first().click();
        await expect(page).toHaveURL(new RegExp(`${child.href}(\\?|$)`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(shell.notFound.title);
      }
    }
  });

  test("the chosen sidebar link spins until its page arrives, and the page is in the first paint", async ({
    page,
    login,
  }) => {
    await login(page, TOKENS.admin, "/ai/keys");
    // The page's own heading and text come with the HTML, not after a loading skeleton.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ai.keys.title);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the next page's server answer so the wait can be seen.
    await page.route(
      (url) => url.pathname === "/backups",
      async (route) => {
        if (route.request().headers()["rsc"]) await held;
        await route.continue();
      },
    );
    const sidebar = page.getByRole("navigation", { name: shell.nav.label });
    const backups = sidebar.getByRole("link", { name: shell.nav.backups, exact: true });
    await backups.click();
    await expect(backups.getByTestId("link-pending")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ai.keys.title);
    release();
    await expect(page).toHaveURL(/\/backups$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(ai.keys.title);
    await expect(sidebar.getByTestId("link-pending")).toHaveCount(0);
  });

  test("the sidebar lists the portal's own dashboards and collapses", async ({ page, login, stack }) => {
    const menu = (await portalGet(stack.portalUrl, "/dashboards")) as { items: { label: string; path: string }[] }[];
    // A dashboard the console has no page of its own for (the others open the console's page).
    const portalOnly = menu.flatMap((group) => group.items).find((item) => consolePageOf(item.path) === undefined);
    expect(portalOnly).toBeDefined();
    await login(page);
    const sidebar = page.getByRole("navigation", { name: shell.nav.label });
    await sidebar.getByRole("link", { name: portalOnly!.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboards/${portalOnly!.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await sidebar.getByRole("button", { name: shell.nav.collapse }).click();
    await expect(sidebar.getByRole("button", { name: shell.nav.expand })).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar.getByRole("link", { name: shell.nav.backups })).toBeVisible();
  });

  test("the notifications panel marks one read and the count drops", async ({ page, login, stack }) => {
    // Backups and tasks finishing in the sandbox add notifications; a stopped clock keeps the count to this test's.
    await stack.control.setClockFrozen(true);
    try {
      await login(page);
      await expect.poll(() => unreadInBell(page)).toBeGreaterThan(0);
      const before = await unreadInBell(page);
      await page.getByTestId("notifications-bell").click();
      const panel = page.getByTestId("notifications-panel");
      await expect(panel).toBeVisible();
      await panel
        .getByRole("button", { name: /^Mark read/ })
        .first()
        .click();
      await expect.poll(() => unreadInBell(page)).toBe(before - 1);
      await expect(panel.getByText(`${before - 1} unread`)).toBeVisible();
    } finally {
      await stack.control.setClockFrozen(false);
    }
  });

  test("switching region changes the data shown", async ({ page, login, stack }) => {
    const [central, west] = await Promise.all(
      ["eu-central", "eu-west"].map(async (region) =>
        (
          (await portalGet(stack.portalUrl, "/notification", TOKENS.admin, region)) as {
            notification: string;
            read: string;
          }[]
        )
          .filter((n) => n.read === "")
          .map((n) => n.notification),
      ),
    );
    const onlyCentral = central.find((text) => !west.includes(text));
    const onlyWest = west.find((text) => !central.includes(text));
    expect(onlyCentral && onlyWest).toBeTruthy();

    await login(page);
    const widget = page.getByTestId("widget-notifications");
    await expect(widget).toContainText(onlyCentral!.slice(0, 40));
    await page.getByRole("banner").getByRole("combobox", { name: shell.region }).selectOption("eu-west");
    await expect(widget).toContainText(onlyWest!.slice(0, 40));
    await expect(widget).not.toContainText(onlyCentral!.slice(0, 40));
  });

  test("the command palette finds a key by name", async ({ page, login, stack }) => {
    const keys = (await portalGet(stack.portalUrl, "/ai/keys")) as { id: string; name: string }[];
    const unique = keys.filter((k) => k.name && keys.filter((other) => other.name.includes(k.name)).length === 1);
    const key = unique.sort((a, b) => b.name.length - a.name.length)[0];
    expect(key).toBeDefined();
    await login(page);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: shell.palette.title });
    await expect(palette).toBeVisible();
    await palette.getByRole("combobox").fill(key.name);
    const option = palette.getByRole("option", { name: new RegExp(`^${escapeRegExp(key.name)}(\\s|$)`) });
    await expect(option).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/ai/keys/${escapeRegExp(encodeURIComponent(key.id))}$`));
    await expect(palette).toBeHidden();
  });

  test("Ctrl+K pressed while the page is still loading opens the palette once it has loaded", async ({
    page,
    login,
  }) => {
    await login(page);
    // The page's scripts are held, so that the press comes before React (and the palette's listener) exist.
    const release = await holdRequests(page, /\/_next\/static\/chunks\/.*\.js(\?|$)/);
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: shell.palette.title });
    await expect(palette).toHaveCount(0);
    release();
    await expect(palette).toBeVisible();
    await expect(palette.getByRole("combobox")).toBeFocused();
  });

  test("the command palette finds pages by their titles, runs their actions and finds projects of every area", async ({
    page,
    login,
    stack,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await login(page);
    const palette = page.getByRole("dialog", { name: shell.palette.title });
    const search = async (text: string) => {
      await page.keyboard.press("Control+k");
      await expect(palette).toBeVisible();
      await palette.getByRole("combobox").fill(text);
    };

    // A page by the title its heading shows.
    await search(ai.keys.title);
    await palette.getByRole("option", { name: new RegExp(`^${escapeRegExp(ai.keys.title)}`) }).click();
    await expect(page).toHaveURL(/\/ai\/keys$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ai.keys.title);

    // An action of a page, from another page: it opens the page and presses the page's own button.
    await page.goto("/");
    await search("create key");
    const createKey = palette.getByRole("group", { name: shell.palette.actions }).getByRole("option", {
      name: new RegExp(`^${escapeRegExp(ai.keys.create.open)}`),
    });
    await expect(createKey).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ai\/keys$/);
    await expect(page.getByRole("dialog", { name: ai.keys.create.title })).toBeVisible();
    await page.keyboard.press("Escape");

    // The projects of every area the placeholder promises, by name (read from the sandbox).
    const [backupProject] = (await portalGet(stack.portalUrl, "/backup/resource/projects")) as {
      id: string;
      name: string;
    }[];
    await search(backupProject.name);
    await palette
      .getByRole("group", { name: shell.palette.kinds.backupProject })
      .getByRole("option", { name: new RegExp(`^${escapeRegExp(backupProject.name)}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/backups\/protection\?node=project/);
    const [infrastructureProject] = (await portalGet(stack.portalUrl, "/iaas/projects")) as {
      id: string;
      name: string;
    }[];
    await search(infrastructureProject.name);
    await expect(
      palette
        .getByRole("group", { name: shell.palette.kinds.infrastructureProject })
        .getByRole("option", { name: new RegExp(`^${escapeRegExp(infrastructureProject.name)}`) })
        .first(),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    // The language editor's export, where it is open, found by the format's name.
    await page.goto("/translations/de");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await search("xliff");
    await palette.getByRole("option", { name: new RegExp(`^${escapeRegExp(translations.export.exchange)}`) }).click();
    await expect(page.getByRole("dialog", { name: translations.exchange.title })).toBeVisible();
    await page.keyboard.press("Escape");

    // In German, by the German title (the palette is named in German too).
    await useLanguage(page, baseURL!, "de");
    await page.goto("/");
    await page.keyboard.press("Control+k");
    const germanPalette = page.getByRole("dialog", { name: deShell.palette.title });
    await expect(germanPalette).toBeVisible();
    await germanPalette.getByRole("combobox").fill("schlüssel");
    await expect(
      germanPalette.getByRole("option", { name: new RegExp(`^${escapeRegExp(deAi.keys.title)}`) }),
    ).toBeVisible();
  });

  test("with the read-only token the write buttons are disabled and say which permission is missing", async ({
    page,
    login,
  }) => {
    await login(page, TOKENS.reader);
    await expect(page.getByTestId("widget-keys")).toContainText(/Active/);
    await page.getByTestId("notifications-bell").click();
    const markRead = page
      .getByTestId("notifications-panel")
      .getByRole("button", { name: /^Mark read/ })
      .first();
    await expect(markRead).toBeDisabled();
    await markRead.focus();
    await expect(page.getByRole("tooltip")).toContainText("notification-patch");
    await expect(page.getByRole("tooltip")).toContainText("Access Tokens");
  });

  test("an area the token may not read is left out, and opened by its address names the missing permission", async ({
    page,
    login,
  }) => {
    await login(page, TOKENS.translator);
    await expect(page).toHaveURL(/\/translations$/);
    await expect(
      page.getByRole("navigation", { name: shell.nav.label }).getByRole("link", { name: shell.nav.ai, exact: true }),
    ).toHaveCount(0);
    await page.goto("/ai/keys");
    await expect(page.locator("main")).toContainText("ai-get");
  });

  test("a widget whose upstream call fails shows its error while the others render", async ({ page, login, stack }) => {
    await stack.control.fault({ operation: "quotas.overview.lines", mode: "error", status: 500 });
    await login(page);
    await expect(page.getByTestId("widget-quotas").getByRole("alert")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("widget-keys")).toContainText(/Active/);
    await expect(page.getByTestId("widget-backups")).toContainText(/without backup/);
    await expect(page.getByTestId("widget-tasks").getByRole("alert")).toHaveCount(0);
  });

  test("the portal's branding recolours the console", async ({ page, login, stack }) => {
    // The theme of this client, as the portal answers it (GET with a JSON body: undici sends one, fetch does not).
    const context = (await portalGet(stack.portalUrl, "/context")) as {
      client?: { id?: string };
      reseller?: { id?: string };
    };
    const answer = await request(`${stack.portalUrl}/theme`, {
      method: "GET",
      headers: { "auth-token": TOKENS.admin, region: "eu-central", "content-type": "application/json" },
      body: JSON.stringify({ client_id: context.client?.id, reseller_id: context.reseller?.id }),
    });
    const expected = themeVariables(parseBrandTheme(await answer.body.json()), "light")["--accent"];
    expect(expected).toMatch(/^#[0-9a-f]{6}$/);

    await page.emulateMedia({ colorScheme: "light" });
    await login(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue("--accent")))
      .toBe(expected);
  });

  test("the portal's dashboards are listed and one renders its elements", async ({ page, login, stack }) => {
    const all = (await portalGet(stack.portalUrl, "/dashboards/all")) as { name: string; path: string }[];
    await login(page, TOKENS.admin, "/dashboards");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
    const first = all[0];
    await page.getByRole("main").getByRole("link", { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboards/${first.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
    await expect(page.getByTestId("element-data").first()).toBeVisible();
  });

  test("an unknown address shows the not-found page inside the shell", async ({ page, login }) => {
    await login(page);
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1, name: shell.notFound.title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: shell.nav.label })).toBeVisible();
  });
});
