import { createTranslator } from "next-intl";
import aiDe from "../messages/de/ai.json" with { type: "json" };
import ai from "../messages/en/ai.json" with { type: "json" };
import aiFr from "../messages/fr/ai.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { portalCall } from "./support/portal-call";

/**
 * Budget forecasts in plain words: a new daily budget on the overview, a window the portal does not state, the last
 * 7 days' rate beside the window's where they name other days, and the same sentences in German and French.
 */

interface PortalKey {
  id: string;
  name: string;
  is_active: boolean;
  project_id: string;
  budgets: Record<string, unknown>[];
  tokens_usage: { total_tokens?: number };
}

const DAY = 86_400_000;
const t = createTranslator({ locale: "en", messages: { ai } });
const euro = (value: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(value);
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The nth busiest seeded key in a project (each test takes its own), other than the one the cost-insight suite watches. */
async function activeKey(portalUrl: string, index: number): Promise<PortalKey> {
  const keys = await portalCall<PortalKey[]>(portalUrl, "GET", "/ai/keys");
  const usable = keys
    .filter((k) => k.is_active && k.name !== "data-platform-copilot" && k.project_id)
    .sort((a, b) => (b.tokens_usage.total_tokens ?? 0) - (a.tokens_usage.total_tokens ?? 0));
  expect(usable.length).toBeGreaterThan(index);
  return usable[index];
}

/** A forecast's day as the console names it: UTC, short, the year only when it is not this one. */
const forecastDay = (ms: number) =>
  new Intl.DateTimeFormat("en", {
    day: "numeric",
    month: "long",
    ...(new Date(ms).getUTCFullYear() !== new Date().getUTCFullYear() ? { year: "numeric" as const } : {}),
    timeZone: "UTC",
  }).format(ms);

test.describe("budget forecasts in plain words", () => {
  test("a new daily budget shows its spent figure, limit and bar on the key's overview, and no spend yet", async ({
    page,
    login,
    stack,
  }) => {
    const key = await activeKey(stack.portalUrl, 1);
    await login(page, TOKENS.admin, `/ai/keys/${key.id}?tab=limits`);
    const editor = page.getByTestId("budgets-editor");
    const lines = editor.getByRole("listitem");
    // The editor's lines are drawn once the portal's currency is known.
    await expect(lines.first()).toBeVisible();
    const before = await lines.count();
    await editor.getByRole("button", { name: ai.limits.addBudget }).click();
    const line = lines.nth(before);
    await line.getByLabel(ai.limits.maxLimit).fill("10");
    await line.getByLabel(ai.limits.resetEvery).selectOption("1d");
    await editor.getByRole("button", { name: ai.limits.saveBudgets }).click();
    await expect(editor.getByRole("status")).toHaveText(ai.limits.saved);

    await page.getByRole("tab", { name: ai.keys.detail.overview }).click();
    const daily = t("ai.limits.budgetUsage", { used: euro(0), limit: euro(10), period: ai.limits.periods["1d"] });
    await expect(page.getByText(daily, { exact: true }).first()).toBeVisible();
    // Every budget has its bar, the new daily one too.
    // The key's own budgets (its project's are listed beside them).
    const forecasts = page.locator("[data-testid=budget-forecast]:not([data-testid=project-budget-forecast] *)");
    await expect(forecasts).toHaveCount(before + 1);
    for (let i = 0; i < before + 1; i++) await expect(forecasts.nth(i).getByTestId("budget-bar")).toHaveCount(1);
    const fresh = forecasts.nth(before);
    await expect(fresh.getByTestId("forecast-outcome")).toHaveText(ai.forecast.outcome.noSpend);
    await expect(fresh.getByTestId("forecast-method")).toHaveText(
      /^Nothing spent since the window began on .+; all of €10\.00 is left until it resets on .+\.$/,
    );
    // The sandbox states when the new window resets: nothing assumed, no date from 1970.
    await expect(fresh.getByTestId("forecast-assumption")).toHaveCount(0);
    await expect(page.getByTestId("budget-forecast").filter({ hasText: "1970" })).toHaveCount(0);
  });

  test("a budget whose reset the portal does not state gets a plausible window, said plainly", async ({
    page,
    login,
    stack,
  }) => {
    const key = await activeKey(stack.portalUrl, 2);
    // A weekly budget as a portal that names no reset time sends it: spent so far, no reset_at.
    const weekly = { max_limit: 100_000, reset_duration: "7d", current_usage: 12.5 };
    await portalCall(stack.portalUrl, "PATCH", `/ai/keys/${key.id}`, { budgets: [weekly] });
    await login(page, TOKENS.admin, `/ai/keys/${key.id}`);
    const forecast = page.getByTestId("budget-forecast").first();
    await expect(forecast.getByTestId("forecast-assumption")).toHaveText(
      t("ai.forecast.assumed", { rule: "week", period: ai.limits.periods["7d"] }),
    );
    // The assumed week runs Monday to Monday (UTC): the method names that Monday and the next.
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const monday = today - ((now.getUTCDay() + 6) % 7) * DAY;
    const day = forecastDay;
    const method = forecast.getByTestId("forecast-method");
    await expect(method).toContainText(`since ${day(monday)}`);
    await expect(method).toContainText(`resets on ${day(monday + 7 * DAY)}`);
    await expect(method).not.toContainText(/1970| 0 days|€0\.00 a day/);
    await expect(forecast.getByTestId("forecast-outcome")).toHaveText(
      `Resets on ${day(monday + 7 * DAY)} before it runs out`,
    );
  });

  test("where the last 7 days' rate names another day than the window's, both are shown", async ({
    page,
    login,
    stack,
  }) => {
    const key = await activeKey(stack.portalUrl, 0);
    // The last 7 complete days' spend, as the portal reports it.
    const today = Math.floor(Date.now() / DAY) * DAY;
    const cost = await portalCall<{ price: number }>(stack.portalUrl, "GET", `/ai/keys/${key.id}/cost`, {
      start: utcDay(today - 7 * DAY),
      end: utcDay(today - DAY),
    });
    const recent = cost.price / 7;
    expect(recent).toBeGreaterThan(0);
    // The window (10 days in) spent a cent: at its rate the budget lasts; at the last 7 days' rate 3.5 days are left.
    const line = {
      max_limit: 0.01 + 3.5 * recent,
      reset_duration: "30d",
      current_usage: 0.01,
      reset_at: new Date(Date.now() + 20 * DAY).toISOString(),
    };
    await portalCall(stack.portalUrl, "PATCH", `/ai/keys/${key.id}`, { budgets: [line] });
    await login(page, TOKENS.admin, `/ai/keys/${key.id}`);
    const forecast = page.getByTestId("budget-forecast").first();
    await expect(forecast.getByTestId("forecast-outcome")).toHaveText(/^Resets on .+ before it runs out$/);
    await expect(forecast.getByTestId("forecast-recent")).toHaveText(
      new RegExp(
        `^At the last 7 days' rate, ${euro(recent).replace(/[.$]/g, "\\$&")} a day, it runs out on .+ \\(in 3 days\\)\\.$`,
      ),
    );
  });

  test("German and French say the same in their own words", async ({ page, login, stack }) => {
    const keys = await portalCall<PortalKey[]>(stack.portalUrl, "GET", "/ai/keys");
    const key = keys.find((k) => k.name === "data-platform-copilot")!;
    await login(page, TOKENS.admin, `/ai/keys/${key.id}`);
    for (const [locale, messages] of [
      ["de", aiDe],
      ["fr", aiFr],
    ] as const) {
      await page.context().addCookies([{ name: "console-locale", value: locale, url: stack.consoleUrl }]);
      await page.reload();
      const local = createTranslator({ locale, messages: { ai: messages } });
      const outcome = page.getByTestId("forecast-outcome").first();
      const runsOut = local("ai.forecast.outcome.runsOut", { date: "DATE", inTime: "IN", rate: "RATE" });
      const [head] = runsOut.split("DATE");
      await expect(outcome).toContainText(head);
      await expect(outcome).toContainText("€");
      await expect(page.getByTestId("forecast-method").first()).toContainText(
        local("ai.forecast.method.spending", {
          rate: "",
          spent: "",
          from: "",
          elapsed: "",
          remaining: "",
          limit: "",
          to: "",
        })
          .split(":")[0]
          .trim(),
      );
      await expect(page.locator("main")).not.toContainText(/1970|\$/);
    }
  });
});
