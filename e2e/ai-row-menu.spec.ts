import { createTranslator } from "next-intl";
import ai from "../messages/en/ai.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { portalCall } from "./support/portal-call";

/**
 * The AI lists' row menus, drawn from the same action lists as the detail pages: a toggle runs at once from the
 * row, a delete asks for the name first and the list stays where it is, and an action the token lacks is shown
 * disabled with the permission it needs.
 */

const t = createTranslator({ locale: "en", messages: { ai, common } });

interface PortalRecord {
  id: string;
  name?: string;
  is_active?: boolean;
}

test("deactivate a key from its row menu; the row shows it inactive and the menu then offers activate", async ({
  page,
  login,
  stack,
}) => {
  const name = `e2e-row-key-${Date.now()}`;
  const created = await portalCall<{ id: string }>(stack.portalUrl, "POST", "/ai/keys", {
    name,
    description: "deactivated from its row",
    tier: "basic",
    user_bound: false,
  });
  await login(page, TOKENS.admin, `/ai/keys?q=${name}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row).toContainText(ai.keys.state.active);

  const menu = row.getByRole("button", { name: t("ai.keys.actions.menu", { name }) });
  await menu.click();
  await expect(page.getByRole("menuitem", { name: ai.keys.actions.activate, exact: true })).toHaveCount(0);
  await page.getByRole("menuitem", { name: ai.keys.actions.deactivate, exact: true }).click();

  await expect(page.getByText(t("ai.keys.actions.deactivated", { name }))).toBeVisible();
  await expect(row).toContainText(ai.keys.state.inactive);
  await expect
    .poll(async () => (await portalCall<PortalRecord>(stack.portalUrl, "GET", `/ai/keys/${created.id}`)).is_active)
    .toBe(false);

  await row.getByRole("button", { name: t("ai.keys.actions.menu", { name }) }).click();
  await expect(page.getByRole("menuitem", { name: ai.keys.actions.activate, exact: true })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: ai.keys.actions.deactivate, exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
});

test("delete a project from its row menu after typing its name; the list stays and the row is gone", async ({
  page,
  login,
  stack,
}) => {
  const name = `e2e-row-project-${Date.now()}`;
  const created = await portalCall<{ id: string }>(stack.portalUrl, "POST", "/ai/projects", {
    name,
    description: "deleted from its row",
    tier: "basic",
  });
  await login(page, TOKENS.admin, `/ai/projects?q=${name}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row).toContainText(ai.projects.state.enabled);

  await row.getByRole("button", { name: t("ai.projects.actions.menu", { name }) }).click();
  await expect(page.getByRole("menuitem", { name: ai.projects.actions.disable, exact: true })).toBeVisible();
  await page.getByRole("menuitem", { name: ai.projects.actions.delete, exact: true }).click();

  const dialog = page.getByRole("dialog", { name: t("ai.projects.actions.deleteTitle", { name }) });
  const confirm = dialog.getByRole("button", { name: ai.projects.actions.deleteConfirm });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox").fill(name.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox").fill(name);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(t("ai.projects.actions.deleted", { name }))).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/ai/projects\\?q=${name}$`));
  const after = await portalCall<PortalRecord[]>(stack.portalUrl, "GET", "/ai/projects");
  expect(after.some((p) => p.id === created.id)).toBe(false);
});

test("a reader's key row menu shows each action disabled with the permission it needs", async ({
  page,
  login,
  stack,
}) => {
  const keys = await portalCall<PortalRecord[]>(stack.portalUrl, "GET", "/ai/keys");
  const key = keys.find((k) => k.is_active && k.name);
  expect(key, "an active seeded key").toBeTruthy();
  const name = key!.name!;
  await login(page, TOKENS.reader, `/ai/keys?q=${name}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await row.getByRole("button", { name: t("ai.keys.actions.menu", { name }) }).click();

  const deactivate = page.getByRole("menuitem", { name: ai.keys.actions.deactivate });
  await expect(deactivate).toHaveAttribute("aria-disabled", "true");
  await expect(deactivate).toContainText(t("common.permission.denied", { permission: "ai_key-patch" }));
  const remove = page.getByRole("menuitem", { name: ai.keys.actions.delete });
  await expect(remove).toHaveAttribute("aria-disabled", "true");
  await expect(remove).toContainText(t("common.permission.denied", { permission: "ai_key-delete" }));
  await expect(page.getByRole("menuitem", { name: ai.keys.actions.assign })).toHaveAttribute("aria-disabled", "true");
});
