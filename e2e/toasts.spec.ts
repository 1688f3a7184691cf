import { createTranslator } from "next-intl";
import ai from "../messages/en/ai.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { portalCall } from "./support/portal-call";

/**
 * Toasts come with the first one raised (their code is not on the first load): that first toast still appears, in
 * the polite live region, with its tone, and its Dismiss button works from the keyboard.
 */

const t = createTranslator({ locale: "en", messages: { ai, common } });

test("the first toast of a page appears in the live region with its tone and is dismissed from the keyboard", async ({
  page,
  login,
  stack,
}) => {
  const name = `e2e-toast-key-${Date.now()}`;
  await portalCall(stack.portalUrl, "POST", "/ai/keys", {
    name,
    description: "toast",
    tier: "basic",
    user_bound: false,
  });
  await login(page, TOKENS.admin, `/ai/keys?q=${name}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row).toContainText(ai.keys.state.active);
  const region = page.getByRole("region", { name: new RegExp(`^${common.toast.region}`) });
  await expect(region.getByText(t("ai.keys.actions.deactivated", { name }))).toHaveCount(0);

  await row.getByRole("button", { name: t("ai.keys.actions.menu", { name }) }).click();
  await page.getByRole("menuitem", { name: ai.keys.actions.deactivate, exact: true }).click();

  const shown = region.getByText(t("ai.keys.actions.deactivated", { name }));
  await expect(shown).toBeVisible();
  await expect(region.locator("[data-tone]")).toHaveAttribute("data-tone", "ok");
  await expect(region).toHaveAttribute("aria-live", "polite");

  const dismiss = region.getByRole("button", { name: common.actions.dismiss });
  await dismiss.focus();
  await expect(dismiss).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(shown).toHaveCount(0);
});
