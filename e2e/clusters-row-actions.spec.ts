import { expect, test, TOKENS } from "./fixtures";
import { expectPerformed } from "./support/performed";

/**
 * A cluster's actions from its row's menu on the clusters list, without opening its page. Uses the seeded
 * `shop-dev` (a failed creation in `shop`), which no other suite reads.
 */
const CLUSTER = "shop-dev";

test("clustermgr.shoot.delete from a row menu: the cluster shows as deleting, then leaves the list", async ({
  page,
  login,
  stack,
}) => {
  await login(page, TOKENS.admin, "/clusters");
  const table = page.getByRole("table", { name: "Clusters" });
  const row = table.getByRole("row", { name: new RegExp(`\\b${CLUSTER}\\b`) });
  await expect(row).toContainText("Failed");

  // A failed creation can be retried, edited or deleted.
  await row.getByRole("button", { name: `Actions for cluster ${CLUSTER}` }).click();
  await expect(page.getByRole("menuitem", { name: "Retry" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Edit" })).toBeVisible();
  const mark = await stack.control.mark();
  await page.getByRole("menuitem", { name: "Delete" }).click();

  const dialog = page.getByRole("dialog", { name: `Delete cluster ${CLUSTER}?` });
  const confirm = dialog.getByRole("button", { name: "Delete cluster" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${CLUSTER} to confirm`).fill(CLUSTER);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
  // The list stays where it was: nothing in the menu or the dialog opened the row's page.
  await expect(page).toHaveURL(/\/clusters$/);
  await expect(row).toContainText("Deleting");
  await expectPerformed(stack.control, mark, "clustermgr.shoot.delete");

  // While it is being deleted, editing is no longer offered.
  await row.getByRole("button", { name: `Actions for cluster ${CLUSTER}` }).click();
  await expect(page.getByRole("menuitem", { name: "Delete" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Edit" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);

  await stack.control.advanceClock(10_000);
  await expect(row).toHaveCount(0);
  await expect(table.getByRole("row", { name: /\bshop-prod\b/ })).toBeVisible();
});
