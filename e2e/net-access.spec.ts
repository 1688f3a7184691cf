import type { Locator, Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import access from "../messages/en/access.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import type { PortalMember, PortalProfile } from "./support/portal-records";
import { expectPerformed } from "./support/performed";
import { portalCall } from "./support/portal-call";

/**
 * Access writes that no other suite performs, each through its screen and checked on screen, with the portal's
 * request log confirming the operation named in the title was sent. The portal lists neither assignments nor
 * roles, so what a write changed is shown by the form's outcome and by what the portal accepts or refuses next.
 */

const t = createTranslator({ locale: "en", messages: { access, common } });
const m = access;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field by its label alone: the required marker may follow, longer labels that start alike do not match. */
const exactLabel = (text: string) => new RegExp(`^${escapeRe(text)}\\W*$`);

/** Fills who gets a profile; the profile itself is chosen per mode. */
async function fillEntity(page: Page, values: { reseller: string; client: string }) {
  const form = page.getByRole("form", { name: m.assign.formLabel });
  await form.getByLabel(m.assign.profileType).selectOption("client");
  await form.getByLabel(m.assign.reseller).fill(values.reseller);
  await form.getByLabel(m.assign.client).fill(values.client);
  await form.getByLabel(m.assign.entity).fill(values.client);
  return form;
}

/** The mode lives in the URL, so its radio turns checked once the URL has changed. */
async function chooseMode(form: Locator, label: string) {
  await form.getByLabel(label).click();
  await expect(form.getByLabel(label)).toBeChecked();
}

test.describe("access operations through their screens", () => {
  test("profile.permissions.list, profile.profiles.list: a profile's permissions and profiles tabs", async ({
    page,
    login,
    stack,
  }) => {
    await login(page, TOKENS.admin, "/access/profiles/translator");
    await expect(page.getByRole("heading", { level: 1, name: "translator" })).toBeVisible();
    for (const [tab, id] of [
      [m.detail.tabs.permissions, "profile.permissions.list"],
      [m.detail.tabs.profiles, "profile.profiles.list"],
    ] as const) {
      const mark = await stack.control.mark();
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(
        page.getByRole("tabpanel").getByRole("table").or(page.getByRole("tabpanel").getByText(m.detail.empty)),
      ).toBeVisible();
      await expectPerformed(stack.control, mark, id);
    }
  });

  test("users.iaasRole.add: give a picked user a role on an infrastructure project", async ({ page, login, stack }) => {
    const [aiProject] = await portalCall<{ id: string }[]>(stack.portalUrl, "GET", "/ai/projects");
    const [user] = await portalCall<PortalMember[]>(stack.portalUrl, "GET", `/ai/project/${aiProject.id}/users`);
    const [project] = await portalCall<{ id: string; name: string }[]>(stack.portalUrl, "GET", "/iaas/projects");
    const display = `${user.firstName} ${user.lastName} (${user.username})`;
    await login(page, TOKENS.admin, "/access?tab=users");
    const form = page.getByRole("form", { name: m.users.formLabel });
    await form.getByRole("button", { name: m.users.pick }).click();
    await page.getByRole("combobox", { name: m.users.pick }).fill(user.username);
    await page
      .getByRole("listbox", { name: m.users.pick })
      .getByRole("option", { name: new RegExp(`^${escapeRe(display)}`) })
      .click();
    await expect(form.getByLabel(exactLabel(m.users.id))).toHaveValue(user.id);
    await form.getByLabel(exactLabel(m.users.role)).fill("member");
    await form.getByLabel(exactLabel(m.users.project)).fill(project.id);

    const mark = await stack.control.mark();
    await form.getByRole("button", { name: m.users.addRole }).click();
    await expect(
      page.getByRole("status").filter({ hasText: t("access.users.done.role", { id: user.id }) }),
    ).toBeVisible();
    const [sent] = await expectPerformed(stack.control, mark, "users.iaasRole.add");
    expect(sent.body).toMatchObject({ role: "member", project_id: project.id });
  });

  test("profiles.assignment.replace, profiles.assignment.remove: set a client's profiles, then take one away", async ({
    page,
    login,
    stack,
  }) => {
    const profile = (await portalCall<PortalProfile[]>(stack.portalUrl, "GET", "/profile")).find(
      (p) => p.name === "client-viewer",
    )!;
    const [line] = await portalCall<{ client_id: string }[]>(stack.portalUrl, "GET", "/quota/overview/line");
    const entity = { reseller: profile.reseller, client: line.client_id };
    await login(page, TOKENS.admin, "/access?tab=assign");
    await page.waitForLoadState("networkidle");
    const status = page.getByRole("status").filter({ hasText: line.client_id });

    // Set all profiles: the client's profiles become exactly the one chosen.
    let form = page.getByRole("form", { name: m.assign.formLabel });
    await chooseMode(form, m.assign.modes.replace);
    form = await fillEntity(page, entity);
    await form.getByRole("button", { name: new RegExp(`^${escapeRe(m.assign.profiles)}`) }).click();
    await page.getByRole("option", { name: new RegExp(`^${escapeRe(profile.name)}`) }).click();
    await page.keyboard.press("Escape");
    let mark = await stack.control.mark();
    await form.getByRole("button", { name: m.assign.submit.replace }).click();
    let confirm = page.getByRole("dialog", { name: t("access.assign.confirm.replace", { entity: line.client_id }) });
    await confirm.getByRole("button", { name: m.assign.submit.replace }).click();
    await expect(status).toHaveText(t("access.assign.done.replace", { entity: line.client_id }));
    const [replaced] = await expectPerformed(stack.control, mark, "profiles.assignment.replace");
    expect(replaced.body).toMatchObject({ profile_ids: [profile.id] });

    // Remove that profile: confirmed first, then assigning it again is accepted, as it is no longer there.
    await chooseMode(form, m.assign.modes.remove);
    await form.getByLabel(exactLabel(m.assign.profile)).selectOption(profile.id);
    mark = await stack.control.mark();
    await form.getByRole("button", { name: m.assign.submit.remove }).click();
    confirm = page.getByRole("dialog", { name: t("access.assign.confirm.remove", { entity: line.client_id }) });
    await confirm.getByRole("button", { name: m.assign.submit.remove }).click();
    await expect(status).toHaveText(t("access.assign.done.remove", { entity: line.client_id }));
    const [removed] = await expectPerformed(stack.control, mark, "profiles.assignment.remove");
    expect(removed.body).toMatchObject({ profile_id: profile.id });

    await chooseMode(form, m.assign.modes.add);
    await form.getByLabel(exactLabel(m.assign.profile)).selectOption(profile.id);
    await form.getByRole("button", { name: m.assign.submit.add }).click();
    await expect(status).toHaveText(t("access.assign.done.add", { entity: line.client_id }));
  });
});
