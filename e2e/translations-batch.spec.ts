import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import messages from "../messages/en/translations.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { addSourceKey, germanTexts, tokenRow as row } from "./support/translation-tokens";

/**
 * Batch pre-translation in the translation editor, as a translator against the sandbox: a run over the editor's
 * filtered selection, paused, resumed after a reload and finished with its cost; a run stopped by its cost limit;
 * "accept all" saving exactly the drafts that pass the checks (a transient portal failure retried on the way).
 * Each test adds its own English keys under its own prefix (German gets them untranslated).
 */

const batch = messages.assistant.batch;

const SOURCES = ["{count} files", "Delete {name}", "Open settings", "Save the backup", "{count} unread", "Search keys"];

/** `count` fresh English keys under one new prefix; returns the prefix and the keys in key order. */
async function addKeys(portalUrl: string, count: number): Promise<{ prefix: string; keys: string[] }> {
  const prefix = `batch.e2e${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = `${prefix}.k${String(i).padStart(2, "0")}`;
    await addSourceKey(portalUrl, key, SOURCES[i % SOURCES.length]);
    keys.push(key);
  }
  return { prefix, keys };
}

const dialog = (page: Page) => page.getByRole("dialog", { name: batch.title });

/** The editor filtered to the prefix's untranslated tokens, with the batch dialog's plan open. */
async function openPlan(
  page: Page,
  login: (page: Page, token?: string, next?: string) => Promise<void>,
  prefix: string,
  count: number,
) {
  await login(page, TOKENS.translator, `/translations/de?prefix=${prefix}&untranslated=1`);
  await expect(page.getByTestId("row-count")).toContainText(`${count} of`);
  await page.getByRole("button", { name: batch.button }).click();
  await expect(dialog(page).getByTestId("batch-selection")).toContainText(
    `${count} untranslated tokens of the ${count} shown`,
  );
  // A translator's token reads no currency: the estimate is an amount without one, never in an assumed one.
  await expect(dialog(page).getByTestId("batch-estimate")).toContainText(/about \d/);
  await expect(dialog(page).getByTestId("batch-estimate")).not.toContainText(/\p{Sc}/u);
}

const doneOf = (done: number, total: number) =>
  createTranslator({ locale: "en", messages: { batch }, namespace: "batch" })("figures.doneOf", { done, total });
const status = (page: Page) => dialog(page).getByTestId("batch-status");

async function chatRequests(
  stack: { control: { gatewayRequests(since?: number): Promise<{ path: string; body: unknown }[]> } },
  since: number,
) {
  return (await stack.control.gatewayRequests(since)).filter((r) => r.path === "/v1/chat/completions");
}

test.describe("batch pre-translation", () => {
  test.afterEach(async ({ stack }) => {
    await stack.control.clearFaults();
  });

  test("a batch of 50 tokens is paused, resumed after a reload and finished, with its cost", async ({
    page,
    login,
    stack,
  }) => {
    test.setTimeout(180_000);
    const { prefix, keys } = await addKeys(stack.portalUrl, 50);
    await openPlan(page, login, prefix, 50);
    const since = (await stack.control.gatewayRequests()).at(-1)?.seq ?? 0;
    // The first answers come slowly, so that the run is paused with requests under way.
    await stack.control.gatewayFault({ mode: "slow", delayMs: 2000, times: 8 });
    await dialog(page).getByRole("button", { name: batch.start }).click();
    await expect(status(page)).toHaveText(batch.status.running);
    await dialog(page).getByRole("button", { name: batch.pause }).click();
    // The suggestions under way finish; then the run rests.
    await expect(status(page)).toHaveText(batch.status.paused, { timeout: 30_000 });
    const doneText = (await dialog(page).getByTestId("batch-done").locator("dd").textContent()) ?? "";
    const done = Number(/^(\d+) of 50$/.exec(doneText)?.[1]);
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(50);
    await stack.control.clearFaults();
    const firstKeys = new Set(
      (await chatRequests(stack, since)).map((r) => JSON.stringify(r.body).match(/Key: ([\w.]+)/)?.[1]),
    );
    expect(firstKeys.size).toBe(done);

    await page.reload();
    // The run and its drafts survived: the button shows its progress, the dialog its state.
    const launcher = page.getByRole("button", { name: new RegExp(`^${batch.button}`) });
    await expect(launcher).toContainText(`${done}/50`);
    const answered = keys.find((key) => firstKeys.has(key))!;
    await expect(row(page, answered)).toHaveAttribute("data-state", "unsaved");
    await launcher.click();
    await expect(status(page)).toHaveText(batch.status.paused);
    await expect(dialog(page).getByTestId("batch-done")).toContainText(doneOf(done, 50));
    await dialog(page).getByRole("button", { name: batch.resume }).click();
    await expect(status(page)).toHaveText(batch.status.done, { timeout: 90_000 });
    await expect(dialog(page).getByTestId("batch-done")).toContainText(doneOf(50, 50));
    await expect(dialog(page).getByTestId("batch-failed")).toContainText("0");
    // A translator's token reads no currency: the amount shows without one.
    await expect(dialog(page).getByTestId("batch-cost")).toContainText(/(^|\D)0\.0*[1-9]/);
    await expect(dialog(page).getByTestId("batch-cost")).not.toContainText(/\p{Sc}/u);
    await expect(page.getByRole("progressbar", { name: batch.progress })).toHaveAttribute("aria-valuenow", "100");

    // One request per token: none asked twice across the reload.
    const requests = await chatRequests(stack, since);
    expect(requests).toHaveLength(50);
    expect(new Set(requests.map((r) => JSON.stringify(r.body).match(/Key: ([\w.]+)/)?.[1])).size).toBe(50);

    // Every suggestion is a draft in the editor; nothing is saved.
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(row(page, keys[0])).toHaveAttribute("data-state", "unsaved");
    await expect(row(page, keys[0])).toContainText("{count} Dateien");
    expect(
      Object.entries(await germanTexts(stack.portalUrl)).filter(([key, text]) => key.startsWith(prefix) && text),
    ).toEqual([]);
  });

  test("a batch stops by itself at its cost limit and goes on when the limit is lifted", async ({
    page,
    login,
    stack,
  }) => {
    const { prefix } = await addKeys(stack.portalUrl, 10);
    await openPlan(page, login, prefix, 10);
    const estimate = Number(
      /about ([\d.]+)/.exec((await dialog(page).getByTestId("batch-estimate").textContent()) ?? "")?.[1],
    );
    expect(estimate).toBeGreaterThan(0);
    // About a third of the estimate: a few tokens fit, the rest does not.
    const limit = Number((estimate * 0.35).toPrecision(3));
    await dialog(page).getByRole("spinbutton", { name: batch.limit }).fill(String(limit));
    await page.screenshot({ path: test.info().outputPath("batch-plan.png") });
    const since = (await stack.control.gatewayRequests()).at(-1)?.seq ?? 0;
    await dialog(page).getByRole("button", { name: batch.start }).click();

    await expect(status(page)).toHaveText(batch.status.limit, { timeout: 60_000 });
    const doneText = (await dialog(page).getByTestId("batch-done").locator("dd").textContent()) ?? "";
    const done = Number(/^(\d+) of 10$/.exec(doneText)?.[1]);
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(10);
    // No request after the stop, and the cost so far is shown against the limit.
    expect(await chatRequests(stack, since)).toHaveLength(done);
    await expect(dialog(page).getByTestId("batch-cost")).toContainText(/\d\.\d/);
    await expect(dialog(page).getByTestId("batch-limit")).toContainText(/\d\.\d/);
    await expect(dialog(page).getByTestId("batch-limit")).not.toContainText(/\p{Sc}/u);

    // Without a limit, Resume finishes the run.
    await dialog(page).getByRole("textbox", { name: batch.limit }).fill("");
    await dialog(page).getByRole("button", { name: batch.setLimit }).click();
    await expect(dialog(page).getByTestId("batch-limit")).toContainText(batch.figures.noLimit);
    await dialog(page).getByRole("button", { name: batch.resume }).click();
    await expect(status(page)).toHaveText(batch.status.done, { timeout: 60_000 });
    await expect(dialog(page).getByTestId("batch-done")).toContainText(doneOf(10, 10));
  });

  test("accept all saves exactly the drafts that pass the checks and reports the others", async ({
    page,
    login,
    stack,
  }) => {
    const { prefix, keys } = await addKeys(stack.portalUrl, 6);
    // Two answers break a placeholder (every source here has one or gets one added).
    await stack.control.gatewayFault({ mode: "broken-placeholder", times: 2 });
    await openPlan(page, login, prefix, 6);
    await dialog(page).getByRole("button", { name: batch.start }).click();
    await expect(status(page)).toHaveText(batch.status.done, { timeout: 60_000 });
    await expect(dialog(page).getByTestId("batch-flagged")).toContainText("2");
    const table = dialog(page).getByRole("table", { name: batch.columns.label });
    const flaggedRows = table.getByRole("row").filter({ hasText: batch.state.flagged });
    await expect(flaggedRows).toHaveCount(2);
    await expect(flaggedRows.first()).toContainText(/placeholder \{\w+\}/);
    const flaggedKeys = (await flaggedRows.locator("td:first-child").allTextContents()).map((k) => k.trim());
    const flagged = new Set(keys.filter((key) => flaggedKeys.some((text) => text.includes(key))));
    expect(flagged.size).toBe(2);

    // One save fails with a 503 on the way: it is tried again.
    const portalMark = await stack.control.mark();
    await stack.control.fault({ operation: "i18n.lang.save", mode: "error", status: 503, times: 1 });
    await dialog(page).getByRole("button", { name: batch.acceptAll }).click();
    await expect(dialog(page).getByTestId("batch-accept-status")).toHaveText("Saved 4, refused 2.", {
      timeout: 30_000,
    });
    await expect(table.getByRole("row").filter({ hasText: batch.refusal.checks })).toHaveCount(2);
    await expect(table.getByRole("row").filter({ hasText: batch.save.saved })).toHaveCount(4);
    const saves = (await stack.control.requests(portalMark)).filter(
      (r) => r.method === "POST" && r.path === "/i18n/lang/de",
    );
    expect(saves).toHaveLength(5);

    // The portal holds exactly the passing ones; after a reload the flagged ones are still drafts to review.
    const texts = await germanTexts(stack.portalUrl);
    for (const key of keys) {
      if (flagged.has(key)) expect(texts[key] ?? "").toBe("");
      else expect(texts[key]).toMatch(/\S/);
    }
    // Reloaded without "untranslated only", so that the saved ones are listed too.
    await page.goto(`/translations/de?prefix=${prefix}`);
    for (const key of keys)
      await expect(row(page, key)).toHaveAttribute("data-state", flagged.has(key) ? "unsaved" : "translated");

    // How it looks, at a desktop and a phone width.
    await page.getByRole("button", { name: new RegExp(`^${batch.button}`) }).click();
    await expect(dialog(page).getByTestId("batch-accept-status")).toHaveText("Saved 4, refused 2.");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath("batch-1440.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(status(page)).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath("batch-390.png") });
  });
});
