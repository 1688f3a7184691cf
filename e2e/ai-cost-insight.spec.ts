import { createTranslator } from "next-intl";
import ai from "../messages/en/ai.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import errors from "../messages/en/errors.json" with { type: "json" };
import home from "../messages/en/home.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { holdRequests } from "./support/hold";
import { portalCall } from "./support/portal-call";

/**
 * Budget forecasts end to end: the sandbox seeds `data-platform-copilot` with a 30-day budget that runs out about
 * two days after start (seed/ai-budgets.ts), and a 7-day one that lasts its window.
 */

const KEY = "data-platform-copilot";
const t = createTranslator({ locale: "en", messages: { ai, common, home } });

/** "within a day", "in 1 day", "in 2 days": the run-out texts of zero to two days left. */
const soonTexts = (ns: "ai.forecast" | "home.budgets") => [0, 1, 2].map((n) => t(`${ns}.inTime`, { unit: "day", n }));
const anyOf = (texts: string[]) => new RegExp(texts.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));

test.describe("AI cost insight", () => {
  test("the keys table sorts by when budgets run out, soonest first, and shows the seeded key within days", async ({
    page,
    login,
  }) => {
    await login(page, TOKENS.admin, "/ai/keys?sort=runsOut");
    const row = page.getByRole("row").filter({ hasText: KEY });
    await expect(row.getByTestId("runs-out")).toHaveText(anyOf(soonTexts("ai.forecast")), { timeout: 30_000 });
    // Sorted ascending: every row above it has reached its limit or runs out within days too.
    const cells = await page.getByTestId("runs-out").allTextContents();
    const position = (await page.getByRole("row").allTextContents()).slice(1).findIndex((text) => text.includes(KEY));
    expect(position).toBeGreaterThanOrEqual(0);
    for (const text of cells.slice(0, position)) {
      expect(text === t("ai.forecast.short.exceeded") || /\d/.test(text), text).toBe(true);
      expect(text).not.toMatch(/^Lasts until/);
    }
    // The explanation is reachable by keyboard: focus shows it as a tooltip, and it describes the figure.
    const figure = row.getByRole("button", { name: anyOf(soonTexts("ai.forecast")) });
    await figure.focus();
    await expect(figure).toBeFocused();
    const explanation =
      /^Runs out on .+ \((in \d+ days?|within a day)\) at €[\d.,]+ a day\. €[\d.,]+ a day is this window's average/;
    await expect(page.getByRole("tooltip")).toContainText(explanation);
    await expect(figure).toHaveAccessibleDescription(explanation);
  });

  test("the first click on Runs out sorts soonest first: reached limits, then days, then budgets that last", async ({
    page,
    login,
  }) => {
    // Tall enough that the virtualized table draws every one of the seed's keys.
    await page.setViewportSize({ width: 1440, height: 4000 });
    await login(page, TOKENS.admin, "/ai/keys");
    await expect(page.getByTestId("runs-out").first()).toBeVisible({ timeout: 30_000 });
    const header = page.getByRole("columnheader", { name: t("ai.forecast.column") });
    await header.getByRole("button").click();
    await expect(page).toHaveURL(/[?&]sort=runsOut(&|$)/);
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    const texts = await page.getByTestId("runs-out").allTextContents();
    // Reached < a date within the window < lasts until the reset < nothing spent < spend not reported.
    const rank = (text: string) =>
      text === t("ai.forecast.short.exceeded")
        ? 0
        : text.startsWith("Lasts until")
          ? 2
          : text === t("ai.forecast.short.noSpend")
            ? 3
            : text === t("ai.forecast.short.unknownSpend")
              ? 4
              : 1;
    const ranks = texts.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(0);
    expect(ranks).toContain(1);
    expect(ranks).toContain(2);
    expect(texts.join(" ")).not.toMatch(/1970|Not this window/);
  });

  test("a key's overview forecasts each budget with its own window, beside its project's", async ({
    page,
    login,
    stack,
  }) => {
    const keys = await portalCall<{ id: string; name: string }[]>(stack.portalUrl, "GET", "/ai/keys");
    const key = keys.find((k) => k.name === KEY)!;
    await login(page, TOKENS.admin, `/ai/keys/${key.id}`);
    const forecasts = page.getByTestId("budget-forecast");
    // Its own two budgets (30 and 7 days) and at least one of the project data-platform.
    await expect(page.getByTestId("project-budget-forecast")).toContainText(
      t("ai.forecast.projectBudgets", { name: "data-platform" }),
    );
    await expect(forecasts).toHaveCount(3);
    const month = forecasts.nth(0);
    await expect(month.getByTestId("forecast-outcome")).toContainText(
      /^Runs out on .+ \((in \d+ days?|within a day)\) at €/,
    );
    await expect(month.getByTestId("forecast-outcome")).toContainText(anyOf(soonTexts("ai.forecast")));
    await expect(month.getByTestId("forecast-method")).toHaveText(
      /^€[\d.,]+ a day is this window's average: €[\d.,]+ spent since .+, over [\d.]+ days; €[\d.,]+ of €[\d.,]+ is left until it resets on .+\.$/,
    );
    await expect(month.getByRole("figure", { name: t("ai.forecast.burnDown", { n: 1 }) })).toBeVisible();
    await expect(forecasts.nth(1).getByTestId("forecast-outcome")).toHaveText(/^Resets on .+ before it runs out$/);
    // The portal states these windows: nothing is assumed about them.
    await expect(page.getByTestId("forecast-assumption")).toHaveCount(0);
  });

  test("the home page lists the key among the budgets running out this week, and reached limits first", async ({
    page,
    login,
  }) => {
    await login(page, TOKENS.admin, "/");
    const widget = page.getByTestId("widget-budgets-running-out");
    await expect(widget.getByRole("heading", { name: t("home.budgets.title") })).toBeVisible();
    const items = widget.getByTestId("running-out");
    // The seed has spent budgets: they head the list as reached limits.
    await expect(items.first()).toContainText(/limit reached on /);
    const item = items.filter({ hasText: KEY });
    await expect(item).toContainText(anyOf(soonTexts("home.budgets")));
    const listed = (await item.textContent())!;
    await item.getByRole("link", { name: KEY }).click();
    await expect(page).toHaveURL(/\/ai\/keys\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: KEY })).toBeVisible();
    // The overview names the same day and the same number of days as the home page (one computation).
    const [, days, date] = /(within a day|in \d+ days?) · on (.+)$/.exec(listed)!;
    await expect(page.getByTestId("forecast-outcome").first()).toContainText(`Runs out on ${date} (${days}) at €`);
  });

  test("the costs page compares each metric with the previous period and overlays it on the chart", async ({
    page,
    login,
  }) => {
    await login(page, TOKENS.admin, "/ai/costs");
    const strip = page.getByTestId("metric-strip");
    for (const metric of ["metric-spend", "metric-tokens", "metric-price", "metric-active-keys"]) {
      await expect(strip.getByTestId(metric).getByTestId("metric-change")).toHaveText(/vs\. previous period$/, {
        timeout: 30_000,
      });
    }
    await expect(strip.getByTestId("sparkline")).toHaveCount(3);
    const compare = page.getByRole("button", { name: t("ai.metrics.compare") }).first();
    await expect(compare).toHaveAttribute("aria-pressed", "false");
    await compare.click();
    await expect(compare).toHaveAttribute("aria-pressed", "true");
    const chart = page.getByTestId("cost-chart");
    const asTable = chart.getByRole("button", { name: t("common.chart.showTable") });
    await asTable.click();
    await expect(chart.getByRole("button", { name: t("common.chart.hideTable") })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(chart.getByRole("table")).toContainText("Previous period (");
  });

  test("while the ledger is read, the chart stands as a busy frame with no figure, then draws the period", async ({
    page,
    login,
  }) => {
    const release = await holdRequests(page, /\/api\/ai\/ledger/);
    await login(page, TOKENS.admin, "/ai/costs");
    const chart = page.getByTestId("cost-chart");
    const figure = chart.getByRole("figure");
    await expect(figure).toHaveAttribute("aria-busy", "true");
    // The chart is mounted beneath the skeleton, but nothing of it is seen and its figures cannot be opened.
    await expect(figure.locator("svg").first()).toBeAttached();
    await expect(figure.locator("svg").first()).toBeHidden();
    await expect(chart.getByRole("button", { name: t("common.chart.showTable") })).toBeHidden();
    await expect(page.getByTestId("metric-strip")).toHaveCount(0);
    release();
    await expect(figure).not.toHaveAttribute("aria-busy", "true");
    await expect(figure.locator("svg").first()).toBeVisible();
    await chart.getByRole("button", { name: t("common.chart.showTable") }).click();
    // Last 30 days: a row per day (and the header row).
    await expect(chart.getByRole("table").getByRole("row")).toHaveCount(31);
  });

  test("finance exports: spend by project, key and day, and by model, with fixed decimals and the currency", async ({
    page,
    login,
  }) => {
    await login(page, TOKENS.admin, "/ai/costs");
    const card = page.getByRole("region", { name: t("ai.costs.exports.title") });
    const byModel = page.waitForEvent("download");
    await card.getByRole("button", { name: t("ai.costs.exports.byModel") }).click();
    const models = await (
      await byModel
    )
      .path()
      .then((file) => import("node:fs").then((fs) => fs.readFileSync(file, "utf8")));
    const modelLines = models
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(modelLines[0]).toBe("Model,Tokens,Spend,Currency,Share");
    expect(modelLines.length).toBeGreaterThan(1);
    for (const line of modelLines.slice(1)) expect(line).toMatch(/^[^,]+,\d+,\d+\.\d{6},[A-Z]{3},[01]\.\d{4}$/);

    const grouped = page.waitForEvent("download");
    await card.getByRole("button", { name: t("ai.costs.exports.grouped") }).click();
    const text = await (
      await grouped
    )
      .path()
      .then((file) => import("node:fs").then((fs) => fs.readFileSync(file, "utf8")));
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Project,Project id,Key,Key id,Date,Tokens,Spend,Currency");
    const rows = lines.slice(1).map((line) => line.split(","));
    expect(rows.some((row) => row[2] === KEY)).toBe(true);
    for (const row of rows) {
      expect(row[4]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row[6]).toMatch(/^\d+\.\d{6}$/);
      expect(row[7]).toMatch(/^[A-Z]{3}$/);
    }
    // Grouped: a project's rows are together, and within it a key's rows are together.
    const runs = rows.map((row) => `${row[0]}/${row[3]}`).filter((id, i, all) => i === 0 || all[i - 1] !== id);
    expect(new Set(runs).size).toBe(runs.length);
  });
});

test.describe("AI costs when the portal fails", () => {
  test.afterEach(async ({ stack }) => {
    await stack.control.clearFaults();
  });

  test("a failed key list shows the error with Retry in place of the costs, which Retry brings back", async ({
    page,
    login,
    stack,
  }) => {
    await login(page, TOKENS.admin, "/");
    await stack.control.fault({ operation: "ai.keys.list", mode: "error", status: 500 });
    await page.goto("/ai/costs");
    await expect(page.getByRole("heading", { level: 1, name: ai.costs.title })).toBeVisible();
    const alert = page.getByRole("alert").filter({ hasText: errors.upstream_error });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText(common.errors.title);
    await expect(page.getByTestId("cost-totals")).toHaveCount(0);

    await stack.control.clearFaults();
    await alert.getByRole("button", { name: common.actions.retry }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByTestId("cost-totals")).toBeVisible();
    await expect(page.getByTestId("metric-strip")).toBeVisible();
  });
});
