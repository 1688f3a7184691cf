import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { request } from "undici";
import quotas from "../messages/en/quotas.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import type { PortalQuotaLine, PortalQuotaRequest } from "./support/portal-records";
import type { LoggedRequest } from "./support/sandbox-control";

/** The quotas area against the sandbox portal; expected values come from the portal's own answers. */

const t = createTranslator({ locale: "en", messages: quotas });
const m = quotas;

async function portalGet<T>(portalUrl: string, path: string): Promise<T> {
  const response = await request(`${portalUrl}${path}`, {
    method: "GET",
    headers: { "auth-token": TOKENS.admin, region: "eu-central" },
  });
  const text = await response.body.text();
  expect(response.statusCode, `GET ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}
const linesOf = (portalUrl: string) => portalGet<PortalQuotaLine[]>(portalUrl, "/quota/overview/line");
const requestsTo = (requests: LoggedRequest[], method: string, path: RegExp) =>
  requests.filter((r) => r.method === method && path.test(r.path.split("?")[0]));

/** A small line with room both ways, so its limit can move by one. */
async function movableLine(portalUrl: string): Promise<PortalQuotaLine> {
  const line = (await linesOf(portalUrl)).find(
    (l) => ["volumes", "instances"].includes(l.quota) && l.limit < 100 && l.limit > l.used && l.request_available > 0,
  );
  expect(line, "a quota line with room").toBeDefined();
  return line!;
}
const lineRow = (page: Page, line: PortalQuotaLine) =>
  page.getByRole("row").filter({
    has: page.getByRole("button", { name: t("lines.setLimitOf", { quota: line.quota, resource: line.resource }) }),
  });

/** A field by its label alone: the required marker may follow, longer labels that start alike do not match. */
const exactLabel = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\W*$`);

test.describe("quotas area", () => {
  test("a line's new limit is saved and shown after a reload", async ({ page, login, stack }) => {
    const line = await movableLine(stack.portalUrl);
    const next = line.limit + 1;
    await login(page, TOKENS.admin, `/quotas?resource=${line.resource_id}`);
    await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
    await lineRow(page, line)
      .getByRole("button", { name: t("lines.setLimitOf", { quota: line.quota, resource: line.resource }) })
      .click();
    const dialog = page.getByRole("dialog", { name: t("limit.title", { quota: line.quota }) });
    await dialog.getByLabel(exactLabel(m.limit.limit)).fill(String(next));
    await dialog.getByRole("button", { name: m.limit.submit }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(
      lineRow(page, line)
        .getByRole("cell")
        .filter({ hasText: new RegExp(`^${next}$`) })
        .first(),
    ).toBeVisible();
    const saved = (await linesOf(stack.portalUrl)).find(
      (l) => l.resource_id === line.resource_id && l.quota === line.quota,
    );
    expect(saved?.limit).toBe(next);
  });

  test("a negative limit is refused on its field and nothing reaches the portal", async ({ page, login, stack }) => {
    const line = await movableLine(stack.portalUrl);
    await login(page, TOKENS.admin, `/quotas?resource=${line.resource_id}`);
    await lineRow(page, line)
      .getByRole("button", { name: t("lines.setLimitOf", { quota: line.quota, resource: line.resource }) })
      .click();
    const dialog = page.getByRole("dialog", { name: t("limit.title", { quota: line.quota }) });
    const field = dialog.getByLabel(exactLabel(m.limit.limit));
    await field.fill("-5");
    await page.waitForLoadState("networkidle");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: m.limit.submit }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(m.form.notNegative));
    await expect(dialog).toBeVisible();
    expect(requestsTo(await stack.control.requests(mark), "POST", /^\/quota$/)).toHaveLength(0);
  });

  test("a request is rejected with a reason, which the requester's notification quotes", async ({
    page,
    login,
    stack,
  }) => {
    const [target] = await portalGet<PortalQuotaRequest[]>(stack.portalUrl, "/quota/requests");
    expect(target).toBeDefined();
    const reason = "No budget for more volumes before March";
    await login(page, TOKENS.admin, "/quotas?tab=requests");
    const table = page.getByRole("table", { name: m.requests.tableLabel });
    const reject = table.getByRole("button", {
      name: t("requests.rejectOne", { quota: target.quota, resource: target.resource_name }),
    });
    await reject.click();
    const dialog = page.getByRole("dialog", { name: t("requests.rejectTitle", { count: 1 }) });
    const field = dialog.getByLabel(exactLabel(m.requests.reason));
    await page.waitForLoadState("networkidle");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: m.requests.reject }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(m.requests.reasonRequired));
    expect(requestsTo(await stack.control.requests(mark), "PATCH", /^\/quota\/requests\/reject$/)).toHaveLength(0);

    await field.fill(reason);
    await dialog.getByRole("button", { name: m.requests.reject }).click();
    await expect(dialog).toBeHidden();
    const [sent] = requestsTo(await stack.control.requests(mark), "PATCH", /^\/quota\/requests\/reject$/);
    expect(sent.body).toEqual({ quotas: [{ id: target.id, reason }] });

    await page.reload();
    await expect(page.getByRole("table", { name: m.requests.tableLabel })).toBeVisible();
    await expect(reject).toHaveCount(0);
    const left = await portalGet<PortalQuotaRequest[]>(stack.portalUrl, "/quota/requests");
    expect(left.some((r) => r.id === target.id)).toBe(false);
    await page.getByTestId("notifications-bell").click();
    await expect(page.getByTestId("notifications-panel")).toContainText(`rejected: ${reason}`);
  });

  test("asking for more than is available is refused on the field without a call", async ({ page, login, stack }) => {
    const line = await movableLine(stack.portalUrl);
    await login(page, TOKENS.admin, `/quotas?resource=${line.resource_id}`);
    await lineRow(page, line)
      .getByRole("button", { name: t("lines.increaseOf", { quota: line.quota, resource: line.resource }) })
      .click();
    const dialog = page.getByRole("dialog", { name: t("increase.title", { count: 1 }) });
    const field = dialog.getByLabel(exactLabel(m.increase.amount));
    await field.fill(String(line.request_available + 1));
    await page.waitForLoadState("networkidle");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: m.increase.submit }).click();
    await expect(field).toHaveAccessibleDescription(
      new RegExp(t("increase.moreThanAvailable", { available: line.request_available })),
    );
    expect(requestsTo(await stack.control.requests(mark), "POST", /^\/quota\/increase$/)).toHaveLength(0);
  });

  test("the quota tree shows the reseller and its clients", async ({ page, login, stack }) => {
    const lines = await linesOf(stack.portalUrl);
    await login(page, TOKENS.admin, "/quotas?tab=tree");
    const tree = page.getByRole("tree", { name: m.tree.title });
    await expect(tree.getByRole("treeitem").first()).toBeVisible();
    const clientName = (await portalGet<{ children: { name: string }[] }>(stack.portalUrl, "/quota/tree")).children[0]
      .name;
    await expect(tree.getByRole("treeitem", { name: new RegExp(clientName) }).first()).toBeVisible();
    expect(lines.length).toBeGreaterThan(0);
  });
});
