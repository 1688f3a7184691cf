import { createTranslator } from "next-intl";
import common from "../messages/en/common.json" with { type: "json" };
import infrastructure from "../messages/en/infrastructure.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { expectPerformed } from "./support/performed";
import { portalCall } from "./support/portal-call";

/**
 * Infrastructure writes that no other suite performs, each through its screen and checked on screen, with the
 * portal's request log confirming the operation named in the title was sent.
 */

interface PortalProject {
  id: string;
  name: string;
}

const t = createTranslator({ locale: "en", messages: { infrastructure, common } });
const m = infrastructure;
const DELETE_PREFIX = t("infrastructure.credentials.deleteNamed", { key: "" });

test.describe("infrastructure writes through their screens", () => {
  test("iaas.domains.create: create a domain and find it in the list", async ({ page, login, stack }) => {
    const name = `e2e-domain-${Date.now()}`;
    await login(page, TOKENS.admin, "/infrastructure/domains");
    const table = page.getByRole("table", { name: m.domains.tableLabel });
    await expect(table.getByRole("row").nth(1)).toBeVisible();

    const mark = await stack.control.mark();
    await page.getByRole("button", { name: m.domains.create.open }).click();
    const dialog = page.getByRole("dialog", { name: m.domains.create.title });
    await dialog.getByLabel(m.domains.create.name).fill(name);
    await dialog.getByRole("button", { name: m.domains.create.submit }).click();
    await expect(dialog).toBeHidden();

    await expect(table.getByRole("row").filter({ hasText: name })).toBeVisible();
    const [sent] = await expectPerformed(stack.control, mark, "iaas.domains.create");
    expect(sent.body).toEqual({ name });
  });

  test("iaas.credential.delete: delete a project's credential after typing its access key", async ({
    page,
    login,
    stack,
  }) => {
    const project = (await portalCall<PortalProject[]>(stack.portalUrl, "GET", "/iaas/projects")).find(
      (p) => p.name === "erp",
    )!;
    await login(page, TOKENS.admin, `/infrastructure/projects/${project.id}`);
    const deleteButtons = page.getByRole("button", { name: new RegExp(`^${DELETE_PREFIX}`) });
    await expect(deleteButtons.first()).toBeVisible();
    const count = await deleteButtons.count();
    const key = ((await deleteButtons.first().getAttribute("aria-label")) ?? "").slice(DELETE_PREFIX.length);
    expect(key).not.toBe("");

    const mark = await stack.control.mark();
    await deleteButtons.first().click();
    const dialog = page.getByRole("dialog", { name: m.credentials.deleteTitle });
    const confirm = dialog.getByRole("button", { name: m.credentials.deleteConfirm });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole("textbox").fill(key);
    await confirm.click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("button", { name: `${DELETE_PREFIX}${key}`, exact: true })).toHaveCount(0);
    await expect(deleteButtons).toHaveCount(count - 1);
    await expectPerformed(stack.control, mark, "iaas.credential.delete");
  });
});
