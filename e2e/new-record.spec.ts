import type { Page } from "@playwright/test";
import ai from "../messages/en/ai.json" with { type: "json" };
import clusters from "../messages/en/clusters.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { tabTo } from "./support/keyboard";
import { signIn } from "./support/page-visit";

/**
 * Creating with the keyboard alone (Tab, typing, Enter, Escape): after a create dialog succeeds, focus is on the new
 * record (its row, highlighted for a few seconds, or its page's heading), and a dialog closed without creating gives
 * focus back to the control that opened it.
 */

const heading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 });

test.describe("creating with the keyboard", () => {
  test("a key: Enter in the dialog, then focus is on the new key's row, highlighted; Esc returns to Create", async ({
    page,
  }) => {
    const name = `Keyboard key ${Date.now()}`;
    await signIn(page, "admin");
    await page.goto("/ai/keys");
    await expect(heading(page)).toHaveText(ai.keys.title);
    const create = page.getByRole("button", { name: ai.keys.create.open });
    const table = page.getByRole("table", { name: ai.keys.tableLabel });
    await expect(table.getByRole("row").nth(1)).toBeVisible();

    // Opened and closed without typing: focus is back on the button that opened it.
    await tabTo(page, create);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: ai.keys.create.title });
    await expect(dialog.getByLabel(ai.keys.create.name)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel(ai.keys.create.name)).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel(ai.keys.create.descriptionField)).toBeFocused();
    await page.keyboard.type("Made with the keyboard");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();

    const row = table.getByRole("row", { name: new RegExp(name) });
    await expect(row).toBeFocused();
    await expect(row).toHaveAttribute("data-new");
    // Highlighted for a few seconds, then an ordinary row (still focused).
    await expect(row).not.toHaveAttribute("data-new", { timeout: 10_000 });
    await expect(row).toBeFocused();
    // The keyboard goes on from there: Enter opens the new key.
    await page.keyboard.press("Enter");
    await expect(heading(page)).toHaveText(name);
  });

  test("a dialog opened from a row's menu gives focus back to that menu's button", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/ai/keys");
    const table = page.getByRole("table", { name: ai.keys.tableLabel });
    const menu = table.getByRole("button", { name: /^Actions for key / }).first();
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    const edit = page.getByRole("menuitem", { name: ai.keys.actions.edit, exact: true });
    await expect(edit).toBeVisible();
    for (let i = 0; i < 10 && !(await edit.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("ArrowDown");
    await expect(edit).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: ai.keys.actions.editTitle });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("an AI project: Enter in the dialog opens the new project with focus on its heading", async ({ page }) => {
    const name = `Keyboard project ${Date.now()}`;
    await signIn(page, "admin");
    await page.goto("/ai/projects");
    await expect(heading(page)).toHaveText(ai.projects.title);
    await tabTo(page, page.getByRole("button", { name: ai.projects.create.open }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: ai.projects.create.title });
    await expect(dialog.getByLabel(ai.projects.create.name)).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel(ai.projects.create.descriptionField)).toBeFocused();
    await page.keyboard.type("Made with the keyboard");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/ai\/projects\/[^/?]+$/);
    await expect(heading(page)).toHaveText(name);
    await expect(heading(page)).toBeFocused();
  });

  test("a cluster project: Enter in the dialog opens the new project with focus on its heading", async ({ page }) => {
    const id = `kbd-${Date.now()}`;
    const form = clusters.projects.create;
    await signIn(page, "admin");
    await page.goto("/clusters/projects");
    await expect(heading(page)).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: form.open }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: form.title });
    await expect(dialog.getByLabel(form.projectId)).toBeFocused();
    await page.keyboard.type(id);
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("textbox", { name: form.purpose, exact: true })).toBeFocused();
    await page.keyboard.type("Made with the keyboard");
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(new RegExp(`/clusters/projects/${id}$`));
    await expect(heading(page)).toHaveText(id);
    await expect(heading(page)).toBeFocused();
  });
});
