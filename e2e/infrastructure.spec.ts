import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { request } from "undici";
import common from "../messages/en/common.json" with { type: "json" };
import infrastructure from "../messages/en/infrastructure.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import type { LoggedRequest } from "./support/sandbox-control";

/**
 * The infrastructure area end to end against the sandbox portal. Expected data comes from the sandbox's own
 * answers and the labels from the English messages, never from hard-coded copies.
 */

interface PortalProject {
  id: string;
  name: string;
  enabled: boolean;
  client_name: string;
  domain_name: string;
}
interface PortalCredential {
  id: string;
  blob: string;
}

const t = createTranslator({ locale: "en", messages: { infrastructure, common } });
const m = infrastructure;

/** Calls the sandbox portal directly (undici: the portal's GET operations may take a JSON body, which fetch refuses). */
async function portalCall<T>(portalUrl: string, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const response = await request(`${portalUrl}${path}`, {
    method,
    headers: {
      "auth-token": TOKENS.admin,
      region: "eu-central",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.body.text();
  expect(response.statusCode, `${method} ${path}: ${text}`).toBeLessThan(300);
  return (text ? JSON.parse(text) : undefined) as T;
}

const projectsOf = (portalUrl: string) => portalCall<PortalProject[]>(portalUrl, "GET", "/iaas/projects");
const requestsTo = (requests: LoggedRequest[], method: string, path: RegExp) =>
  requests.filter((r) => r.method === method && path.test(r.path.split("?")[0]));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const projectRow = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });

test.describe("infrastructure area", () => {
  test.afterEach(async ({ stack }) => {
    await stack.control.clearFaults();
  });

  test("a created project is in the list after a reload, in its client's domain", async ({ page, login, stack }) => {
    const name = `e2e-project-${Date.now()}`;
    await login(page, TOKENS.admin, "/infrastructure/projects");
    await expect(page.getByRole("heading", { level: 1, name: m.nav.projects })).toBeVisible();
    await page.getByRole("button", { name: m.projects.create.open }).click();
    const dialog = page.getByRole("dialog", { name: m.projects.create.title });
    await dialog.getByLabel(m.projects.create.name).fill(name);
    await dialog.getByLabel(m.projects.create.quotaProfile).selectOption({ index: 1 });
    await dialog.getByLabel(m.projects.create.client).fill("contoso");
    await dialog.getByRole("button", { name: m.projects.create.submit }).click();

    // The new project opens; the portal put it into the client's domain.
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const created = (await projectsOf(stack.portalUrl)).find((p) => p.name === name);
    expect(created?.domain_name).toBe("contoso");
    await expect(page).toHaveURL(new RegExp(`/infrastructure/projects/${created?.id}$`));

    await page.goto("/infrastructure/projects?domain=contoso");
    await page.reload();
    const row = projectRow(page, name);
    await expect(row).toBeVisible();
    await expect(row.getByText(m.projects.state.enabled)).toBeVisible();
  });

  test("an empty name and a missing profile are shown on their fields and nothing reaches the portal", async ({
    page,
    login,
    stack,
  }) => {
    await login(page, TOKENS.admin, "/infrastructure/projects");
    await page.getByRole("button", { name: m.projects.create.open }).click();
    const dialog = page.getByRole("dialog", { name: m.projects.create.title });
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: m.projects.create.submit }).click();

    const nameField = dialog.getByLabel(m.projects.create.name);
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    await expect(nameField).toHaveAccessibleDescription(new RegExp(m.form.required));
    await expect(dialog.getByLabel(m.projects.create.quotaProfile)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toBeVisible();
    expect(requestsTo(await stack.control.requests(mark), "POST", /^\/iaas\/projects$/)).toHaveLength(0);
  });

  test("an unknown client is refused by the portal and shown on the client field", async ({ page, login, stack }) => {
    await login(page, TOKENS.admin, "/infrastructure/projects");
    await page.getByRole("button", { name: m.projects.create.open }).click();
    const dialog = page.getByRole("dialog", { name: m.projects.create.title });
    await dialog.getByLabel(m.projects.create.name).fill(`e2e-orphan-${Date.now()}`);
    await dialog.getByLabel(m.projects.create.quotaProfile).selectOption({ index: 1 });
    await dialog.getByLabel(m.projects.create.client).fill("no-such-client");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: m.projects.create.submit }).click();

    await expect(dialog.getByLabel(m.projects.create.client)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(/no-such-client/)).toBeVisible();
    expect(requestsTo(await stack.control.requests(mark), "POST", /^\/iaas\/projects$/)).toHaveLength(1);
  });

  test("disabling a project asks first and the state survives a reload; enabling turns it back", async ({
    page,
    login,
    stack,
  }) => {
    const target = (await projectsOf(stack.portalUrl)).find((p) => p.enabled && p.name === "research");
    expect(target).toBeDefined();
    const name = target!.name;
    await login(page, TOKENS.admin, "/infrastructure/projects");
    await projectRow(page, name).getByRole("button", { name: m.projects.actions.disable }).click();
    const confirm = page.getByRole("dialog", { name: t("infrastructure.projects.actions.disableTitle", { name }) });
    await confirm.getByRole("button", { name: m.projects.actions.disableConfirm }).click();
    await expect(confirm).toBeHidden();

    await page.reload();
    await expect(projectRow(page, name).getByText(m.projects.state.disabled)).toBeVisible();
    expect((await projectsOf(stack.portalUrl)).find((p) => p.id === target!.id)?.enabled).toBe(false);

    await projectRow(page, name).getByRole("button", { name: m.projects.actions.enable }).click();
    await expect(projectRow(page, name).getByText(m.projects.state.enabled)).toBeVisible();
  });

  test("deleting a project needs its name typed, then it is gone", async ({ page, login, stack }) => {
    const name = `e2e-doomed-${Date.now()}`;
    await portalCall(stack.portalUrl, "POST", "/iaas/projects", { name, quota_profile: "qp-small", client: "globex" });
    await login(page, TOKENS.admin, "/infrastructure/projects");
    await projectRow(page, name)
      .getByRole("button", { name: t("infrastructure.projects.actions.deleteNamed", { name }) })
      .click();
    const confirm = page.getByRole("dialog", { name: t("infrastructure.projects.actions.deleteTitle", { name }) });
    const button = confirm.getByRole("button", { name: m.projects.actions.deleteConfirm });
    await expect(button).toBeDisabled();
    await confirm.getByRole("textbox").fill(name.slice(0, -1));
    await expect(button).toBeDisabled();
    await confirm.getByRole("textbox").fill(name);
    await button.click();
    await expect(confirm).toBeHidden();
    await page.reload();
    await expect(projectRow(page, name)).toHaveCount(0);
    expect((await projectsOf(stack.portalUrl)).some((p) => p.name === name)).toBe(false);
  });

  test("a credential's secret is shown once at creation and never again", async ({ page, login, stack }) => {
    const project = (await projectsOf(stack.portalUrl)).find((p) => p.name === "erp");
    expect(project).toBeDefined();
    await login(page, TOKENS.admin, `/infrastructure/projects/${project!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "erp" })).toBeVisible();
    await page.getByRole("button", { name: m.credentials.create.open }).click();
    const dialog = page.getByRole("dialog", { name: m.credentials.create.title });
    await dialog.getByRole("button", { name: m.credentials.create.generateAccess }).click();
    await dialog.getByRole("button", { name: m.credentials.create.generateSecret }).click();
    await dialog.getByLabel(m.credentials.create.descriptionField).fill("e2e pipeline");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: m.credentials.create.submit }).click();

    const shown = page.getByRole("dialog", { name: m.credentials.create.createdTitle });
    await expect(shown.getByText(m.credentials.create.onceWarning)).toBeVisible();
    const [sent] = requestsTo(
      await stack.control.requests(mark),
      "POST",
      new RegExp(`^/iaas/credentials/${project!.id}$`),
    );
    const body = sent.body as { access_key: string; secret_key: string; roles: string[] };
    expect(body.roles).toEqual(["member"]);
    await expect(shown.getByText(body.secret_key, { exact: true })).toBeVisible();
    await shown.getByRole("button", { name: m.credentials.create.done }).click();
    await expect(shown).toBeHidden();

    await page.reload();
    await expect(page.getByText(body.access_key, { exact: true })).toBeVisible();
    await expect(page.getByText(body.secret_key)).toHaveCount(0);
    const listed = await portalCall<PortalCredential[]>(stack.portalUrl, "GET", `/iaas/credentials/${project!.id}`);
    expect(listed.some((c) => c.blob.includes(body.access_key))).toBe(true);
  });

  test("a project's quota limit is set and read back after a reload", async ({ page, login, stack }) => {
    const project = (await projectsOf(stack.portalUrl)).find((p) => p.name === "web-prod");
    await login(page, TOKENS.admin, `/infrastructure/projects/${project!.id}?tab=quotas`);
    await page.getByRole("button", { name: m.quotas.show }).click();
    const table = page.getByRole("table", { name: m.quotas.tableLabel });
    await expect(table.getByRole("row").filter({ hasText: "cores" })).toBeVisible();

    const limitForm = page.getByRole("form", { name: m.quotas.limitForm });
    await limitForm.getByLabel(m.quotas.quota).fill("cores");
    await limitForm.getByLabel(m.quotas.limit).fill("123");
    await limitForm.getByRole("button", { name: m.quotas.setLimit }).click();
    await expect(table.getByRole("row").filter({ hasText: "cores" })).toContainText("123");

    await page.reload();
    await page.getByRole("button", { name: m.quotas.show }).click();
    await expect(
      page.getByRole("table", { name: m.quotas.tableLabel }).getByRole("row").filter({ hasText: "cores" }),
    ).toContainText("123");
  });

  test("a limit below -1 is refused on its field without a call", async ({ page, login, stack }) => {
    const project = (await projectsOf(stack.portalUrl)).find((p) => p.name === "web-prod");
    await login(page, TOKENS.admin, `/infrastructure/projects/${project!.id}?tab=quotas`);
    const limitForm = page.getByRole("form", { name: m.quotas.limitForm });
    await limitForm.getByLabel(m.quotas.quota).fill("cores");
    await limitForm.getByLabel(m.quotas.limit).fill("-5");
    const mark = await stack.control.mark();
    await limitForm.getByRole("button", { name: m.quotas.setLimit }).click();
    await expect(limitForm.getByLabel(m.quotas.limit)).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(m.quotas.limitMin)),
    );
    expect(requestsTo(await stack.control.requests(mark), "POST", /^\/iaas\/projects\/quotas$/)).toHaveLength(0);
  });

  test("networks show one tab per list and a row's record in a sheet", async ({ page, login, stack }) => {
    const networks = await portalCall<Record<string, { id: string; name?: string }[]>>(
      stack.portalUrl,
      "GET",
      "/iaas/networks",
    );
    await login(page, TOKENS.admin, "/infrastructure/networks");
    await page.getByRole("tab", { name: new RegExp(`^${m.networks.tabs.ports}`) }).click();
    await expect(page).toHaveURL(/tab=ports/);
    const table = page.getByRole("table", { name: m.networks.tabs.ports });
    await expect(page.getByText(t("common.table.rowCount", { count: networks.ports.length }))).toBeVisible();
    const port = networks.ports[0];
    await table
      .getByRole("row")
      .filter({ hasText: port.name ?? port.id })
      .first()
      .click();
    const sheet = page.getByRole("dialog", { name: port.name ?? port.id });
    await expect(sheet.getByText(`"${port.id}"`)).toBeVisible();
  });

  test("a read-only token sees which permission it lacks instead of a create form", async ({ page, login, stack }) => {
    await login(page, TOKENS.reader, "/infrastructure/projects");
    await expect(projectRow(page, "erp")).toBeVisible();
    const create = page.getByRole("button", { name: m.projects.create.open });
    await expect(create).toHaveAttribute("aria-disabled", "true");
    const mark = await stack.control.mark();
    // The button stays focusable and explains itself on focus or hover; it opens nothing.
    await create.focus();
    await expect(page.getByRole("tooltip").getByText(/iaas_projects-post/)).toBeVisible();
    await expect(page.getByRole("dialog", { name: m.projects.create.title })).toHaveCount(0);
    expect(requestsTo(await stack.control.requests(mark), "POST", /^\/iaas\/projects$/)).toHaveLength(0);
  });

  test("availability zones show their state in words", async ({ page, login }) => {
    await login(page, TOKENS.admin, "/infrastructure/availability-zones");
    const row = page.getByRole("row").filter({ hasText: "zone-c" });
    await expect(row.getByText(m.zones.state.unavailable, { exact: true })).toBeVisible();
    await expect(
      page.getByRole("row").filter({ hasText: "zone-a" }).getByText(m.zones.state.available, { exact: true }),
    ).toBeVisible();
  });
});
