import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import quotas from "../messages/en/quotas.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import type { PortalQuotaLine, PortalQuotaRequest } from "./support/portal-records";
import { expectPerformed } from "./support/performed";
import { portalCall } from "./support/portal-call";

/**
 * Quota writes that no other suite performs, each through its screen and checked on screen, with the portal's
 * request log confirming the operation named in the title was sent.
 */

interface PortalQuotaProfile {
  id: string;
  name: string;
  quotas: Record<string, number>;
}

const t = createTranslator({ locale: "en", messages: quotas });
const m = quotas;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field by its label alone: the required marker may follow, longer labels that start alike do not match. */
const exactLabel = (text: string) => new RegExp(`^${escapeRe(text)}\\W*$`);

const linesOf = (portalUrl: string) => portalCall<PortalQuotaLine[]>(portalUrl, "GET", "/quota/overview/line");
const requestsOf = (portalUrl: string) => portalCall<PortalQuotaRequest[]>(portalUrl, "GET", "/quota/requests");
const lineRow = (page: Page, line: { quota: string; resource: string }) =>
  page.getByRole("row").filter({
    has: page.getByRole("button", { name: t("lines.setLimitOf", { quota: line.quota, resource: line.resource }) }),
  });
/** The row shows `limit` in one of its cells. */
const expectLimit = async (page: Page, line: { quota: string; resource: string }, limit: number) =>
  expect(
    lineRow(page, line)
      .getByRole("cell")
      .filter({ hasText: new RegExp(`^${limit}$`) })
      .first(),
  ).toBeVisible();

/** A small line with room both ways and no pending request, so its limit can move by one. */
async function movableLine(portalUrl: string, skip: PortalQuotaLine[] = []): Promise<PortalQuotaLine> {
  const pending = await requestsOf(portalUrl);
  const line = (await linesOf(portalUrl)).find(
    (l) =>
      ["volumes", "instances", "cores"].includes(l.quota) &&
      l.limit < 100 &&
      l.limit > l.used &&
      l.request_available > 0 &&
      !pending.some((r) => r.resource === l.resource_id && r.quota === l.quota) &&
      !skip.some((s) => s.resource_id === l.resource_id && s.quota === l.quota),
  );
  expect(line, "a quota line with room").toBeDefined();
  return line!;
}

test.describe("quota operations through their screens", () => {
  test("quotas.list: the by-quota map shows every quota name of the lines", async ({ page, login, stack }) => {
    const quotaNames = [...new Set((await linesOf(stack.portalUrl)).map((l) => l.quota))];
    await login(page, TOKENS.admin, "/quotas");
    const mark = await stack.control.mark();
    await page.getByRole("tab", { name: m.tabs.map }).click();
    const map = page.getByRole("list", { name: m.map.label });
    for (const quota of quotaNames)
      await expect(map.getByRole("heading", { level: 3, name: quota, exact: true })).toBeVisible();
    await expectPerformed(stack.control, mark, "quotas.list");
  });

  test("quotas.limits.set: save a resource's limits together", async ({ page, login, stack }) => {
    const line = await movableLine(stack.portalUrl);
    const next = line.limit + 1;
    await login(page, TOKENS.admin, `/quotas?resource=${line.resource_id}`);
    await expectLimit(page, line, line.limit);

    const mark = await stack.control.mark();
    await page.getByRole("button", { name: t("lines.editResource", { resource: line.resource }) }).click();
    const dialog = page.getByRole("dialog", { name: t("limits.title", { resource: line.resource }) });
    await dialog.getByLabel(exactLabel(line.quota)).fill(String(next));
    await dialog.getByRole("button", { name: m.limits.submit }).click();
    await expect(dialog).toBeHidden();

    await expectLimit(page, line, next);
    const [sent] = await expectPerformed(stack.control, mark, "quotas.limits.set");
    expect(JSON.stringify(sent.body)).toContain(String(next));
  });

  test("quotas.increase.request: ask for more and find the request in the requests tab", async ({
    page,
    login,
    stack,
  }) => {
    const line = await movableLine(stack.portalUrl);
    await login(page, TOKENS.admin, `/quotas?resource=${line.resource_id}`);
    const mark = await stack.control.mark();
    await lineRow(page, line)
      .getByRole("button", { name: t("lines.increaseOf", { quota: line.quota, resource: line.resource }) })
      .click();
    const dialog = page.getByRole("dialog", { name: t("increase.title", { count: 1 }) });
    await dialog.getByLabel(exactLabel(m.increase.amount)).fill("1");
    await dialog.getByRole("button", { name: m.increase.submit }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("tab", { name: m.tabs.requests }).click();
    const table = page.getByRole("table", { name: m.requests.tableLabel });
    await expect(
      table.getByRole("button", { name: t("requests.acceptOne", { quota: line.quota, resource: line.resource }) }),
    ).toBeVisible();
    const [sent] = await expectPerformed(stack.control, mark, "quotas.increase.request");
    expect(sent.body).toMatchObject({ increase: 1 });
  });

  test("quotas.requests.accept: accept a request and see the new limit on its line", async ({ page, login, stack }) => {
    const [target] = await requestsOf(stack.portalUrl);
    expect(target, "a pending request").toBeDefined();
    await login(page, TOKENS.admin, "/quotas?tab=requests");
    const table = page.getByRole("table", { name: m.requests.tableLabel });
    const accept = table.getByRole("button", {
      name: t("requests.acceptOne", { quota: target.quota, resource: target.resource_name }),
    });

    const mark = await stack.control.mark();
    await accept.click();
    const dialog = page.getByRole("dialog", { name: t("requests.acceptTitle", { count: 1 }) });
    await dialog.getByRole("button", { name: m.requests.accept, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(accept).toHaveCount(0);
    await expectPerformed(stack.control, mark, "quotas.requests.accept");

    await page.goto(`/quotas?resource=${target.resource}`);
    await expectLimit(page, { quota: target.quota, resource: target.resource_name }, target.limit);
  });

  test("quotas.profiles.list, quotas.profile.show: apply a quota profile to a resource and see its limits on the lines", async ({
    page,
    login,
    stack,
  }) => {
    const { profiles } = await portalCall<{ profiles: PortalQuotaProfile[] }>(stack.portalUrl, "GET", "/profile/quota");
    const lines = await linesOf(stack.portalUrl);
    // A profile that lowers some line of a resource without going under what is used there.
    let choice: { profile: PortalQuotaProfile; line: PortalQuotaLine } | undefined;
    for (const profile of profiles) {
      for (const resourceId of new Set(lines.map((l) => l.resource_id))) {
        const touched = lines.filter((l) => l.resource_id === resourceId && l.quota in profile.quotas);
        const fits =
          touched.length > 0 &&
          touched.every((l) => profile.quotas[l.quota] >= l.used && profile.quotas[l.quota] <= l.limit);
        const changed = touched.find((l) => profile.quotas[l.quota] !== l.limit);
        if (fits && changed) choice ??= { profile, line: changed };
      }
    }
    expect(choice, "a profile that changes a resource's limits").toBeDefined();
    const { profile, line } = choice!;
    const opened = await stack.control.mark();
    await login(page, TOKENS.admin, "/quotas?tab=profiles");
    await expect(
      page.getByRole("table", { name: m.profiles.tableLabel }).getByText(profile.name, { exact: true }),
    ).toBeVisible();
    await expectPerformed(stack.control, opened, "quotas.profiles.list");

    const mark = await stack.control.mark();
    await page.getByRole("button", { name: t("profiles.applyNamed", { name: profile.name }) }).click();
    const dialog = page.getByRole("dialog", { name: t("profiles.apply.title", { name: profile.name }) });
    await dialog.getByLabel(exactLabel(m.profiles.apply.resource)).fill(line.resource_id);
    await dialog.getByRole("button", { name: m.profiles.apply.submit }).click();
    await expect(dialog).toBeHidden();
    await expectPerformed(stack.control, mark, "quotas.profile.show");

    await page.goto(`/quotas?resource=${line.resource_id}`);
    await expectLimit(page, line, profile.quotas[line.quota]);
  });
});
