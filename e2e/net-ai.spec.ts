import { createTranslator } from "next-intl";
import ai from "../messages/en/ai.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { expectPerformed } from "./support/performed";
import { portalCall } from "./support/portal-call";

/**
 * The AI writes that no other suite performs, each through its screen and checked on screen, with the portal's
 * request log confirming the operation named in the title was sent.
 */

interface PortalProject {
  id: string;
  name: string;
}
interface PortalKey {
  id: string;
  name: string;
  project_id: string;
  is_active: boolean;
}
interface PortalUser {
  id: string;
  firstName: string;
  lastName: string;
}

const t = createTranslator({ locale: "en", messages: { ai, common } });

/** A fresh project made directly at the portal, so each test owns what it changes. */
async function freshProject(portalUrl: string, prefix: string): Promise<PortalProject> {
  const name = `${prefix}-${Date.now()}`;
  const [project] = await portalCall<PortalProject[]>(portalUrl, "POST", "/ai/projects", {
    name,
    description: "made by the e2e suite",
    tier: "basic",
  });
  return project;
}

test.describe("AI writes through their screens", () => {
  test("ai.key.assign: assign a key to another project from its page", async ({ page, login, stack }) => {
    const projects = await portalCall<PortalProject[]>(stack.portalUrl, "GET", "/ai/projects");
    const keys = await portalCall<PortalKey[]>(stack.portalUrl, "GET", "/ai/keys");
    const key = keys.find((k) => k.is_active && k.project_id === projects[0].id)!;
    const target = projects[1];
    await login(page, TOKENS.admin, `/ai/keys/${key.id}`);
    await expect(page.getByRole("link", { name: projects[0].name, exact: true })).toBeVisible();

    const mark = await stack.control.mark();
    await page.getByRole("button", { name: ai.keys.actions.assign }).click();
    const dialog = page.getByRole("dialog", { name: ai.keys.assign.title });
    await dialog.getByRole("button", { name: new RegExp(`^${ai.keys.assign.project}`) }).click();
    await page.getByRole("option", { name: target.name, exact: true }).click();
    await dialog.getByRole("button", { name: ai.form.save }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("link", { name: target.name, exact: true })).toHaveAttribute(
      "href",
      `/ai/projects/${target.id}`,
    );
    const [sent] = await expectPerformed(stack.control, mark, "ai.key.assign");
    expect(sent.body).toEqual({ project_id: target.id });
  });

  test("ai.project.update: rename a project from its page", async ({ page, login, stack }) => {
    const project = await freshProject(stack.portalUrl, "e2e-rename");
    const renamed = `${project.name}-renamed`;
    await login(page, TOKENS.admin, `/ai/projects/${project.id}`);
    await expect(page.getByRole("heading", { level: 1, name: project.name })).toBeVisible();

    const mark = await stack.control.mark();
    await page.getByRole("button", { name: ai.projects.actions.edit }).click();
    const dialog = page.getByRole("dialog", { name: ai.projects.actions.editTitle });
    await dialog.getByLabel(ai.form.name).fill(renamed);
    await dialog.getByRole("button", { name: ai.form.save }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    const [sent] = await expectPerformed(stack.control, mark, "ai.project.update");
    expect(sent.body).toEqual({ name: renamed });
  });

  test("ai.project.delete: delete a project after typing its name", async ({ page, login, stack }) => {
    const project = await freshProject(stack.portalUrl, "e2e-drop");
    await login(page, TOKENS.admin, `/ai/projects/${project.id}`);
    await expect(page.getByRole("heading", { level: 1, name: project.name })).toBeVisible();

    const mark = await stack.control.mark();
    await page.getByRole("button", { name: ai.projects.actions.delete }).click();
    const dialog = page.getByRole("dialog", { name: t("ai.projects.actions.deleteTitle", { name: project.name }) });
    const confirm = dialog.getByRole("button", { name: ai.projects.actions.deleteConfirm });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole("textbox").fill(project.name);
    await confirm.click();

    await expect(page).toHaveURL(/\/ai\/projects$/);
    await expect(page.getByRole("heading", { level: 1, name: ai.projects.title })).toBeVisible();
    await expect(page.getByRole("link", { name: project.name, exact: true })).toHaveCount(0);
    await expectPerformed(stack.control, mark, "ai.project.delete");
  });

  test("ai.projectUsers.remove: remove a member from a project", async ({ page, login, stack }) => {
    const projects = await portalCall<PortalProject[]>(stack.portalUrl, "GET", "/ai/projects");
    const [member] = await portalCall<PortalUser[]>(stack.portalUrl, "GET", `/ai/project/${projects[0].id}/users`);
    const name = `${member.firstName} ${member.lastName}`;
    const project = await freshProject(stack.portalUrl, "e2e-members");
    await portalCall(stack.portalUrl, "POST", `/ai/project/${project.id}/users`, { users_ids: [member.id] });
    await login(page, TOKENS.admin, `/ai/projects/${project.id}?tab=members`);
    const members = page.getByTestId("project-members");
    await expect(members).toContainText(name);

    const mark = await stack.control.mark();
    await page.getByRole("button", { name: t("ai.projects.members.removeLabel", { name }) }).click();
    await expect(page.getByText(ai.projects.members.empty)).toBeVisible();
    await expect(members).toHaveCount(0);
    const [sent] = await expectPerformed(stack.control, mark, "ai.projectUsers.remove");
    expect(sent.body).toEqual({ users_ids: [member.id] });
  });
});
