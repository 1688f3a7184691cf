import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import ai from "../messages/en/ai.json" with { type: "json" };
import errors from "../messages/en/errors.json" with { type: "json" };
import home from "../messages/en/home.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import { parseBrandTheme, themeVariables } from "../lib/theme/theme";
import { expect, test, TOKENS } from "./fixtures";
import { portalCall } from "./support/portal-call";
import type { Stack } from "./support/stack";

/**
 * The sandbox (portal and gateway) stopped under a signed-in page: the frame says so once, in a banner naming what
 * cannot be reached and when it was last reached; what waits for it shows a compact note, not an error card each.
 * Started again: every read and every part of the frame (theme, user, portal menu, region, notifications, tasks) is
 * back within 5 s of the sandbox answering, with no click, key or reload.
 */

const t = createTranslator({ locale: "en", messages: { shell }, namespace: "shell" });
const tErrors = createTranslator({ locale: "en", messages: { errors }, namespace: "errors" });
const unreachableText = (upstream: Upstream) => tErrors("upstream_unreachable", { upstream });

/** The promise: everything is back this long after the upstream answers again. */
const RECOVERY_MS = 5_000;

type Upstream = "portal" | "gateway";

interface Frame {
  userName: string;
  brandName: string;
  accent: string;
}

/** What the frame shows when the portal answers, read from the sandbox itself. */
async function expectedFrame(stack: Stack): Promise<Frame> {
  const context = await portalCall<{
    user?: { firstName?: string; lastName?: string };
    client?: { id?: string };
    reseller?: { id?: string };
  }>(stack.portalUrl, "GET", "/context");
  const theme = parseBrandTheme(
    await portalCall(stack.portalUrl, "GET", "/theme", {
      client_id: context.client?.id,
      reseller_id: context.reseller?.id,
    }),
  );
  expect(theme?.name).toBeTruthy();
  return {
    userName: [context.user?.firstName, context.user?.lastName].filter(Boolean).join(" "),
    brandName: theme!.name!,
    accent: themeVariables(theme, "light")["--accent"]!,
  };
}

const accentOf = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue("--accent").trim());
const banner = (page: Page) => page.getByTestId("outage-banner");
const sidebar = (page: Page) => page.getByRole("navigation", { name: shell.nav.label });
const userMenu = (page: Page, name: string) => page.getByRole("button", { name: t("user.menu", { name }) });
const mainNotes = (page: Page) => page.getByRole("main").getByTestId("outage-note");
/**
 * Error cards anywhere in the page, frame included. Next.js adds a live region of its own to every page, an empty
 * `role="alert"` in a shadow root at the end of the body (its route announcer); that is no card.
 */
const errorCards = (page: Page) => page.locator("body > :not(next-route-announcer)").getByRole("alert");

/** The banner, once, naming each upstream that is down with the time it was last reached; no full error card. */
async function expectOneBanner(page: Page, down: Upstream[]) {
  await expect(banner(page)).toHaveCount(1);
  for (const upstream of down) {
    const line = banner(page).locator(`[data-upstream="${upstream}"]`);
    await expect(line).toContainText(t(`outage.${upstream}`));
    // The console reached the sandbox before it stopped, so the line names a time.
    await expect(line).toContainText(/Last reached: .*\d{1,2}:\d{2}:\d{2}/);
  }
  await expect(banner(page).locator("[data-upstream]")).toHaveCount(down.length);
  await expect(page.getByRole("button", { name: shell.outage.tryNow })).toHaveCount(1);
  for (const upstream of ["portal", "gateway"] as const) {
    await expect(page.getByRole("alert").filter({ hasText: unreachableText(upstream) })).toHaveCount(0);
  }
  await expect(page.getByRole("main").getByText(/Request id/)).toHaveCount(0);
}

/** The frame while the portal is away: the colours it last showed stay; who is signed in is not known. */
async function expectFrameWaiting(page: Page, frame: Frame) {
  expect(await accentOf(page)).toBe(frame.accent);
  await expect(userMenu(page, shell.user.unknown)).toBeVisible();
  await expect(page.getByTestId("notifications-count")).toHaveCount(0);
  await expect(sidebar(page).getByRole("heading", { name: shell.nav.portal })).toHaveCount(0);
}

/** The frame whole again, each part by the time `deadline` (ms since the epoch). */
async function expectFrameBack(page: Page, frame: Frame, deadline: number) {
  const timeout = () => Math.max(1, deadline - Date.now());
  await expect(banner(page)).toHaveCount(0, { timeout: timeout() });
  await expect(userMenu(page, frame.userName)).toBeVisible({ timeout: timeout() });
  await expect(sidebar(page).getByText(frame.brandName, { exact: true })).toBeVisible({ timeout: timeout() });
  await expect(sidebar(page).getByRole("heading", { name: shell.nav.portal })).toBeVisible({ timeout: timeout() });
  await expect(page.getByRole("combobox", { name: shell.region })).toHaveValue("eu-central", { timeout: timeout() });
  // The unread count itself moves (the sandbox notifies as its tasks end): that it is shown says the read answered.
  await expect(page.getByTestId("notifications-count")).toHaveText(/^\d+\+?$/, { timeout: timeout() });
  await expect(page.getByTestId("shell-fallback-tasks")).toHaveCount(0);
  await expect.poll(() => accentOf(page), { timeout: timeout() }).toBe(frame.accent);
}

/**
 * Waits, checking on every animation frame, until the page and the frame are whole again: no banner, no compact
 * note, the user's name, the brand, the portal's menu, the unread count, the brand colour and the scene's own data.
 * Returns how long that took, to the frame; fails when it takes longer than `timeout`.
 */
async function timeToWhole(page: Page, frame: Frame, ready: Scene["ready"], timeout: number): Promise<number> {
  const started = Date.now();
  await page.waitForFunction(
    ({ frame, ready, userMenuLabel }) => {
      const found = [...document.querySelectorAll<HTMLElement>(ready.selector)].some(
        (element) =>
          (ready.text === undefined || (element.textContent ?? "").includes(ready.text)) &&
          (ready.value === undefined || (element as HTMLSelectElement).value !== ""),
      );
      const nav = document.querySelector("nav");
      return (
        found &&
        !document.querySelector('[data-testid="outage-banner"]') &&
        !document.querySelector('main [data-testid="outage-note"]') &&
        document.querySelector(`button[aria-label="${CSS.escape(userMenuLabel)}"]`) !== null &&
        (nav?.textContent ?? "").includes(frame.brandName) &&
        document.getElementById("nav-portal") !== null &&
        document.querySelector('[data-testid="notifications-count"]') !== null &&
        document.documentElement.style.getPropertyValue("--accent").trim() === frame.accent
      );
    },
    { frame, ready, userMenuLabel: t("user.menu", { name: frame.userName }) },
    { polling: "raf", timeout },
  );
  return Date.now() - started;
}

interface Scene {
  name: string;
  token?: string;
  path(stack: Stack): Promise<string>;
  /** The upstreams the page's reads (and the frame's) ask. */
  down: Upstream[];
  /** Something only the page with its data shows; `timeout` for the expectation. */
  loaded(page: Page, timeout?: number): Promise<void>;
  /** What waits during the outage: compact notes in place of the page's data. */
  waiting(page: Page): Promise<void>;
  /** The same as `loaded`, as a DOM check the page runs on every frame (to time the recovery to the frame). */
  ready: { selector: string; text?: string; value?: true };
}

const WIDGETS = [
  "widget-ai-spend",
  "widget-keys",
  "widget-budgets-running-out",
  "widget-backups",
  "widget-clusters",
  "widget-quotas",
  "widget-tasks",
  "widget-notifications",
];

async function firstKey(stack: Stack) {
  const keys = await portalCall<{ id: string; name: string; is_active: boolean }[]>(stack.portalUrl, "GET", "/ai/keys");
  return keys.find((key) => key.is_active) ?? keys[0];
}

const SCENES: Scene[] = [
  {
    name: "home",
    path: async () => "/",
    down: ["portal"],
    loaded: (page, timeout) =>
      expect(page.getByTestId("widget-keys")).toContainText(home.keys.active, { timeout: timeout ?? 20_000 }),
    ready: { selector: '[data-testid="widget-keys"]', text: home.keys.active },
    waiting: async (page) => {
      for (const id of WIDGETS) {
        await expect(page.getByTestId(id).getByTestId("outage-note")).toHaveAttribute("data-upstream", "portal");
      }
      await expect(mainNotes(page)).toHaveCount(WIDGETS.length);
    },
  },
  {
    name: "a key's page",
    path: async (stack) => `/ai/keys/${(await firstKey(stack)).id}`,
    down: ["portal"],
    loaded: (page, timeout) =>
      expect(page.getByTestId("key-state")).toContainText(ai.keys.state.active, { timeout: timeout ?? 20_000 }),
    ready: { selector: '[data-testid="key-state"]', text: ai.keys.state.active },
    waiting: async (page) => {
      await expect(mainNotes(page)).toHaveCount(1);
      await expect(mainNotes(page)).toHaveAttribute("data-upstream", "portal");
      await expect(page.getByTestId("key-state")).toHaveCount(0);
    },
  },
  {
    name: "the playground",
    path: async () => "/playground",
    down: ["portal", "gateway"],
    loaded: (page, timeout) =>
      expect(page.getByLabel("Model", { exact: true })).not.toHaveValue("", { timeout: timeout ?? 20_000 }),
    ready: { selector: "main select", value: true },
    waiting: async (page) => {
      await expect(mainNotes(page)).toHaveCount(1);
      await expect(mainNotes(page)).toHaveAttribute("data-upstream", "gateway");
    },
  },
  {
    name: "the translation editor",
    token: TOKENS.admin,
    path: async () => "/translations/de",
    down: ["portal"],
    loaded: (page, timeout) => expect(page.getByTestId("token-grid")).toBeVisible({ timeout: timeout ?? 20_000 }),
    ready: { selector: '[data-testid="token-grid"]' },
    waiting: async (page) => {
      await expect(mainNotes(page).first()).toHaveAttribute("data-upstream", "portal");
      await expect(page.getByTestId("token-grid")).toHaveCount(0);
    },
  },
];

test.describe("an outage under a signed-in page", () => {
  // Waits out the reads' retries and the recovery on a shared, loaded machine: more than the default minute.
  test.describe.configure({ timeout: 120_000 });

  test.afterEach(async ({ stack }) => {
    await stack.sandbox.start();
  });

  for (const scene of SCENES) {
    test(`${scene.name}: one banner, compact notes, and everything back by itself once the sandbox answers`, async ({
      page,
      login,
      stack,
    }, testInfo) => {
      await page.emulateMedia({ colorScheme: "light" });
      const frame = await expectedFrame(stack);
      const path = await scene.path(stack);
      await login(page, scene.token ?? TOKENS.admin, path);
      await scene.loaded(page);
      await expectFrameBack(page, frame, Date.now() + 20_000);

      await stack.sandbox.stop();
      await page.reload();
      await expect(banner(page)).toBeVisible({ timeout: 20_000 });
      await scene.waiting(page);
      await expectOneBanner(page, scene.down);
      await expectFrameWaiting(page, frame);
      // A mark that a reload would wipe: recovery must happen in this very page.
      await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

      await stack.sandbox.start();
      const recoveredMs = await timeToWhole(page, frame, scene.ready, RECOVERY_MS);
      testInfo.annotations.push({ type: "recovered", description: `${recoveredMs} ms after the sandbox answered` });
      console.log(`${scene.name}: everything back ${recoveredMs} ms after the sandbox answered`);
      // The same, as the user reads it.
      await scene.loaded(page);
      await expectFrameBack(page, frame, Date.now() + 10_000);
      await expect(mainNotes(page)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    });
  }

  test("stopped under an open page: the next read brings the banner, what the page shows stays, and it heals", async ({
    page,
    login,
    stack,
  }) => {
    const frame = await expectedFrame(stack);
    await login(page, TOKENS.admin, "/");
    await SCENES[0].loaded(page);
    // The sandbox always has tasks running, so the top bar asks for them every 5 s: that read meets the outage.
    await expect(page.getByTestId("tasks-indicator")).toContainText(/\d/);

    await stack.sandbox.stop();
    await expect(banner(page).locator('[data-upstream="portal"]')).toContainText(shell.outage.portal, {
      timeout: 20_000,
    });
    await expect(page.getByTestId("widget-keys")).toContainText(home.keys.active);
    await expect(userMenu(page, frame.userName)).toBeVisible();
    await expect(errorCards(page)).toHaveCount(0);

    await stack.sandbox.start();
    const recoveredMs = await timeToWhole(page, frame, SCENES[0].ready, RECOVERY_MS);
    console.log(`open home: everything back ${recoveredMs} ms after the sandbox answered`);
    await expectFrameBack(page, frame, Date.now() + 10_000);
  });

  test("a save during the outage keeps what was typed and succeeds when pressed again", async ({
    page,
    login,
    stack,
  }) => {
    const key = await firstKey(stack);
    const before = (await portalCall<{ budgets: unknown[] }>(stack.portalUrl, "GET", `/ai/keys/${key.id}`)).budgets
      .length;
    await login(page, TOKENS.admin, `/ai/keys/${key.id}?tab=limits`);
    const editor = page.getByTestId("budgets-editor");
    const lines = editor.getByRole("listitem");
    await expect(lines).toHaveCount(before);
    await editor.getByRole("button", { name: ai.limits.addBudget }).click();
    const added = lines.nth(before);
    await added.getByLabel(ai.limits.maxLimit).fill("4321.5");
    await added.getByLabel(ai.limits.resetEvery).selectOption("7d");

    await stack.sandbox.stop();
    await editor.getByRole("button", { name: ai.limits.saveBudgets }).click();
    await expect(editor.getByRole("alert")).toContainText(unreachableText("portal"));
    await expect(banner(page).locator('[data-upstream="portal"]')).toContainText(shell.outage.portal);
    await expect(added.getByLabel(ai.limits.maxLimit)).toHaveValue("4321.5");
    await expect(added.getByLabel(ai.limits.resetEvery)).toHaveValue("7d");

    await stack.sandbox.start();
    await expect(banner(page)).toHaveCount(0, { timeout: RECOVERY_MS });
    // Nothing was lost while waiting, and the same button sends it now.
    await expect(added.getByLabel(ai.limits.maxLimit)).toHaveValue("4321.5");
    await editor.getByRole("button", { name: ai.limits.saveBudgets }).click();
    await expect(editor.getByRole("status")).toHaveText(ai.limits.saved);
    const saved = await portalCall<{ budgets: { max_limit?: number }[] }>(stack.portalUrl, "GET", `/ai/keys/${key.id}`);
    expect(saved.budgets).toHaveLength(before + 1);
    expect(saved.budgets.some((budget) => Number(budget.max_limit) === 4321.5)).toBe(true);
  });

  test("offline meanwhile: the page waits without an error card, and is whole again soon after the browser is online", async ({
    page,
    login,
    stack,
    context,
  }) => {
    const frame = await expectedFrame(stack);
    await login(page, TOKENS.admin, "/");
    await SCENES[0].loaded(page);
    await stack.sandbox.stop();
    await page.reload();
    await expect(banner(page)).toBeVisible({ timeout: 20_000 });

    await context.setOffline(true);
    await stack.sandbox.start();
    // Longer than the health check's pace: offline, the page waits instead of asking, and shows no error card (a read
    // whose retry came due meanwhile is paused by TanStack Query until the browser is online).
    await page.waitForTimeout(4_000);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);

    await context.setOffline(false);
    const recoveredMs = await timeToWhole(page, frame, SCENES[0].ready, RECOVERY_MS);
    console.log(`online again: everything back ${recoveredMs} ms later`);
    await SCENES[0].loaded(page);
    await expectFrameBack(page, frame, Date.now() + 10_000);
  });

  test("a read that failed is asked again when the tab is shown again, with no Retry pressed, even one whose failure arrives just after", async ({
    page,
    login,
    stack,
  }) => {
    const key = await firstKey(stack);
    await login(page, TOKENS.admin, "/");
    await stack.control.fault({ operation: "ai.keys.list", mode: "error", status: 500 });
    // The ledger's last attempt (a read is retried twice) is answered while the fault holds, and that answer reaches
    // the page only once the tab is shown again, as on a slow network: a read under way at the return that fails.
    let ledgerFailures = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/api/ai/ledger",
      async (route) => {
        const response = await route.fetch();
        if (response.status() >= 500 && ++ledgerFailures === 3) await released;
        await route.fulfill({ response });
      },
    );
    await page.goto("/ai/keys");
    const failed = page.getByRole("alert").filter({ hasText: errors.upstream_error });
    // The key list, retried twice (1 s, 2 s), shows its failure; the ledger's last failure is held.
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => ledgerFailures, { timeout: 20_000 }).toBe(3);
    await stack.control.clearFaults();

    await showTabAgain(page);
    release();
    await findKey(page, key.name);
    await expect.poll(() => spendOfKey(page, key.name), { timeout: RECOVERY_MS }).toMatch(/\d/);
    await expect(failed).toHaveCount(0);
    await expect(page.getByText(ai.ledger.failed)).toHaveCount(0);
  });

  test("a ledger that could not read some keys' costs reads them when the tab is shown again, with no Retry pressed", async ({
    page,
    login,
    stack,
  }) => {
    const key = await firstKey(stack);
    await stack.control.fault({ operation: "ai.key.cost", mode: "error", status: 500 });
    // A period no other test reads: the console's server keeps each key's cost of a period a minute, so a period
    // read just before would be answered without asking the portal.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await login(page, TOKENS.admin, `/ai/keys?from=${day(-47)}&to=${day(-3)}`);
    await findKey(page, key.name);
    await expect.poll(() => spendOfKey(page, key.name), { timeout: 20_000 }).toContain(ai.ledger.notRead);
    await expect(page.getByTestId("ledger-unread")).toBeVisible();
    await stack.control.clearFaults();

    await showTabAgain(page);
    await expect.poll(() => spendOfKey(page, key.name), { timeout: RECOVERY_MS }).toMatch(/\d/);
    await expect(page.getByTestId("ledger-unread")).toHaveCount(0);
  });
});

/** The user switches to another tab and back. */
async function showTabAgain(page: Page) {
  await page.evaluate(() => {
    const show = (state: "hidden" | "visible") => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      // As the browser fires it: at the document, bubbling to the window (where TanStack Query listens).
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    };
    show("hidden");
    show("visible");
  });
}

/** Searches the keys table for a key by name and waits for its row. */
async function findKey(page: Page, name: string) {
  await page.getByRole("searchbox").fill(name);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible({ timeout: 20_000 });
}

/**
 * The text of a key's Spend cell in the keys table: a figure once the ledger has it, "Not read" or a loading mark
 * (neither with a digit) otherwise. The column's place and the cell are read at one moment, since the table moves
 * columns into the rows' details while it lays itself out.
 */
function spendOfKey(page: Page, name: string): Promise<string> {
  return page.evaluate(
    ({ name, header }) => {
      for (const table of document.querySelectorAll("table")) {
        const headers = [...table.querySelectorAll("thead th")].map((th) => th.textContent?.trim());
        const column = headers.indexOf(header);
        if (column < 0) continue;
        const row = [...table.querySelectorAll("tbody tr")].find((tr) =>
          [...tr.querySelectorAll("a")].some((a) => a.textContent?.trim() === name),
        );
        return row?.querySelectorAll(":scope > td")[column]?.textContent ?? "";
      }
      return "";
    },
    { name, header: ai.keys.columns.spend },
  );
}
