import { createTranslator } from "next-intl";
import { request } from "undici";
import access from "../messages/en/access.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import type { PortalMember, PortalProfile } from "./support/portal-records";
import type { LoggedRequest } from "./support/sandbox-control";
import type { Page } from "@playwright/test";

/**
 * The access area against the sandbox portal. No operation lists assignments, so "after a reload" is checked
 * through the portal itself: the same assignment sent again is refused as already there.
 */

const t = createTranslator({ locale: "en", messages: access });
const m = access;

async function portalGet<T>(portalUrl: string, path: string): Promise<T> {
  const response = await request(`${portalUrl}${path}`, {
    method: "GET",
    headers: { "auth-token": TOKENS.admin, region: "eu-central" },
  });
  const text = await response.body.text();
  expect(response.statusCode, `GET ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}
const requestsTo = (requests: LoggedRequest[], method: string, path: RegExp) =>
  requests.filter((r) => r.method === method && path.test(r.path.split("?")[0]));

async function fillAssignment(page: Page, values: { reseller: string; client: string; profile: PortalProfile }) {
  const form = page.getByRole("form", { name: m.assign.formLabel });
  await form.getByLabel(m.assign.profileType).selectOption("client");
  await form.getByLabel(m.assign.reseller).fill(values.reseller);
  await form.getByLabel(m.assign.client).fill(values.client);
  await form.getByLabel(m.assign.entity).fill(values.client);
  await form.getByLabel(exactLabel(m.assign.profile)).selectOption(values.profile.id);
  return form;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field by its label alone: the required marker may follow, longer labels that start alike do not match. */
const exactLabel = (text: string) => new RegExp(`^${escapeRe(text)}\\W*$`);

test.describe("access area", () => {
  // The portal's 409 names its field, but the BFF passes on only its message: the form itself places the one
  // conflict an assignment has (the profile is there already) under the profile field.
  test("an assigned profile stays assigned after a reload", async ({ page, login, stack }) => {
    const profile = (await portalGet<PortalProfile[]>(stack.portalUrl, "/profile")).find(
      (p) => p.name === "client-viewer",
    );
    const [line] = await portalGet<{ client_id: string }[]>(stack.portalUrl, "/quota/overview/line");
    expect(profile).toBeDefined();
    await login(page, TOKENS.admin, "/access?tab=assign");
    const values = { reseller: profile!.reseller, client: line.client_id, profile: profile! };
    let form = await fillAssignment(page, values);
    await page.waitForLoadState("networkidle");
    const mark = await stack.control.mark();
    await form.getByRole("button", { name: m.assign.submit.add }).click();
    await expect(
      page.getByRole("status").filter({ hasText: t("assign.done.add", { entity: line.client_id }) }),
    ).toBeVisible();
    const [sent] = requestsTo(await stack.control.requests(mark), "POST", /^\/profile\/assign$/);
    expect(sent.body).toEqual({
      profile_type: "client",
      reseller_name: profile!.reseller,
      client_id: line.client_id,
      entity: line.client_id,
      profile_id: profile!.id,
    });

    await page.reload();
    form = await fillAssignment(page, values);
    await form.getByRole("button", { name: m.assign.submit.add }).click();
    await expect(form.getByLabel(exactLabel(m.assign.profile))).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(/already assigned/)).toBeVisible();
  });

  test("empty required fields are shown on their fields and nothing reaches the portal", async ({
    page,
    login,
    stack,
  }) => {
    await login(page, TOKENS.admin, "/access?tab=assign");
    const form = page.getByRole("form", { name: m.assign.formLabel });
    await page.waitForLoadState("networkidle");
    const mark = await stack.control.mark();
    await form.getByRole("button", { name: m.assign.submit.add }).click();
    await expect(form.getByLabel(m.assign.entity)).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel(m.assign.entity)).toHaveAccessibleDescription(new RegExp(m.form.required));
    await expect(form.getByLabel(m.assign.profileType)).toHaveAttribute("aria-invalid", "true");
    expect(requestsTo(await stack.control.requests(mark), "POST", /^\/profile\/assign$/)).toHaveLength(0);
  });

  test("profiles filter by type in the URL and a profile shows what it grants", async ({ page, login, stack }) => {
    const users = await portalGet<PortalProfile[]>(stack.portalUrl, "/profile");
    await login(page, TOKENS.admin, "/access?type=user");
    const table = page.getByRole("table", { name: m.profiles.tableLabel });
    for (const p of users.filter((x) => x.type === "user"))
      await expect(table.getByRole("link", { name: p.name, exact: true })).toBeVisible();
    await expect(table.getByRole("link", { name: "reseller-admin", exact: true })).toHaveCount(0);

    await table.getByRole("link", { name: "translator", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "translator" })).toBeVisible();
    const dashboards = page.getByRole("table", { name: m.detail.tabs.dashboards });
    await expect(
      dashboards.getByRole("row").filter({ hasText: "translations" }).getByText(m.detail.enabled, { exact: true }),
    ).toBeVisible();
    await expect(
      dashboards.getByRole("row").filter({ hasText: "backups" }).getByText(m.detail.disabled, { exact: true }),
    ).toBeVisible();
  });

  test("users.disable, users.enable: a user picked from the AI projects' members is disabled only after a confirmation naming it", async ({
    page,
    login,
    stack,
  }) => {
    const [project] = await portalGet<{ id: string }[]>(stack.portalUrl, "/ai/projects");
    const members = await portalGet<PortalMember[]>(stack.portalUrl, `/ai/project/${project.id}/users`);
    const user = members.find((u) => u.enabled === "true")!;
    expect(user, "an enabled member").toBeDefined();
    const display = `${user.firstName} ${user.lastName} (${user.username})`;
    const enabledNow = async () =>
      (await portalGet<PortalMember[]>(stack.portalUrl, `/ai/project/${project.id}/users`)).find(
        (u) => u.id === user.id,
      )?.enabled;
    await login(page, TOKENS.admin, "/access?tab=users");
    const form = page.getByRole("form", { name: m.users.formLabel });

    await form.getByRole("button", { name: m.users.pick }).click();
    await page.getByRole("combobox", { name: m.users.pick }).fill(user.username);
    await page
      .getByRole("listbox", { name: m.users.pick })
      .getByRole("option", { name: new RegExp(`^${escapeRe(display)}`) })
      .click();
    await expect(form.getByLabel(exactLabel(m.users.reseller))).toHaveValue(user.reseller);
    await expect(form.getByLabel(exactLabel(m.users.client))).toHaveValue(user.client_id);
    await expect(form.getByLabel(exactLabel(m.users.id))).toHaveValue(user.id);
    const note = form.getByTestId("known-user");
    await expect(note).toContainText(`${display} · ${m.users.state.enabled}`);

    await page.waitForLoadState("networkidle");
    const mark = await stack.control.mark();
    await form.getByRole("button", { name: m.users.disable }).click();
    const confirm = page.getByRole("dialog", { name: t("users.confirmDisable.title", { user: display }) });
    await expect(confirm).toContainText(
      t("users.confirmDisable.description", { user: display, client: user.client_id }),
    );
    await confirm.getByRole("button", { name: common.actions.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(note).toContainText(m.users.state.enabled);
    expect(requestsTo(await stack.control.requests(mark), "PATCH", /\/disable$/)).toHaveLength(0);
    expect(await enabledNow()).toBe("true");

    await form.getByRole("button", { name: m.users.disable }).click();
    await confirm.getByRole("button", { name: m.users.disable }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: t("users.done.disable", { id: user.id }) })).toBeVisible();
    await expect(note).toContainText(`${display} · ${m.users.state.disabled}`);
    expect(await enabledNow()).toBe("false");

    // Typed by hand, the same user is enabled again in one click.
    await page.reload();
    await form.getByLabel(exactLabel(m.users.reseller)).fill(user.reseller);
    await form.getByLabel(exactLabel(m.users.client)).fill(user.client_id);
    await form.getByLabel(exactLabel(m.users.id)).fill(user.id);
    await expect(note).toContainText(m.users.state.disabled);
    await form.getByRole("button", { name: m.users.enable }).click();
    await expect(page.getByRole("status").filter({ hasText: t("users.done.enable", { id: user.id }) })).toBeVisible();
    await expect(note).toContainText(m.users.state.enabled);
    expect(await enabledNow()).toBe("true");
  });

  test("the profile tree expands to the profiles below a root", async ({ page, login }) => {
    await login(page, TOKENS.admin, "/access?tab=tree");
    const tree = page.getByRole("tree", { name: m.tree.title });
    await expect(tree.getByRole("treeitem", { name: /reseller-admin/ })).toBeVisible();
    await expect(tree.getByRole("treeitem", { name: /client-admin/ })).toBeVisible();
  });
});
