import { createTranslator } from "next-intl";
import ai from "../messages/en/ai.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { holdRequests } from "./support/hold";
import { portalCall } from "./support/portal-call";
import type { LoggedRequest } from "./support/sandbox-control";

/**
 * A key's limits as a reader meets them (nothing editable, the reason said), the bounds of the budget editor, the
 * portal's currency on every amount, and the two spend figures each saying what they count.
 */

interface PortalKey {
  id: string;
  name: string;
  is_active: boolean;
  budgets: { max_limit?: number; reset_duration?: string; current_usage?: number }[];
}

const t = createTranslator({ locale: "en", messages: { ai, common } });

/** An active seeded key with a budget that has a spent figure. */
async function keyWithBudget(portalUrl: string): Promise<PortalKey> {
  const keys = await portalCall<PortalKey[]>(portalUrl, "GET", "/ai/keys");
  const key = keys.find((k) => k.is_active && k.budgets?.some((b) => typeof b.current_usage === "number"));
  expect(key, "a seeded key with a used budget").toBeTruthy();
  return key!;
}

/** The key's PATCHes since a mark, the console's empty-body permission probes left out. */
const patchesOf = (requests: LoggedRequest[], keyId: string) =>
  requests.filter(
    (r) =>
      r.method === "PATCH" &&
      r.path.split("?")[0] === `/ai/keys/${keyId}` &&
      Object.keys((r.body as object) ?? {}).length > 0,
  );

/** The sandbox's billing currency, as its settings state it. */
async function billingCurrency(portalUrl: string): Promise<string> {
  const properties = await portalCall<{ property: string; value: string }[]>(portalUrl, "GET", "/property");
  const currency = properties.find((p) => p.property === "billing.currency")?.value;
  expect(currency, "the sandbox states a billing currency").toMatch(/^[A-Z]{3}$/);
  return currency!;
}

const symbolOf = (currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).formatToParts(0).find((p) => p.type === "currency")!
    .value;

test.describe("AI limits, currency and figures", () => {
  test("a reader sees a key's limits with every field, add and remove disabled, and why", async ({
    page,
    login,
    stack,
  }) => {
    const key = await keyWithBudget(stack.portalUrl);
    await login(page, TOKENS.reader, `/ai/keys/${key.id}?tab=limits`);
    await expect(page.getByRole("tab", { name: ai.keys.detail.limits })).toHaveAttribute("aria-selected", "true");
    const reason = t("common.permission.denied", { permission: "ai_key-patch" });

    for (const testId of ["budgets-editor", "rate-limits-editor"]) {
      const editor = page.getByTestId(testId);
      await expect(editor.getByRole("note")).toHaveText(reason);
      await expect(editor.getByRole("listitem").first()).toBeVisible();
      const fields = editor.locator("input, select");
      const count = await fields.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) await expect(fields.nth(i)).toBeDisabled();
      const add = editor.getByRole("button", {
        name: testId === "budgets-editor" ? ai.limits.addBudget : ai.limits.addRateLimit,
      });
      await expect(add).toBeDisabled();
      const removes = editor.getByRole("button", { name: /^Remove / });
      expect(await removes.count()).toBeGreaterThan(0);
      for (let i = 0; i < (await removes.count()); i++) await expect(removes.nth(i)).toBeDisabled();
      const save = editor.getByRole("button", {
        name: testId === "budgets-editor" ? ai.limits.saveBudgets : ai.limits.saveRateLimits,
      });
      await expect(save).toHaveAttribute("aria-disabled", "true");
    }

    // The models tab: the picker is read-only too.
    await page.getByRole("tab", { name: ai.keys.detail.models }).click();
    const models = page.getByRole("tabpanel", { name: ai.keys.detail.models });
    await expect(models.getByRole("note").filter({ hasText: reason }).first()).toBeVisible();
    const pickers = models.locator("fieldset[data-read-only]").locator("button, input");
    await expect(pickers.first()).toBeDisabled();
    await expect(models.getByRole("button", { name: ai.models.editor.save })).toHaveAttribute("aria-disabled", "true");
  });

  test("an admin cannot choose or save a budget reset of forever, nor a budget of 1e12", async ({
    page,
    login,
    stack,
  }) => {
    const key = await keyWithBudget(stack.portalUrl);
    // A period off the list as a portal might have stored it: shown as it is, refused on save.
    const budgets = key.budgets.map((b, i) => (i === 0 ? { ...b, reset_duration: "forever" } : b));
    await portalCall(stack.portalUrl, "PATCH", `/ai/keys/${key.id}`, { budgets });
    await login(page, TOKENS.admin, `/ai/keys/${key.id}?tab=limits`);
    const editor = page.getByTestId("budgets-editor");
    const line = editor.getByRole("listitem").first();
    const period = line.getByLabel(ai.limits.resetEvery);
    await expect(period).toHaveValue("forever");

    // The offered periods are the listed ones (and the unlisted current value, so it is not silently changed).
    const offered = await period
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(["forever", "1m", "1h", "1d", "7d", "30d"]);

    const mark = await stack.control.mark();
    await line.getByLabel(ai.limits.maxLimit).fill("250");
    await editor.getByRole("button", { name: ai.limits.saveBudgets }).click();
    const periods = ["1m", "1h", "1d", "7d", "30d"]
      .map((p) => t(`ai.limits.periods.${p}` as "ai.limits.periods.1m"))
      .join(", ");
    await expect(line.getByText(t("ai.limits.errors.period", { field: ai.limits.resetEvery, periods }))).toBeVisible();
    await expect(period).toHaveAttribute("aria-invalid", "true");

    // Once a listed period is chosen, the ceiling speaks: 1e12 is refused, naming the field and the rule.
    await period.selectOption("30d");
    await line.getByLabel(ai.limits.maxLimit).fill("1000000000000");
    await editor.getByRole("button", { name: ai.limits.saveBudgets }).click();
    await expect(
      line.getByText(t("ai.limits.errors.atMost", { field: ai.limits.maxLimit, max: "1,000,000" })),
    ).toBeVisible();
    await expect(line.getByLabel(ai.limits.maxLimit)).toHaveValue("1000000000000");
    expect(patchesOf(await stack.control.requests(mark), key.id)).toHaveLength(0);

    // Within the bounds it saves.
    await line.getByLabel(ai.limits.maxLimit).fill("750");
    await editor.getByRole("button", { name: ai.limits.saveBudgets }).click();
    await expect(editor.getByRole("status")).toHaveText(ai.limits.saved);
    const [saved] = patchesOf(await stack.control.requests(mark), key.id);
    expect((saved.body as { budgets: { max_limit: number; reset_duration: string }[] }).budgets[0]).toMatchObject({
      max_limit: 750,
      reset_duration: "30d",
    });
  });

  test("amounts are in the portal's currency and each spend figure says what it counts", async ({
    page,
    login,
    stack,
  }) => {
    const currency = await billingCurrency(stack.portalUrl);
    expect(currency).toBe("EUR");
    const symbol = symbolOf(currency);
    const key = await keyWithBudget(stack.portalUrl);
    const budget = key.budgets.find((b) => typeof b.current_usage === "number")!;
    const money = (value: number) => new Intl.NumberFormat("en-US", { style: "currency", currency }).format(value);

    await login(page, TOKENS.admin, `/ai/keys?q=${encodeURIComponent(key.name)}`);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: key.name, exact: true }) });
    // The list waits for the key list and the settings; on a busy machine that can take a while.
    await expect(row).toContainText(money(budget.current_usage!), { timeout: 30_000 });
    await expect(row).toContainText(money(budget.max_limit!));
    await expect(row).not.toContainText("$");
    // The list's budget figure: spent since the budget's own reset, said under it and explained on hover.
    const window = row.getByTestId("budget-window").first();
    await expect(window).toHaveText(ai.limits.budgetWindow);
    await expect(window).toHaveAttribute("title", ai.limits.budgetWindowHint);
    // One budget column, not two.
    await expect(page.getByRole("columnheader", { name: ai.keys.columns.budgets })).toHaveCount(1);
    await expect(page.getByRole("columnheader", { name: "Budget", exact: true })).toHaveCount(0);

    // The cost tab: the selected period's spend in the same currency, saying it is the period's, not a budget's.
    await page.goto(`/ai/keys/${key.id}?tab=cost`);
    const spend = page.getByTestId("metric-spend");
    await expect(spend).toContainText(symbol);
    await expect(spend).not.toContainText("$");
    await expect(spend).toContainText(/A budget counts from its own last reset/);
    const range = await page.getByTestId("metric-spend").locator("p").last().textContent();
    expect(range).toMatch(/^Spent .+ – .+, the period chosen above\./);

    // The limits tab says the same about the budget's figure.
    await page.getByRole("tab", { name: ai.keys.detail.limits }).click();
    const editor = page.getByTestId("budgets-editor");
    await expect(editor.getByText(ai.limits.budgetWindowHint)).toBeVisible();
    await expect(editor.getByText(t("ai.limits.used", { amount: money(budget.current_usage!) }))).toBeVisible();
  });

  test("a token without property-get sees budgets in the currency its cost answers state, not in dollars", async ({
    page,
    login,
    stack,
  }) => {
    const currency = await billingCurrency(stack.portalUrl);
    const key = await keyWithBudget(stack.portalUrl);
    const budget = key.budgets.find((b) => typeof b.current_usage === "number")!;
    const money = (value: number) => new Intl.NumberFormat("en-US", { style: "currency", currency }).format(value);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));

    await login(page, TOKENS.ai, `/ai/keys?q=${encodeURIComponent(key.name)}`);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: key.name, exact: true }) });
    await expect(row).toContainText(`${money(budget.current_usage!)} of ${money(budget.max_limit!)}`, {
      timeout: 30_000,
    });
    await expect(row).not.toContainText("$");

    await page.goto(`/ai/keys/${key.id}`);
    const forecast = page.getByTestId("budget-forecast").first();
    await expect(forecast).toContainText(money(budget.current_usage!));
    await expect(forecast.getByTestId("forecast-method")).toContainText(symbolOf(currency));
    await expect(page.locator("main")).not.toContainText("$");
    await expect(page.getByTestId("currency-unknown")).toHaveCount(0);
    // The settings are never asked for: the token is known to lack property-get.
    expect(requested).not.toContain("/api/portal/property");
  });

  for (const list of [
    { path: "/ai/keys", read: "/api/portal/ai/keys" },
    { path: "/ai/projects", read: "/api/portal/ai/projects" },
  ]) {
    test(`${list.path} draws no amount until the portal's currency is known`, async ({ page, login, stack }) => {
      const currency = await billingCurrency(stack.portalUrl);
      let listAnswered = false;
      page.on("response", (response) => {
        if (new URL(response.url()).pathname === list.read) listAnswered = true;
      });
      // Both sources of the currency, the settings and the ledger (its cost answers state it), are held until
      // released; the list's own answer is not.
      const hold = (path: string) => holdRequests(page, (url) => url.pathname === path);
      const releaseSettings = await hold("/api/portal/property");
      const releaseLedger = await hold("/api/ai/ledger");

      await login(page, TOKENS.admin, list.path);
      const table = page.getByRole("table");
      await expect.poll(() => listAnswered).toBe(true);
      // Proving that rows do not appear needs a window in which they would have: the list's answer takes a few
      // frames to render.
      await page.waitForTimeout(1_000);
      await expect(table).toHaveAttribute("aria-busy", "true");
      await expect(table.getByRole("link")).toHaveCount(0);
      await expect(table).not.toContainText("$");

      // The ledger's answers state the currency of its figures: the rows draw in it, the settings still held.
      releaseLedger();
      await expect(table).not.toHaveAttribute("aria-busy", "true");
      await expect(table.getByRole("link").first()).toBeVisible();
      await expect(table).toContainText(symbolOf(currency));
      await expect(table).not.toContainText("$");
      releaseSettings();
      await expect(table).toContainText(symbolOf(currency));
      await expect(table).not.toContainText("$");
    });
  }
});
