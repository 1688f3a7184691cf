import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { request } from "undici";
import ai from "../messages/en/ai.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { portalCall } from "./support/portal-call";
import type { LoggedRequest } from "./support/sandbox-control";

/**
 * The AI area end to end against the sandbox portal. Expectations come from the sandbox's own answers and the
 * English messages, never from hard-coded data.
 */

interface PortalKey {
  id: string;
  name: string;
  is_active: boolean;
  project_id: string;
}
interface PortalProject {
  id: string;
  name: string;
}
interface PortalUser {
  id: string;
  firstName: string;
  lastName: string;
}

/** The English messages with ICU plurals resolved, as the console renders them. */
const t = createTranslator({ locale: "en", messages: { ai, common } });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The active seeded keys of one project (the sandbox seeds several per project). */
async function seededKeys(portalUrl: string, projectName: string) {
  const projects = await portalCall<PortalProject[]>(portalUrl, "GET", "/ai/projects");
  const project = projects.find((p) => p.name === projectName) ?? projects[0];
  const keys = await portalCall<PortalKey[]>(portalUrl, "GET", "/ai/keys");
  return { project, keys: keys.filter((k) => k.project_id === project.id && k.is_active) };
}

/**
 * The console's permission probes (an empty body, or a placeholder id in the path) are not user actions; the
 * console sends them on its own to learn what the token may do.
 */
const isProbe = (r: LoggedRequest) =>
  (r.method !== "GET" && r.body !== null && typeof r.body === "object" && Object.keys(r.body).length === 0) ||
  r.path.includes("__permission_probe__");

/** The portal requests since a mark with this method and path (query string ignored), probes left out. */
const requestsTo = (requests: LoggedRequest[], method: string, path: RegExp) =>
  requests.filter((r) => r.method === method && path.test(r.path.split("?")[0]) && !isProbe(r));

/** Opens a tab of a key's page through its URL (`?tab=`), the way a shared link does. */
async function openKeyTab(page: Page, keyId: string, tab: string, label: string) {
  await page.goto(`/ai/keys/${keyId}?tab=${tab}`);
  await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
}

test.describe("AI area", () => {
  test.afterEach(async ({ stack }) => {
    await stack.control.clearFaults();
  });

  test("create a key and find it in the list", async ({ page, login, stack }) => {
    const name = `e2e-created-${Date.now()}`;
    await login(page, TOKENS.admin, "/ai/keys");
    await expect(page.getByRole("heading", { level: 1, name: ai.keys.title })).toBeVisible();
    const mark = await stack.control.mark();
    await page.getByRole("button", { name: ai.keys.create.open }).click();
    const dialog = page.getByRole("dialog", { name: ai.keys.create.title });
    await dialog.getByLabel(ai.keys.create.name).fill(name);
    await dialog.getByLabel(ai.keys.create.descriptionField).fill("made by the e2e suite");
    await dialog.getByRole("button", { name: ai.keys.create.submit }).click();
    await expect(dialog).toBeHidden();

    const posts = requestsTo(await stack.control.requests(mark), "POST", /^\/ai\/keys$/);
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toMatchObject({
      name,
      description: "made by the e2e suite",
      tier: "standard",
      user_bound: false,
    });

    await page.getByRole("searchbox").fill(name);
    await expect(page).toHaveURL(new RegExp(`q=${escapeRegExp(name)}`));
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  });

  test("a required field left empty shows its error and sends nothing", async ({ page, login, stack }) => {
    await login(page, TOKENS.admin, "/ai/keys");
    await page.getByRole("button", { name: ai.keys.create.open }).click();
    const dialog = page.getByRole("dialog", { name: ai.keys.create.title });
    await dialog.getByLabel(ai.keys.create.descriptionField).fill("no name given");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: ai.keys.create.submit }).click();
    const nameField = dialog.getByLabel(ai.keys.create.name);
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    await expect(nameField).toHaveAccessibleDescription(ai.form.required);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(ai.keys.create.descriptionField)).toHaveValue("no name given");
    expect(requestsTo(await stack.control.requests(mark), "POST", /^\/ai\/keys$/)).toHaveLength(0);
  });

  test("add a budget line, save, remove it, save, and it is gone after a reload", async ({ page, login, stack }) => {
    const { keys } = await seededKeys(stack.portalUrl, "support-bot");
    const key = keys[0];
    const before = (await portalCall<{ budgets: unknown[] }>(stack.portalUrl, "GET", `/ai/keys/${key.id}`)).budgets
      .length;
    await login(page, TOKENS.admin, "/ai/keys");
    await openKeyTab(page, key.id, "limits", ai.keys.detail.limits);
    const editor = page.getByTestId("budgets-editor");
    const lines = editor.getByRole("listitem");
    await expect(lines).toHaveCount(before);

    await editor.getByRole("button", { name: ai.limits.addBudget }).click();
    await expect(lines).toHaveCount(before + 1);
    const added = lines.nth(before);
    await added.getByLabel(ai.limits.maxLimit).fill("1234.5");
    await added.getByLabel(ai.limits.resetEvery).selectOption("7d");
    let mark = await stack.control.mark();
    await editor.getByRole("button", { name: ai.limits.saveBudgets }).click();
    await expect(editor.getByRole("status")).toHaveText(ai.limits.saved);
    const [saved] = requestsTo(await stack.control.requests(mark), "PATCH", new RegExp(`^/ai/keys/${key.id}$`));
    // Only what changed travels: the budgets, not the name or the rate limits.
    expect(Object.keys(saved.body as object)).toEqual(["budgets"]);
    expect((saved.body as { budgets: unknown[] }).budgets).toHaveLength(before + 1);

    await page.reload();
    await expect(lines).toHaveCount(before + 1);
    await expect(lines.nth(before).getByLabel(ai.limits.maxLimit)).toHaveValue("1234.5");

    await editor.getByRole("button", { name: t("ai.limits.removeBudget", { n: before + 1 }) }).click();
    await expect(lines).toHaveCount(before);
    mark = await stack.control.mark();
    await editor.getByRole("button", { name: ai.limits.saveBudgets }).click();
    await expect(editor.getByRole("status")).toHaveText(ai.limits.saved);
    const [removed] = requestsTo(await stack.control.requests(mark), "PATCH", new RegExp(`^/ai/keys/${key.id}$`));
    expect((removed.body as { budgets: unknown[] }).budgets).toHaveLength(before);

    await page.reload();
    await expect(lines).toHaveCount(before);
    await expect(editor.locator('input[value="1234.5"]')).toHaveCount(0);
  });

  test("deactivate a key and activate it again", async ({ page, login, stack }) => {
    const { keys } = await seededKeys(stack.portalUrl, "support-bot");
    const key = keys[1];
    await login(page, TOKENS.admin, `/ai/keys/${key.id}`);
    const state = page.getByTestId("key-state");
    await expect(state).toContainText(ai.keys.state.active);

    const mark = await stack.control.mark();
    await page.getByRole("button", { name: ai.keys.actions.deactivate }).click();
    await expect(state).toContainText(ai.keys.state.inactive);
    await page.getByRole("button", { name: ai.keys.actions.activate }).click();
    await expect(state).toContainText(ai.keys.state.active);
    await expect(page.getByRole("button", { name: ai.keys.actions.deactivate })).toBeVisible();

    const patches = requestsTo(await stack.control.requests(mark), "PATCH", new RegExp(`^/ai/keys/${key.id}$`));
    expect(patches.map((p) => p.body)).toEqual([{ active: false }, { active: true }]);
  });

  test("bulk-deactivate three keys", async ({ page, login, stack }) => {
    const { project, keys } = await seededKeys(stack.portalUrl, "data-platform");
    // Seeded names repeat ("…-ci-tests" twice); rows are found by name, so take keys whose name is unique.
    const unique = keys.filter((k) => keys.filter((other) => other.name === k.name).length === 1);
    expect(unique.length).toBeGreaterThanOrEqual(3);
    const chosen = unique.slice(0, 3);
    await login(page, TOKENS.admin, `/ai/keys?project=${project.id}&active=yes`);
    for (const key of chosen) {
      const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: key.name, exact: true }) });
      await row.getByRole("checkbox").check();
    }
    const bulk = page.getByRole("region", { name: common.table.bulkActions });
    await expect(bulk).toContainText(t("common.table.selected", { count: 3 }));
    const mark = await stack.control.mark();
    await bulk.getByRole("button", { name: t("ai.keys.bulk.deactivate", { count: 3 }) }).click();
    // With the "active" filter on, the three keys leave the list once done, and the selection is cleared.
    for (const key of chosen) await expect(page.getByRole("link", { name: key.name, exact: true })).toHaveCount(0);
    await expect(bulk).toBeHidden();

    const patches = requestsTo(await stack.control.requests(mark), "PATCH", /^\/ai\/keys\/[^/]+$/);
    expect(patches.map((p) => p.path.split("/").pop()).sort()).toEqual(chosen.map((k) => k.id).sort());
    expect(patches.every((p) => JSON.stringify(p.body) === JSON.stringify({ active: false }))).toBe(true);
    const after = await portalCall<PortalKey[]>(stack.portalUrl, "GET", "/ai/keys");
    expect(after.filter((k) => chosen.some((c) => c.id === k.id)).every((k) => !k.is_active)).toBe(true);
  });

  test("delete a key after typing its name", async ({ page, login, stack }) => {
    const name = `e2e-delete-${Date.now()}`;
    const created = await portalCall<{ id: string }>(stack.portalUrl, "POST", "/ai/keys", {
      name,
      description: "to be deleted",
      tier: "basic",
      user_bound: false,
    });
    await login(page, TOKENS.admin, `/ai/keys/${created.id}`);
    await page.getByRole("button", { name: ai.keys.actions.delete }).click();
    const dialog = page.getByRole("dialog", { name: t("ai.keys.actions.deleteTitle", { name }) });
    const confirm = dialog.getByRole("button", { name: ai.keys.actions.deleteConfirm });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole("textbox").fill(name.slice(0, -1));
    await expect(confirm).toBeDisabled();
    await dialog.getByRole("textbox").fill(name);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page).toHaveURL(/\/ai\/keys$/);
    await page.getByRole("searchbox").fill(name);
    await expect(page.getByText(common.table.noMatches)).toBeVisible();
    const response = await request(`${stack.portalUrl}/ai/keys/${created.id}`, {
      headers: { "auth-token": TOKENS.admin, region: "eu-central" },
    });
    await response.body.dump();
    expect(response.statusCode).toBe(404);
  });

  test("create a project, add a member, disable it and enable it again", async ({ page, login, stack }) => {
    const name = `e2e-project-${Date.now()}`;
    const projects = await portalCall<PortalProject[]>(stack.portalUrl, "GET", "/ai/projects");
    const [member] = await portalCall<PortalUser[]>(stack.portalUrl, "GET", `/ai/project/${projects[0].id}/users`);
    const memberName = `${member.firstName} ${member.lastName}`;

    await login(page, TOKENS.admin, "/ai/projects");
    await page.getByRole("button", { name: ai.projects.create.open }).click();
    const dialog = page.getByRole("dialog", { name: ai.projects.create.title });
    await dialog.getByLabel(ai.projects.create.name).fill(name);
    await dialog.getByLabel(ai.projects.create.descriptionField).fill("made by the e2e suite");
    await dialog.getByRole("button", { name: ai.projects.create.submit }).click();
    await expect(page).toHaveURL(/\/ai\/projects\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const projectId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");

    await page.getByRole("tab", { name: ai.projects.detail.members }).click();
    await page.getByRole("button", { name: new RegExp(`^${escapeRegExp(ai.projects.members.pick)}`) }).click();
    await page.getByRole("option", { name: new RegExp(escapeRegExp(memberName)) }).click();
    await page.keyboard.press("Escape");
    const mark = await stack.control.mark();
    await page.getByRole("button", { name: t("ai.projects.members.add", { count: 1 }) }).click();
    await expect(page.getByTestId("project-members")).toContainText(memberName);
    const [added] = requestsTo(
      await stack.control.requests(mark),
      "POST",
      new RegExp(`^/ai/project/${projectId}/users$`),
    );
    expect(added.body).toEqual({ users_ids: [member.id] });

    const state = page.getByTestId("project-state");
    await expect(state).toContainText(ai.projects.state.enabled);
    await page.getByRole("button", { name: ai.projects.actions.disable }).click();
    await expect(state).toContainText(ai.projects.state.disabled);
    await page.getByRole("button", { name: ai.projects.actions.enable }).click();
    await expect(state).toContainText(ai.projects.state.enabled);
    const toggles = requestsTo(
      await stack.control.requests(mark),
      "PATCH",
      new RegExp(`^/ai/project/${projectId}/toggle$`),
    );
    expect(toggles).toHaveLength(2);
  });

  test("a key's cost tab for the last 30 days shows a chart and totals", async ({ page, login, stack }) => {
    const { keys } = await seededKeys(stack.portalUrl, "support-bot");
    const key = keys[2];
    await login(page, TOKENS.admin, "/ai/keys");
    // The tab asks the ledger for the key's period and the one before it (for the change); the BFF may answer the
    // period from the costs it read a moment ago for the keys table, so the period is read off the tab's request.
    const ledgerAsked = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname === "/api/ai/ledger" && url.searchParams.get("key") === key.id;
    });
    await openKeyTab(page, key.id, "cost", ai.keys.detail.cost);
    await expect(page.getByRole("combobox", { name: common.dateRange.preset })).toHaveValue("last30");

    await expect(page.getByRole("figure", { name: `${ai.cost.daily}: ${ai.cost.metrics.price}` })).toBeVisible();
    await expect(page.getByTestId("cost-chart").locator("svg").first()).toBeVisible();

    const asked = new URL((await ledgerAsked).url()).searchParams;
    expect(asked.get("previous")).toBe("1");
    const [start, end] = [asked.get("start")!, asked.get("end")!];
    expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(29);
    const cost = await portalCall<{ price: number; tokens: number; usage: { currency: string } }>(
      stack.portalUrl,
      "GET",
      `/ai/keys/${key.id}/cost`,
      { start, end },
    );
    expect(cost.tokens).toBeGreaterThan(0);
    const money = new Intl.NumberFormat("en-US", { style: "currency", currency: cost.usage.currency }).format(
      cost.price,
    );
    const tokens = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }).format(
      cost.tokens,
    );
    await expect(page.getByTestId("metric-spend")).toContainText(money);
    await expect(page.getByTestId("metric-tokens")).toContainText(tokens);
    await expect(page.getByTestId("metric-tokens")).toContainText(new Intl.NumberFormat("en-US").format(cost.tokens));
    // Each figure once: the tiles below the strip carry neither spend nor tokens again.
    const totals = page.getByTestId("cost-totals");
    await expect(totals).toContainText(ai.cost.perDay);
    await expect(totals).not.toContainText(ai.cost.price);
    await expect(totals).not.toContainText(ai.cost.tokens);
  });
});
