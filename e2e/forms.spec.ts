import type { Locator, Page } from "@playwright/test";
import common from "../messages/en/common.json" with { type: "json" };
import errors from "../messages/en/errors.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { FORMS } from "./support/forms";
import type { FailedSave, FormCase, LeaveQuestion } from "./support/forms/form-case";
import { signIn } from "./support/page-visit";

/**
 * Every form of the console keeps what was typed (the list is checked against the code by
 * tests/forms-coverage.test.ts): one page visit per form, typing, then every way of losing the input the form has
 * (Esc, a click outside and Cancel for a dialog, another tab of the record, a link to another page) either asks first
 * or finds the input where it was; and a save the upstream refuses shows why and keeps the input.
 */
test.describe.configure({ mode: "parallel" });

const COMMON_QUESTION: LeaveQuestion = { title: common.leave.title, stay: common.leave.stay };
const leaveQuestion = (page: Page, words = COMMON_QUESTION) => page.getByRole("dialog", { name: words.title });

/** The question was asked; keeping on editing closes it and leaves the form as it was. */
async function keepEditing(page: Page, form: FormCase, scope: Locator, words = COMMON_QUESTION) {
  const question = leaveQuestion(page, words);
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: words.stay, exact: true }).click();
  await expect(question).toBeHidden();
  await form.holds(scope, page);
}

async function walkDialog(page: Page, form: FormCase, scope: Locator) {
  await page.keyboard.press("Escape");
  await keepEditing(page, form, scope);
  await expect(scope).toBeVisible();
  // A click on the overlay, away from the dialog (again if it came before the question above had quite gone).
  await expect(async () => {
    await page.mouse.click(4, 4);
    await expect(leaveQuestion(page)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await keepEditing(page, form, scope);
  await scope.getByRole("button", { name: common.actions.cancel, exact: true }).click();
  await keepEditing(page, form, scope);
  await expect(scope).toBeVisible();
}

/** The sidebar's first link to a page other than this one (home; a translator's languages). */
async function linkAway(page: Page): Promise<Locator> {
  const links = page.getByRole("navigation", { name: shell.nav.label }).getByRole("link");
  const here = new URL(page.url()).pathname;
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  const index = hrefs.findIndex((href) => href !== here);
  expect(index, "a sidebar link to another page").toBeGreaterThanOrEqual(0);
  return links.nth(index);
}

/** A link to another page, from the sidebar. */
async function walkAway(page: Page, form: FormCase, scope: Locator, words?: LeaveQuestion) {
  const path = new URL(page.url()).pathname;
  await (await linkAway(page)).click();
  await keepEditing(page, form, scope, words);
  expect(new URL(page.url()).pathname).toBe(path);
}

async function failSave(page: Page, form: FormCase, scope: Locator, save: FailedSave, control: FaultControl) {
  await save.complete?.(scope, page);
  if (save.fault) await save.fault(page);
  else await control.fail(save.operation);
  const send = save.submit(scope, page);
  if (save.press) await send.press(save.press);
  else await send.click();
  const confirmation = await save.confirm?.(page);
  const gateway = save.operation === "gateway";
  const refusal = save.refusal
    ? save.refusal(page)
    : (gateway ? page : (confirmation ?? scope))
        .getByRole("alert")
        .filter({ hasText: gateway ? /./ : errors.upstream_error })
        .first();
  await expect(refusal).toBeVisible();
  if (confirmation) {
    await confirmation.getByRole("button", { name: common.actions.cancel, exact: true }).click();
    await expect(confirmation).toBeHidden();
  }
  await (save.holdsAfter ?? form.holds)(scope, page);
}

interface FaultControl {
  fail(operation: string): Promise<unknown>;
}

for (const form of FORMS) {
  test(form.name, async ({ page, stack }) => {
    const control: FaultControl = {
      fail: (operation) =>
        operation === "gateway"
          ? stack.control.gatewayFault({ mode: "error", status: 500, times: 1 })
          : stack.control.fault({ operation, mode: "error", status: 500, times: 1 }),
    };
    try {
      await signIn(page, form.role ?? "admin");
      const path = typeof form.path === "string" ? form.path : await form.path({ portalUrl: stack.portalUrl });
      await page.goto(path);
      const scope = form.open ? await form.open(page) : page.getByRole("main");
      await expect(scope).toBeVisible();
      await form.type(scope, page);
      await form.holds(scope, page);

      const { leave } = form;
      if ("dialog" in leave) await walkDialog(page, form, scope);
      if ("tabs" in leave) {
        const [other, back] = leave.tabs;
        await page.getByRole("tab", { name: other, exact: true }).click();
        await expect(page.getByRole("tab", { name: other, exact: true })).toHaveAttribute("aria-selected", "true");
        await page.getByRole("tab", { name: back, exact: true }).click();
        // The tab is in the URL: until the switch back lands, the other tab's fields are on the page too.
        await expect(page.getByRole("tab", { name: back, exact: true })).toHaveAttribute("aria-selected", "true");
        await form.holds(scope, page);
      }
      if ("tabs" in leave) await walkAway(page, form, scope);
      if ("page" in leave) await walkAway(page, form, scope, leave.question);
      if ("kept" in leave) {
        const url = page.url();
        const away = await linkAway(page);
        const target = new URL((await away.getAttribute("href")) ?? "/", url).pathname;
        await away.click();
        await expect(page).toHaveURL((next) => next.pathname === target);
        await expect(leaveQuestion(page)).toBeHidden();
        await page.goBack();
        await expect(page).toHaveURL(url);
        await form.holds(scope, page);
      }

      if ("submit" in form.save) await failSave(page, form, scope, form.save, control);
    } finally {
      await stack.control.clearFaults();
    }
  });
}
