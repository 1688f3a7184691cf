import type { Locator, Page } from "@playwright/test";
import ai from "../messages/en/ai.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import home from "../messages/en/home.json" with { type: "json" };
import { isoDate, presetRange } from "../components/ui/date-range-presets";
import { eachDay, type Period } from "../lib/cost/period";
import { expect, test, TOKENS } from "./fixtures";
import { count, downloadCsv, expectCents, of, sums, type Sums } from "./support/figures";

/**
 * One ledger behind every figure: for three periods, every cost, token and count that the costs page (tiles, tables,
 * chart, bars), home, the keys and projects tables, the key and project pages and every CSV show for the same
 * sandbox data is read as the user sees it and checked against finance's CSV by project, key and day, to the cent
 * and to the token.
 */

const ex = ai.costs.exports;
const DAY_HEADERS = {
  projectId: ex.projectId,
  keyId: ex.keyId,
  date: ex.date,
  tokens: ex.tokens,
  spend: ex.spend,
};

function periods(): { name: string; query: string; period: Period }[] {
  const today = new Date();
  const firstOfLastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const day = (offset: number) =>
    isoDate(new Date(firstOfLastMonth.getFullYear(), firstOfLastMonth.getMonth(), firstOfLastMonth.getDate() + offset));
  const custom = { from: day(-3), to: day(2) };
  return [
    { name: "this month", query: "range=thisMonth", period: presetRange("thisMonth", today) },
    { name: "the last 7 days", query: "range=last7", period: presetRange("last7", today) },
    { name: `a custom range across a month boundary`, query: `from=${custom.from}&to=${custom.to}`, period: custom },
  ];
}

/** The costs page: tiles, per project, bars, the chart's figures and its own CSVs. */
async function checkCostsPage(page: Page, ref: Sums, period: Period) {
  const strip = page.getByTestId("metric-strip");
  expectCents(
    await strip.getByTestId("metric-spend").getByTestId("metric-value").textContent(),
    ref.total.spend,
    "spend tile",
  );
  expect(count(await strip.getByTestId("metric-tokens").getByTestId("metric-value").getAttribute("title"))).toBe(
    ref.total.tokens,
  );
  expectCents(
    await strip.getByTestId("metric-price").getByTestId("metric-value").textContent(),
    (ref.total.spend / ref.total.tokens) * 1e6,
    "price per 1M tokens",
  );
  expect(count(await strip.getByTestId("metric-active-keys").getByTestId("metric-value").textContent())).toBe(
    ref.total.keys.size,
  );
  expectCents(
    await page.getByTestId("cost-outside").locator("p").nth(1).textContent(),
    of(ref.byProject, "").spend,
    "outside tile",
  );

  // Per project: every row and the total, in the table and in its CSV.
  const table = page.getByTestId("project-spend");
  const rowIds = await table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-project") ?? ""));
  expect(rowIds).toContain("");
  for (const id of rowIds) {
    const cells = table.locator(`tbody tr[data-project="${id}"] td`);
    expect(count(await cells.nth(2).getAttribute("title")), `tokens of project ${id}`).toBe(
      of(ref.byProject, id).tokens,
    );
    expectCents(await cells.nth(3).textContent(), of(ref.byProject, id).spend, `spend of project ${id}`);
  }
  const total = page.getByTestId("project-spend-total").locator("td");
  expect(count(await total.nth(1).getAttribute("title"))).toBe(ref.total.tokens);
  expectCents(await total.nth(2).textContent(), ref.total.spend, "per-project total");
  const card = page.getByRole("region", { name: ai.costs.byProject.title });
  const projectCsv = await downloadCsv(page, card.getByRole("button", { name: ai.costs.byProject.export }));
  expect(projectCsv.map((r) => r[ai.costs.byProject.projectId]).sort()).toEqual([...rowIds].sort());
  for (const row of projectCsv) {
    const sum = of(ref.byProject, row[ai.costs.byProject.projectId]);
    expectCents(row[ai.costs.byProject.spend], sum.spend, `project CSV ${row[ai.costs.byProject.project]}`);
    expect(Number(row[ai.costs.byProject.tokens])).toBe(sum.tokens);
    expect(Number(row[ai.costs.byProject.activeKeys])).toBe(sum.keys.size);
  }

  // The bars: top projects (by name; "(no project)" has no page) and top keys (by the id their link carries: names
  // need not be unique).
  for (const [title, sumOf] of [
    [ai.costs.topProjects, (label: string) => of(ref.byProject, projectIdOf(projectCsv, label))],
    [ai.costs.topKeys, (_label: string, href: string) => of(ref.byKey, href.split("/").pop()!)],
  ] as const) {
    const bars = page.getByRole("list", { name: title }).getByRole("listitem");
    expect(await bars.count()).toBeGreaterThan(0);
    for (const bar of await bars.all()) {
      const [label, value, href] = await bar.evaluate((li) => [
        li.children[1]?.textContent ?? "",
        li.children[2]?.textContent ?? "",
        li.querySelector("a")?.getAttribute("href") ?? "",
      ]);
      expectCents(value, sumOf(label.trim(), href).spend, `${title}: ${label}`);
    }
  }

  // The chart's figures, day by day: spend to the cent, then tokens to the token.
  const chart = page.getByTestId("cost-chart");
  await chart.getByRole("button", { name: common.chart.showTable }).click();
  const days = eachDay(period);
  const spendCells = chart.locator("table tbody tr td:nth-child(2)");
  await expect(spendCells).toHaveCount(days.length);
  const spendByDay = await spendCells.allTextContents();
  days.forEach((date, i) => expectCents(spendByDay[i], of(ref.byDay, date).spend, `chart ${date}`));
  await page
    .getByRole("group", { name: ai.cost.metric })
    .getByRole("button", { name: ai.cost.metrics.tokens })
    .first()
    .click();
  await expect(chart.getByRole("figure")).toHaveAccessibleName(`${ai.costs.overTime}: ${ai.cost.metrics.tokens}`);
  const tokensByDay = await chart.locator("table tbody tr td:nth-child(2)").allTextContents();
  days.forEach((date, i) => expect(count(tokensByDay[i]), `chart tokens ${date}`).toBe(of(ref.byDay, date).tokens));

  // The key table's CSV and the model CSV.
  const byKey = page.getByRole("region", { name: ai.costs.byKey.title });
  await showColumn(page, byKey, ai.costs.byKey.keyId);
  const keyCsv = await downloadCsv(page, byKey.getByRole("button", { name: common.table.exportCsv }));
  expect(keyCsv).toHaveLength(projectCsv.reduce((s, r) => s + Number(r[ai.costs.byProject.keys]), 0));
  for (const row of keyCsv) {
    const sum = of(ref.byKey, row[ai.costs.byKey.keyId]);
    expectCents(row[ai.costs.byKey.spend], sum.spend, `key CSV ${row[ai.costs.byKey.key]}`);
    expect(Number(row[ai.costs.byKey.tokens])).toBe(sum.tokens);
  }
  const exports = page.getByRole("region", { name: ex.title });
  const models = await downloadCsv(page, exports.getByRole("button", { name: ex.byModel }));
  expectCents(String(models.reduce((s, r) => s + Number(r[ex.spend]), 0)), ref.total.spend, "model CSV");
  expect(models.reduce((s, r) => s + Number(r[ex.tokens]), 0)).toBe(ref.total.tokens);
  const projectIds = new Map(projectCsv.map((r) => [r[ai.costs.byProject.project], r[ai.costs.byProject.projectId]]));
  return { keyCsv, projectIds };
}

test.describe("figures that agree everywhere", () => {
  for (const { name, query, period } of periods()) {
    test(`for ${name}, every page and export shows the same spend, tokens and active keys`, async ({ page, login }) => {
      test.setTimeout(300_000);
      await login(page, TOKENS.admin, `/ai/costs?${query}`);
      await expect(page.getByTestId("metric-strip")).toBeVisible({ timeout: 60_000 });

      // The reference: finance's CSV by project, key and day.
      const dayRows = await downloadCsv(
        page,
        page.getByRole("region", { name: ex.title }).getByRole("button", { name: ex.grouped }),
      );
      expect(dayRows.length).toBeGreaterThan(0);
      const ref = sums(dayRows, DAY_HEADERS);
      expect(new Set(dayRows.map((r) => r[ex.date])).size).toBeGreaterThan(1);
      expect(dayRows.every((r) => r[ex.date] >= period.from && r[ex.date] <= period.to)).toBe(true);
      // Keys outside any project are one group, in the file and in every sum.
      expect(dayRows.some((r) => r[ex.projectId] === "" && r[ex.project] === ex.noProject)).toBe(true);

      // Keys without usage in the period have no rows: their figures are zero, as every sum below takes them.
      const { keyCsv, projectIds } = await checkCostsPage(page, ref, period);

      // Home shows this month.
      if (query === "range=thisMonth") {
        await page.goto("/");
        const spend = page.getByTestId("widget-ai-spend");
        await expect(spend.getByTestId("ai-spend-project").first()).toBeVisible({ timeout: 60_000 });
        expectCents(await spend.locator("p").first().textContent(), ref.total.spend, "home spend");
        for (const line of await spend.getByTestId("ai-spend-project").all()) {
          const [label, value] = await line.locator("span").allTextContents();
          const id = label === home.aiSpend.noProject ? "" : projectIds.get(label)!;
          expectCents(value, of(ref.byProject, id).spend, `home ${label}`);
        }
        const active = page.getByTestId("home-active-keys").locator("p").first();
        await expect(active).not.toHaveText("—");
        expect(count(await active.textContent())).toBe(ref.total.keys.size);
      }

      // The keys table for the same period, through its CSV (every row) and one cell as drawn.
      await page.goto(`/ai/keys?${query}`);
      const keysTable = page.getByRole("table", { name: ai.keys.tableLabel });
      await expect(keysTable.locator("[aria-rowindex]").first()).toBeVisible({ timeout: 60_000 });
      await expect(keysTable.getByText(ai.ledger.pending)).toHaveCount(0, { timeout: 60_000 });
      await showColumn(page, page.getByRole("main"), ai.keys.columns.id);
      const keysCsv = await downloadCsv(page, page.getByRole("button", { name: common.table.exportCsv }));
      expect(keysCsv).toHaveLength(keyCsv.length);
      for (const row of keysCsv) {
        const sum = of(ref.byKey, row[ai.keys.columns.id]);
        expectCents(row[ai.keys.columns.spend], sum.spend, `keys table ${row[ai.keys.columns.name]}`);
        expect(Number(row[ai.keys.columns.tokens])).toBe(sum.tokens);
      }

      // The projects table and the line beneath it.
      await page.goto(`/ai/projects?${query}`);
      await expect(page.getByTestId("projects-ledger")).toBeVisible({ timeout: 60_000 });
      const projectsCsv = await downloadCsv(page, page.getByRole("button", { name: common.table.exportCsv }));
      expect(projectsCsv).toHaveLength(projectIds.size - 1);
      for (const row of projectsCsv) {
        const id = projectIds.get(row[ai.projects.columns.name])!;
        expectCents(row[ai.projects.columns.spend], of(ref.byProject, id).spend, `projects table ${id}`);
        expect(Number(row[ai.projects.columns.tokens])).toBe(of(ref.byProject, id).tokens);
      }
      const footnote = (await page.getByTestId("projects-ledger").textContent())!;
      const [outsideSpend, totalSpend] = footnote.match(/€[\d,]+\.\d\d/g)!;
      expectCents(outsideSpend, of(ref.byProject, "").spend, "projects page: outside any project");
      expectCents(totalSpend, ref.total.spend, "projects page: all keys");

      // Each project's cost tab and one project's overview.
      const projects = [...projectIds].filter(([, id]) => id !== "");
      for (const [projectName, id] of projects) {
        await page.goto(`/ai/projects/${id}?tab=cost&${query}`);
        const tile = page.getByTestId("metric-spend").getByTestId("metric-value");
        await expect(tile).toBeVisible({ timeout: 60_000 });
        expectCents(await tile.textContent(), of(ref.byProject, id).spend, `project page ${projectName}`);
        const tokens = page.getByTestId("metric-tokens").getByTestId("metric-value");
        expect(count(await tokens.getAttribute("title"))).toBe(of(ref.byProject, id).tokens);
        const active = page.getByTestId("metric-active-keys").getByTestId("metric-value");
        expect(count(await active.textContent())).toBe(of(ref.byProject, id).keys.size);
      }
      const [firstProject, firstId] = projects[0];
      await page.goto(`/ai/projects/${firstId}?${query}`);
      await expect(page.getByTestId("usage-spend")).toBeVisible({ timeout: 60_000 });
      expectCents(
        await page.getByTestId("usage-spend").textContent(),
        of(ref.byProject, firstId).spend,
        `overview ${firstProject}`,
      );

      // Key pages: the top key by spend and a key outside any project, cost tab and overview.
      const topKey = [...ref.byKey].sort((a, b) => b[1].spend - a[1].spend)[0][0];
      const outsideKey = dayRows.find((r) => r[ex.projectId] === "")![ex.keyId];
      for (const id of [topKey, outsideKey]) {
        await page.goto(`/ai/keys/${id}?tab=cost&${query}`);
        const tile = page.getByTestId("metric-spend").getByTestId("metric-value");
        await expect(tile).toBeVisible({ timeout: 60_000 });
        expectCents(await tile.textContent(), of(ref.byKey, id).spend, `key page ${id}`);
        const tokens = page.getByTestId("metric-tokens").getByTestId("metric-value");
        expect(count(await tokens.getAttribute("title"))).toBe(of(ref.byKey, id).tokens);
        await page.goto(`/ai/keys/${id}?${query}`);
        await expect(page.getByTestId("usage-spend")).toBeVisible({ timeout: 60_000 });
        expectCents(await page.getByTestId("usage-spend").textContent(), of(ref.byKey, id).spend, `key overview ${id}`);
        expect(count(await page.getByTestId("usage-tokens").getAttribute("title"))).toBe(of(ref.byKey, id).tokens);
      }
      expect(ref.total.spend).toBeGreaterThan(0);
    });
  }
});

/** A project's id by the name the per-project CSV gives it ("(no project)": the empty id). */
const projectIdOf = (projectCsv: Record<string, string>[], name: string) =>
  projectCsv.find((r) => r[ai.costs.byProject.project] === name)![ai.costs.byProject.projectId];

/** Shows a column the table hides at first, through its column chooser, as a user would before exporting. */
async function showColumn(page: Page, scope: Locator, label: string) {
  await scope.getByRole("button", { name: common.table.columns }).click();
  const chooser = page.getByRole("dialog", { name: common.table.columnsTitle });
  await chooser.getByLabel(label, { exact: true }).check();
  await page.keyboard.press("Escape");
  await expect(chooser).toBeHidden();
}
