import type { Page, Route } from "@playwright/test";
import shell from "../messages/en/shell.json" with { type: "json" };
import { expect, test } from "./fixtures";

/**
 * The top bar's menus and popovers are loaded on first use (components/shell/PopupStandIn.tsx). These tests hold
 * back every script the page did not name in its HTML (the code loaded on demand) and press the buttons before it
 * arrives: the press must not be lost, and the popup must open as Radix opens it.
 */
async function openWithLazyCodeHeld(page: Page) {
  const named = new Set<string>();
  const held: Route[] = [];
  await page.route("**/_next/static/chunks/*.js", (route) => {
    if (named.has(new URL(route.request().url()).pathname.split("/").pop() ?? "")) return route.continue();
    held.push(route);
  });
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      // Scripts and the chunk lists of the page's data (RSC payload) name them in different forms: match the file.
      for (const match of html.matchAll(/chunks\/([\w.-]+?\.js)/g)) named.add(match[1]);
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("banner")).toBeVisible();
  // The top bar's buttons take presses once the page has hydrated.
  await expect(page.getByTestId("tasks-indicator")).toBeEnabled();
  return {
    /** The press asked for the popup's code, which is being held: nothing of it has run yet. */
    requested: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      // A held request the page has given up on is already settled: nothing to let through.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
      await page.unrouteAll({ behavior: "ignoreErrors" });
    },
  };
}

test.describe("top-bar popups pressed before their code arrived", () => {
  test.beforeEach(async ({ page, login }) => {
    await login(page);
  });

  test("Enter on the colour-mode button opens its menu with the first item focused", async ({ page }) => {
    const { requested, release } = await openWithLazyCodeHeld(page);
    const trigger = page.getByRole("button", { name: new RegExp(`^${shell.theme.label}`) });
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await requested();
    await expect(page.getByRole("menu")).toHaveCount(0);

    await release();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitemradio", { name: shell.theme.modes.system })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(page.getByRole("button", { name: new RegExp(`^${shell.theme.label}`) })).toBeFocused();
  });

  test("a click on the account button opens its menu, focused, and Escape returns to the button", async ({ page }) => {
    const { requested, release } = await openWithLazyCodeHeld(page);
    const trigger = page
      .getByRole("banner")
      .getByRole("button", { name: new RegExp(`^${shell.user.menu.split("{")[0]}`) });
    await trigger.click();
    await requested();
    await expect(page.getByRole("menu")).toHaveCount(0);

    await release();
    await expect(page.getByRole("menu")).toBeFocused();
    await expect(page.getByRole("menuitem", { name: shell.logout })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("Space on the tasks button opens the tasks popover", async ({ page }) => {
    const { requested, release } = await openWithLazyCodeHeld(page);
    await page.getByTestId("tasks-indicator").focus();
    await page.keyboard.press("Space");
    await requested();
    await expect(page.getByRole("dialog", { name: shell.tasks.title })).toHaveCount(0);

    await release();
    await expect(page.getByRole("dialog", { name: shell.tasks.title })).toBeVisible();
    await expect(page.getByRole("link", { name: shell.tasks.all })).toBeVisible();
  });
});
