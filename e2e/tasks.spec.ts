import { createTranslator } from "next-intl";
import tasks from "../messages/en/tasks.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import type { LoggedRequest } from "./support/sandbox-control";
import type { Page } from "@playwright/test";

/** The tasks area against the sandbox: a run advances one step per 2 s of sandbox time, moved here by hand. */

const t = createTranslator({ locale: "en", messages: tasks });
const m = tasks;
const requestsTo = (requests: LoggedRequest[], method: string, path: RegExp) =>
  requests.filter((r) => r.method === method && path.test(r.path.split("?")[0]));

async function createTask(page: Page, name: string) {
  await page.getByRole("button", { name: m.create.open }).click();
  const dialog = page.getByRole("dialog", { name: m.create.title });
  await dialog.getByLabel(exactLabel(m.create.name)).fill(name);
  await dialog.getByRole("button", { name: m.create.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function addStep(page: Page, description: string, path: string) {
  await page.getByRole("button", { name: m.step.open }).click();
  const dialog = page.getByRole("dialog", { name: m.step.title });
  await dialog.getByLabel(exactLabel(m.step.descriptionField)).fill(description);
  await dialog.getByLabel(exactLabel(m.step.method)).selectOption("POST");
  await dialog.getByLabel(exactLabel(m.step.path)).fill(path);
  await dialog.getByRole("button", { name: m.step.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("task-step").filter({ hasText: description })).toBeVisible();
}

/** A field by its label alone: the required marker may follow, longer labels that start alike do not match. */
const exactLabel = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\W*$`);

test.describe("tasks area", () => {
  // The list may learn that the run is over before the steps are read again (real time runs on top of the 2.5 s
  // moved here, so both steps can end at once): the page then reads the steps once more instead of stopping.
  test("a new task runs its steps live and is done after a reload", async ({ page, login, stack }) => {
    // About 25 steps with two full page loads: on the shared 2-core machine under load this alone can pass 60 s.
    test.slow();
    const name = `e2e-task-${Date.now()}`;
    await login(page, TOKENS.admin, "/tasks");
    await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
    await createTask(page, name);
    await addStep(page, "Create the thing", "/iaas/projects");
    await addStep(page, "Check the thing", "/iaas/projects/check");
    const steps = page.getByTestId("task-step");

    await page.getByRole("button", { name: m.detail.run, exact: true }).click();
    await expect(steps.nth(0)).toHaveAttribute("data-state", "running");
    await expect(steps.nth(1)).toHaveAttribute("data-state", "waiting");

    await stack.control.advanceClock(2500);
    await expect(steps.nth(0)).toHaveAttribute("data-state", "done");
    // The sandbox clock also runs in real time, so the second step may already be past "running" on a slow machine.
    await expect(steps.nth(1)).toHaveAttribute("data-state", /^(running|done)$/);
    await expect(steps.nth(0).getByText(m.steps.state.done)).toBeVisible();

    await stack.control.advanceClock(2500);
    await expect(steps.nth(1)).toHaveAttribute("data-state", "done");
    await expect(page.getByText(t("detail.progress", { done: 2, total: 2 }))).toBeVisible();

    await page.reload();
    await expect(page.getByText(t("detail.progress", { done: 2, total: 2 }))).toBeVisible();
    await page.goto("/tasks");
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(row.getByText(m.state.done)).toBeVisible();
  });

  test("a step whose call fails fails the task", async ({ page, login, stack }) => {
    const name = `e2e-failing-${Date.now()}`;
    await login(page, TOKENS.admin, "/tasks");
    await createTask(page, name);
    await addStep(page, "Break", "/restore/fail");
    await addStep(page, "Never", "/iaas/projects");
    await page.getByRole("button", { name: m.detail.run, exact: true }).click();
    await stack.control.advanceClock(2500);
    const steps = page.getByTestId("task-step");
    await expect(steps.nth(0)).toHaveAttribute("data-state", "failed");
    await expect(steps.nth(1)).toHaveAttribute("data-state", "skipped");
    await expect(page.getByRole("button", { name: m.detail.runAgain, exact: true })).toBeVisible();
  });

  test("a step without a path is refused on its field and nothing reaches the portal", async ({
    page,
    login,
    stack,
  }) => {
    await login(page, TOKENS.admin, "/tasks");
    await createTask(page, `e2e-invalid-${Date.now()}`);
    await page.getByRole("button", { name: m.step.open }).click();
    const dialog = page.getByRole("dialog", { name: m.step.title });
    await dialog.getByLabel(exactLabel(m.step.descriptionField)).fill("No path");
    await dialog.getByLabel(exactLabel(m.step.params)).fill("{not json");
    await page.waitForLoadState("networkidle");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: m.step.submit }).click();
    const path = dialog.getByLabel(exactLabel(m.step.path));
    await expect(path).toHaveAttribute("aria-invalid", "true");
    await expect(path).toHaveAccessibleDescription(new RegExp(m.form.required));
    await expect(dialog.getByLabel(exactLabel(m.step.params))).toHaveAccessibleDescription(
      new RegExp(m.step.paramsJson),
    );
    expect(requestsTo(await stack.control.requests(mark), "POST", /^\/task\/[^/]+\/step$/)).toHaveLength(0);
  });

  test("the unread filter is kept in the URL and marking read takes a task off it", async ({ page, login }) => {
    await login(page, TOKENS.admin, "/tasks?unread=1");
    const link = page.getByRole("link", { name: "Rotate object storage keys", exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await page.getByRole("button", { name: m.detail.markRead }).click();
    await expect(page.getByRole("button", { name: m.detail.markRead })).toHaveCount(0);
    await page.goto("/tasks?unread=1");
    await expect(page.getByRole("table", { name: m.tableLabel })).toBeVisible();
    await expect(page.getByRole("link", { name: "Rotate object storage keys", exact: true })).toHaveCount(0);
  });
});
