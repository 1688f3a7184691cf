import type { Page } from "@playwright/test";
import common from "../messages/en/common.json" with { type: "json" };
import quotas from "../messages/en/quotas.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import tasks from "../messages/en/tasks.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { signIn } from "./support/page-visit";

/**
 * The frame's parts fed by the portal or the session each have their own boundary: a render error in the portal's
 * menu, the region list, the tasks indicator or the notifications panel shows a small fallback in that place, while
 * the page, the console's own navigation and the other widgets keep working.
 *
 * The BFF refuses an answer that does not fit the catalog's shape (a contained "unexpected shape" notice, covered by
 * shapes.spec.ts), so an answer that makes a widget throw never reaches it from the portal. These tests put the
 * render error there as a bug would: the sandbox answers the menu with a group whose label the browser's reading
 * trips over, the browser's copy of the tasks and notifications answers is changed after the BFF checked it, and
 * the session's region is read back as a record after a switch.
 */

/** A menu group label whose reading throws in the browser (see `tripOnLabel`). */
const TRIP = "render-fault-label";

/** Makes the browser's `String.prototype.trim` throw on TRIP: a reading bug that hits only that label. */
async function tripOnLabel(page: Page) {
  await page.addInitScript((trip) => {
    const trim = String.prototype.trim;
    String.prototype.trim = function (this: string) {
      if (String(this) === trip) throw new TypeError(`cannot read the label ${trip}`);
      return trim.call(this);
    };
  }, TRIP);
}

/** Changes the browser's copy of a BFF answer (`/api/portal<path>`), after the BFF's check. */
async function changeInBrowser(page: Page, path: string, change: (body: unknown) => unknown) {
  await page.route(
    (url) => url.pathname === `/api/portal${path}`,
    async (route) => {
      const response = await route.fetch();
      try {
        await route.fulfill({ response, json: change(await response.json()) });
      } catch (error) {
        // The page moved on while the answer was read (sign-in's landing page, then the test's own): nothing waits.
        if (!/disposed/.test(String(error))) throw error;
      }
    },
  );
}

const uncaught = (page: Page) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => {
    if (!error.message.includes("React error #418")) errors.push(error.message);
  });
  return errors;
};

const nav = (page: Page) => page.getByRole("navigation", { name: shell.nav.label });
const heading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 });

test.describe("shell boundaries", () => {
  test.afterEach(async ({ stack }) => {
    await stack.control.clearFaults();
  });

  test("the portal's menu failing to render costs the menu only; the console's links navigate and Retry brings it back", async ({
    page,
    stack,
  }) => {
    const errors = uncaught(page);
    await signIn(page, "admin");
    const menu = (await (
      await page.request.get("/api/portal/dashboards", { headers: { "x-csrf": "1" } })
    ).json()) as unknown[];
    await stack.control.fault({
      operation: "dashboards.menu",
      mode: "answer",
      body: [{ label: TRIP, items: [{ path: "tripped", label: "Tripped" }] }, ...menu],
    });
    await tripOnLabel(page);
    await page.goto("/tasks");
    await expect(heading(page).filter({ hasText: tasks.title })).toBeVisible();

    const fallback = nav(page).getByRole("alert").filter({ hasText: shell.partError.portalMenu });
    await expect(fallback).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Tripped" })).toHaveCount(0);
    await expect(page.getByText(shell.globalError.title)).toHaveCount(0);
    await expect(page.getByText(shell.pageError)).toHaveCount(0);
    // Retry is a real button in the tab order.
    const retry = fallback.getByRole("button", { name: common.actions.retry });
    await retry.focus();
    await expect(retry).toBeFocused();

    await nav(page).getByRole("link", { name: shell.nav.quotas, exact: true }).click();
    await expect(page).toHaveURL(/\/quotas$/);
    await expect(heading(page).filter({ hasText: quotas.title })).toBeVisible();
    await expect(fallback).toBeVisible();

    // The portal answers its usual menu again: Retry reads it anew and the menu is back.
    await stack.control.clearFaults();
    await fallback.getByRole("button", { name: common.actions.retry }).click();
    await expect(fallback).toHaveCount(0);
    await expect(nav(page).getByRole("link", { name: shell.nav.home, exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a notification the panel cannot draw stays in the popover; the bell, the page and the navigation work", async ({
    page,
  }) => {
    const errors = uncaught(page);
    await signIn(page, "admin");
    await changeInBrowser(page, "/notification", (body) =>
      Array.isArray(body) && body.length > 0
        ? [{ ...body[0], notification: { unexpected: [1] } }, ...body.slice(1)]
        : body,
    );
    await page.goto("/quotas");
    await expect(heading(page).filter({ hasText: quotas.title })).toBeVisible();
    await page.getByTestId("notifications-bell").click();
    const panel = page.getByRole("dialog", { name: shell.notifications.title });
    await expect(panel.getByText(common.errors.widget)).toBeVisible();
    await expect(panel.getByRole("button", { name: common.actions.retry })).toBeVisible();
    await expect(page.getByText(shell.globalError.title)).toHaveCount(0);
    await expect(heading(page).filter({ hasText: quotas.title })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(page.getByTestId("notifications-bell")).toBeVisible();
    await nav(page).getByRole("link", { name: shell.nav.tasks, exact: true }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(heading(page).filter({ hasText: tasks.title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the tasks indicator failing to render becomes one icon that explains itself on hover and focus", async ({
    page,
  }) => {
    const errors = uncaught(page);
    await signIn(page, "admin");
    let answer: unknown = {};
    await changeInBrowser(page, "/task", (body) => answer ?? body);
    await page.goto("/quotas");
    await expect(heading(page).filter({ hasText: quotas.title })).toBeVisible();

    const fallback = page.getByRole("button", { name: shell.partError.tasks });
    await expect(fallback).toBeVisible();
    await expect(page.getByTestId("tasks-indicator")).toHaveCount(0);
    await expect(page.getByTestId("notifications-bell")).toBeVisible();
    const tip = page.getByRole("tooltip").filter({ hasText: shell.partError.tasks });
    await expect(tip).toBeHidden();
    await fallback.focus();
    await expect(tip).toBeVisible();
    await expect(fallback).toHaveAccessibleDescription(`${shell.partError.tasks} ${shell.partError.retryHint}`);
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await fallback.hover();
    await expect(tip).toBeVisible();

    // Once the answer is readable again, pressing it brings the indicator back.
    answer = undefined;
    await fallback.click();
    await expect(page.getByTestId("tasks-indicator")).toBeVisible();
    await expect(fallback).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the region list failing to render becomes one icon; the page, the other widgets and the navigation work", async ({
    page,
  }) => {
    const errors = uncaught(page);
    await signIn(page, "admin");
    // After the switch the session is read again: its region comes back as a record the list cannot draw.
    let broken = false;
    await page.route(
      (url) => url.pathname === "/api/session",
      async (route) => {
        if (route.request().method() !== "GET" || !broken) return route.fallback();
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, region: { unexpected: [1] } } });
      },
    );
    await page.goto("/quotas");
    await expect(heading(page).filter({ hasText: quotas.title })).toBeVisible();
    const banner = page.getByRole("banner");
    const regions = banner.getByRole("combobox", { name: shell.region, exact: true });
    await expect(regions).toHaveValue("eu-central");

    broken = true;
    await regions.selectOption("eu-west");
    const fallback = page.getByRole("button", { name: shell.partError.region });
    await expect(fallback).toBeVisible();
    await expect(regions).toHaveCount(0);
    await expect(fallback).toHaveAccessibleDescription(`${shell.partError.region} ${shell.partError.retryHint}`);
    await expect(page.getByTestId("tasks-indicator")).toBeVisible();
    await expect(page.getByTestId("notifications-bell")).toBeVisible();
    await expect(heading(page).filter({ hasText: quotas.title })).toBeVisible();
    await expect(page.getByText(shell.globalError.title)).toHaveCount(0);
    await expect(page.getByText(shell.pageError)).toHaveCount(0);
    await nav(page).getByRole("link", { name: shell.nav.tasks, exact: true }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(heading(page).filter({ hasText: tasks.title })).toBeVisible();
    await expect(fallback).toBeVisible();

    // Once the session reads well again, pressing it brings the list back, on the region switched to.
    broken = false;
    await fallback.click();
    await expect(regions).toHaveValue("eu-west");
    await expect(fallback).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the frame failing while the server is unreachable: the global error view still says so", async ({ page }) => {
    await signIn(page, "admin");
    // A reading bug in the frame itself, outside every part's boundary: the sidebar's stored setting throws once armed.
    await page.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if ((window as { tripFrame?: boolean }).tripFrame && key === "console:shell:sidebar-collapsed")
          throw new TypeError("cannot read the sidebar's setting");
        return getItem.call(this, key);
      };
    });
    await page.goto("/quotas");
    await expect(heading(page).filter({ hasText: quotas.title })).toBeVisible();

    // The server is gone: nothing more can be downloaded.
    await page.route("**/*", (route) => route.abort("connectionrefused"));
    await page.evaluate(() => {
      (window as { tripFrame?: boolean }).tripFrame = true;
      window.dispatchEvent(new Event("console:local-setting"));
    });
    await expect(page.getByRole("heading", { level: 1, name: shell.globalError.title })).toBeVisible();
    await expect(page.getByText(shell.globalError.body)).toBeVisible();
    await expect(page.getByRole("button", { name: shell.globalError.retry })).toBeVisible();
    await expect(nav(page)).toHaveCount(0);
  });

  for (const width of [1440, 390]) {
    test(`the fallbacks at ${width} px`, async ({ page, stack }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, "admin");
      await stack.control.fault({
        operation: "dashboards.menu",
        mode: "answer",
        body: [{ label: TRIP, items: [{ path: "tripped", label: "Tripped" }] }],
      });
      await tripOnLabel(page);
      await changeInBrowser(page, "/task", () => ({}));
      await page.goto("/quotas");
      await expect(heading(page).filter({ hasText: quotas.title })).toBeVisible();
      const fallback = page.getByRole("button", { name: shell.partError.tasks });
      await fallback.focus();
      await expect(page.getByRole("tooltip").filter({ hasText: shell.partError.tasks })).toBeVisible();
      if (width < 768) {
        await page.screenshot({ path: test.info().outputPath(`shell-fallbacks-${width}.png`) });
        await page.getByRole("button", { name: shell.nav.open }).click();
        const drawer = page.getByRole("dialog", { name: shell.product });
        await expect(drawer.getByRole("alert").filter({ hasText: shell.partError.portalMenu })).toBeVisible();
        await expect(drawer.getByRole("link", { name: shell.nav.quotas, exact: true })).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`shell-fallbacks-${width}-drawer.png`) });
      } else {
        await expect(nav(page).getByRole("alert").filter({ hasText: shell.partError.portalMenu })).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`shell-fallbacks-${width}.png`) });
      }
    });
  }
});
