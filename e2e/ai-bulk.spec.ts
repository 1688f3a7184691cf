import { createTranslator } from "next-intl";
import ai from "../messages/en/ai.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { portalCall } from "./support/portal-call";

/**
 * The key list's bulk bar, drawn from the keys' action list: an action that applies to none of the selection says
 * why, and deleting a selection asks to type what it does first.
 */

/** The English messages with ICU plurals resolved, as the console renders them. */
const t = createTranslator({ locale: "en", messages: { ai, common } });

test("bulk-delete two keys after typing what it does; activating active keys says why it cannot", async ({
  page,
  login,
  stack,
}) => {
  const prefix = `e2e-bulk-${Date.now()}`;
  const created: { id: string }[] = [];
  for (const n of [1, 2]) {
    created.push(
      await portalCall<{ id: string }>(stack.portalUrl, "POST", "/ai/keys", {
        name: `${prefix}-${n}`,
        description: "to be deleted in bulk",
        tier: "basic",
        user_bound: false,
      }),
    );
  }
  await login(page, TOKENS.admin, `/ai/keys?q=${prefix}`);
  for (const n of [1, 2]) {
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `${prefix}-${n}`, exact: true }) });
    await row.getByRole("checkbox").check();
  }
  const bulk = page.getByRole("region", { name: common.table.bulkActions });
  await expect(bulk).toContainText(t("common.table.selected", { count: 2 }));

  // Both keys are active: activating applies to none, and the button says so instead of acting.
  const activate = bulk.getByRole("button", { name: t("ai.keys.bulk.activate", { count: 0 }), exact: true });
  await expect(activate).toHaveAttribute("aria-disabled", "true");
  await activate.focus();
  await expect(page.getByRole("tooltip")).toContainText(ai.keys.bulk.noneInactive);

  await bulk.getByRole("button", { name: t("ai.keys.bulk.delete", { count: 2 }) }).click();
  const dialog = page.getByRole("dialog", { name: t("ai.keys.bulk.deleteTitle", { count: 2 }) });
  const confirm = dialog.getByRole("button", { name: t("ai.keys.bulk.deleteConfirm", { count: 2 }) });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox").fill(t("ai.keys.bulk.deleteWord", { count: 2 }));
  await confirm.click();

  await expect(page.getByText(t("ai.keys.bulk.done.delete", { count: 2 }))).toBeVisible();
  for (const n of [1, 2]) await expect(page.getByRole("link", { name: `${prefix}-${n}`, exact: true })).toHaveCount(0);
  await expect(bulk).toBeHidden();
  const after = await portalCall<{ id: string }[]>(stack.portalUrl, "GET", "/ai/keys");
  expect(after.filter((k) => created.some((c) => c.id === k.id))).toEqual([]);
});
