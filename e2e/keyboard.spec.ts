/**
 * A keyboard-only path through the console's main jobs: sign in, change an AI key's budget, send a chat and stop it
 * while it streams, save a translation. Only `page.keyboard` drives the page (Tab, Shift+Tab, Enter, Space, arrows,
 * Escape, typing); the portal is read directly only to check what was saved.
 */
import type { Page } from "@playwright/test";
import { request } from "undici";
import ai from "../messages/en/ai.json" with { type: "json" };
import login from "../messages/en/login.json" with { type: "json" };
import playground from "../messages/en/playground.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import translations from "../messages/en/translations.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { expectFocusIndicator, tabTo } from "./support/keyboard";

/** The sandbox gateway's default pace, restored after the chat step slows it down. */
const DEFAULT_PACE = 30;

/** Calls the sandbox portal directly (undici: the portal's GET operations may take a JSON body, which fetch refuses). */
async function portalGet<T>(portalUrl: string, path: string): Promise<T> {
  const response = await request(`${portalUrl}${path}`, {
    method: "GET",
    headers: { "auth-token": TOKENS.admin, region: "eu-central" },
  });
  const text = await response.body.text();
  expect(response.statusCode, `GET ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}

/** Opens the command palette with Ctrl+K, types `query` and opens the option named `option` with the arrows + Enter. */
async function jumpWithPalette(page: Page, query: string, option: string | RegExp): Promise<void> {
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: shell.palette.title });
  await expect(palette).toBeVisible();
  const input = palette.getByRole("combobox");
  await expect(input).toBeFocused();
  await page.keyboard.type(query);
  const target = palette.getByRole("option", { name: option }).first();
  await expect(target).toBeVisible();
  for (let i = 0; i < 30 && (await target.getAttribute("aria-selected")) !== "true"; i++)
    await page.keyboard.press("ArrowDown");
  await expect(target).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(palette).toHaveCount(0);
}

test.describe("keyboard only", () => {
  test.afterEach(async ({ stack }) => {
    await stack.control.pace(DEFAULT_PACE);
  });

  test("sign in, change a budget, stop a chat, save a translation", async ({ page, stack }) => {
    test.setTimeout(300_000);

    // Sign in: Tab to the token field, type, Enter submits.
    await page.goto("/login");
    const token = page.getByLabel(login.token, { exact: true });
    await expect(token).toBeEditable();
    await tabTo(page, token);
    await expectFocusIndicator(token);
    await page.keyboard.type(TOKENS.admin);
    await expect(token).toHaveValue(TOKENS.admin);
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole("navigation", { name: shell.nav.label })).toBeVisible();

    // The skip link is the first stop and moves the focus to the content.
    const skip = page.getByRole("link", { name: shell.skipToContent });
    await tabTo(page, skip, { max: 3 });
    await expectFocusIndicator(skip);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();

    // An AI key with a budget, found through the command palette; its limits tab reached with Tab and the arrows.
    const keys = await portalGet<
      { id: string; name: string; is_active: boolean; budgets?: { max_limit?: unknown }[] }[]
    >(stack.portalUrl, "/ai/keys");
    const key = keys.find((k) => k.is_active && (k.budgets?.length ?? 0) > 0 && k.name.length >= 3);
    expect(key, "a seeded active key with a budget").toBeTruthy();
    await jumpWithPalette(page, key!.name, new RegExp(key!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page).toHaveURL(new RegExp(`/ai/keys/${key!.id}`));
    const overviewTab = page.getByRole("tab", { name: ai.keys.detail.overview });
    await tabTo(page, overviewTab);
    await expectFocusIndicator(overviewTab);
    await page.keyboard.press("ArrowRight");
    const limitsTab = page.getByRole("tab", { name: ai.keys.detail.limits });
    await expect(limitsTab).toBeFocused();
    await expect(limitsTab).toHaveAttribute("aria-selected", "true");

    const editor = page.getByTestId("budgets-editor");
    const limit = editor.getByRole("listitem").first().getByLabel(ai.limits.maxLimit);
    await tabTo(page, limit);
    await expectFocusIndicator(limit);
    await page.keyboard.press("Control+a");
    await page.keyboard.type("4321");
    await expect(limit).toHaveValue("4321");
    const save = editor.getByRole("button", { name: ai.limits.saveBudgets });
    await tabTo(page, save);
    await expectFocusIndicator(save);
    await page.keyboard.press("Enter");
    await expect(editor.getByRole("status")).toHaveText(ai.limits.saved);
    await expect
      .poll(async () =>
        Number(
          (await portalGet<{ budgets: { max_limit?: unknown }[] }>(stack.portalUrl, `/ai/keys/${key!.id}`)).budgets[0]
            ?.max_limit,
        ),
      )
      .toBe(4321);

    // The chat playground: send with Enter, Tab to Stop while the answer streams, Space stops it.
    await stack.control.pace(6);
    await jumpWithPalette(page, shell.nav.playground, shell.nav.playground);
    await expect(page).toHaveURL(/\/playground$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByLabel(playground.model.model, { exact: true })).not.toHaveValue("");
    const box = page.getByLabel(playground.chat.composerLabel, { exact: true });
    await tabTo(page, box, { max: 120 });
    await expectFocusIndicator(box);
    await page.keyboard.type("Tell me about rivers and mountains");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("streaming-content")).not.toBeEmpty();
    const stop = page.getByRole("button", { name: playground.chat.stop, exact: true });
    await tabTo(page, stop, { max: 5 });
    await expectFocusIndicator(stop);
    await page.keyboard.press("Space");
    const answer = page.getByTestId("message-assistant").last();
    await expect(answer).toHaveAttribute("data-state", "stopped");
    await expect(page.getByTestId("streaming-answer")).toHaveCount(0);
    // The focus does not fall to the page when Stop goes away: it returns to the message box.
    await expect(box).toBeFocused();
    await stack.control.pace(DEFAULT_PACE);

    // Translations: the German editor, opened from the language list; Enter edits a token, Ctrl+Enter saves it.
    await jumpWithPalette(page, shell.nav.translations, shell.nav.translations);
    await expect(page).toHaveURL(/\/translations$/);
    const german = page.getByRole("link", { name: translations.languages.openNamed.replace("{language}", "Deutsch") });
    await tabTo(page, german);
    await expectFocusIndicator(german);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/translations\/de/);
    const grid = page.getByTestId("token-grid");
    await expect(grid.locator("[role=row][data-key]").first()).toBeVisible();
    await tabTo(page, grid);
    await expectFocusIndicator(grid);
    await page.keyboard.press("ArrowDown");
    // Focusing the grid makes its first row active; ArrowDown moves to the second.
    const active = grid.locator("[role=row][data-key][aria-selected=true]");
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute(
      "data-key",
      (await grid.locator("[role=row][data-key]").nth(1).getAttribute("data-key"))!,
    );
    const tokenKey = await active.getAttribute("data-key");
    await page.keyboard.press("Enter");
    const text = page.getByRole("textbox", { name: translations.editor.label.replace("{key}", tokenKey!) });
    await expect(text).toBeFocused();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Tastatur gespeichert");
    await page.keyboard.press("Control+Enter");
    await expect(page.locator(`[role=row][data-key="${tokenKey}"]`)).toContainText("Tastatur gespeichert");
    await expect
      .poll(async () => (await portalGet<Record<string, string>>(stack.portalUrl, "/i18n/lang/de"))[tokenKey!])
      .toBe("Tastatur gespeichert");

    // Escape leaves the editor (the focus returns to the grid), and closes the palette, which gives the focus back.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("textbox", { name: /^Text of / })).toHaveCount(0);
    await expect(grid).toBeFocused();
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog", { name: shell.palette.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(grid).toBeFocused();
  });
});
