import type { Locator } from "@playwright/test";
import { createTranslator } from "next-intl";
import { request } from "undici";
import common from "../messages/en/common.json" with { type: "json" };
import storage from "../messages/en/storage.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import type { LoggedRequest } from "./support/sandbox-control";

/**
 * The storage area end to end against the sandbox portal. Expected data comes from the sandbox's own answers and
 * the labels from the English messages.
 */

interface PortalProject {
  id: string;
  name: string;
}
interface PortalSharedBucket {
  bucket: string;
  project_id: string;
  objstore_url: string;
}
interface PortalAccess {
  access_key: string;
  secret_key: string;
}

const t = createTranslator({ locale: "en", messages: { storage, common } });
const m = storage;

async function portalCall<T>(
  portalUrl: string,
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
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
  return { status: response.statusCode, body: (text ? JSON.parse(text) : undefined) as T };
}

async function projectNamed(portalUrl: string, name: string): Promise<PortalProject> {
  const { body } = await portalCall<PortalProject[]>(portalUrl, "GET", "/iaas/projects");
  const project = body.find((p) => p.name === name);
  expect(project, `project ${name}`).toBeDefined();
  return project!;
}

async function endpointOf(portalUrl: string): Promise<string> {
  const { body } = await portalCall<PortalSharedBucket[]>(portalUrl, "GET", "/objstore/shared_bucket");
  const endpoint = body.find((b) => b.objstore_url)?.objstore_url;
  expect(endpoint).toBeTruthy();
  return endpoint!;
}

/** The share form's bucket input: the list button beside it also names buckets. */
const bucketField = (scope: Locator) => scope.getByLabel(new RegExp(`^${m.form.bucket}\\W*$`));
const requestsTo = (requests: LoggedRequest[], method: string, path: RegExp) =>
  requests.filter((r) => r.method === method && path.test(r.path.split("?")[0]));

test.describe("storage area", () => {
  test.afterEach(async ({ stack }) => {
    await stack.control.clearFaults();
  });

  test("a shared bucket is in the list after a reload, and unsharing needs its name", async ({
    page,
    login,
    stack,
  }) => {
    const project = await projectNamed(stack.portalUrl, "erp");
    const endpoint = await endpointOf(stack.portalUrl);
    const bucket = "erp-logs";
    await login(page, TOKENS.admin, "/storage?tab=buckets");
    await page.getByRole("button", { name: m.buckets.share.open, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: m.buckets.share.title });
    await bucketField(dialog).fill(bucket);
    await dialog.getByLabel(m.form.project).fill(project.id);
    await dialog.getByLabel(m.form.endpoint).fill(endpoint);
    await dialog.getByRole("button", { name: m.buckets.share.submit }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    const table = page.getByRole("table", { name: m.buckets.tableLabel });
    const row = table.getByRole("row").filter({ hasText: bucket });
    await expect(row).toBeVisible();
    await expect(row).toContainText(project.name);

    await row.getByRole("button", { name: t("storage.buckets.unshareNamed", { bucket }) }).click();
    const confirm = page.getByRole("dialog", { name: t("storage.buckets.unshareTitle", { bucket }) });
    await expect(confirm.getByRole("button", { name: m.buckets.unshareConfirm })).toBeDisabled();
    // The dismiss button cannot be mistaken for the action (in French both began with "Annuler").
    await expect(confirm.getByRole("button", { name: m.buckets.keepShared })).toBeVisible();
    await confirm.getByRole("textbox").fill(bucket);
    await confirm.getByRole("button", { name: m.buckets.unshareConfirm }).click();
    await expect(confirm).toBeHidden();
    await page.reload();
    await expect(
      page.getByRole("table", { name: m.buckets.tableLabel }).getByRole("row").filter({ hasText: bucket }),
    ).toHaveCount(0);
  });

  test("a bucket unshared earlier is picked from the known buckets, with its project and endpoint", async ({
    page,
    login,
    stack,
  }) => {
    const { body: shared } = await portalCall<PortalSharedBucket[]>(stack.portalUrl, "GET", "/objstore/shared_bucket");
    const [gone, staying] = shared;
    expect(gone && staying, "the seed shares two buckets").toBeTruthy();
    await login(page, TOKENS.admin, "/storage?tab=buckets");
    const table = page.getByRole("table", { name: m.buckets.tableLabel });
    await expect(table.getByRole("row").filter({ hasText: gone.bucket })).toBeVisible();
    await portalCall(stack.portalUrl, "DELETE", "/objstore/shared_bucket", { bucket: gone.bucket });
    await page.reload();
    await expect(table.getByRole("row").filter({ hasText: gone.bucket })).toHaveCount(0);

    await page.getByRole("button", { name: m.buckets.share.open, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: m.buckets.share.title });
    await dialog.getByRole("button", { name: m.buckets.share.pick }).click();
    const list = page.getByRole("listbox", { name: m.buckets.share.pick });
    await expect(
      list.getByRole("option", { name: new RegExp(`^${staying.bucket}.*${m.buckets.share.alreadyShared}`) }),
    ).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("combobox", { name: m.buckets.share.pick }).fill(gone.bucket.slice(0, 4));
    await list.getByRole("option", { name: new RegExp(`^${gone.bucket}`) }).click();
    await expect(list).toBeHidden();
    await expect(bucketField(dialog)).toHaveValue(gone.bucket);
    await expect(dialog.getByLabel(m.form.project)).toHaveValue(gone.project_id);
    await expect(dialog.getByLabel(m.form.endpoint)).toHaveValue(gone.objstore_url);
    await dialog.getByRole("button", { name: m.buckets.share.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole("row").filter({ hasText: gone.bucket })).toBeVisible();
  });

  test("a shared URL with missing fields and a bad address is refused on its fields without a call", async ({
    page,
    login,
    stack,
  }) => {
    await login(page, TOKENS.admin, "/storage?tab=urls");
    await page.getByRole("button", { name: m.urls.create.open }).click();
    const dialog = page.getByRole("dialog", { name: m.urls.create.title });
    await dialog.getByLabel(m.form.objectKey).fill("reports/q1.csv");
    await dialog.getByLabel(m.urls.create.url).fill("ftp://example.com/q1.csv");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: m.urls.create.submit }).click();

    await expect(dialog.getByLabel(m.form.bucket)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel(m.form.bucket)).toHaveAccessibleDescription(new RegExp(m.form.required));
    await expect(dialog.getByLabel(m.urls.create.url)).toHaveAccessibleDescription(new RegExp(m.form.httpUrl));
    await expect(dialog.getByLabel(m.form.objectKey)).toHaveValue("reports/q1.csv");
    expect(requestsTo(await stack.control.requests(mark), "POST", /^\/objstore\/shared_url$/)).toHaveLength(0);
  });

  test("a shared URL is created, looked up, and still shown after a reload", async ({ page, login, stack }) => {
    const key = `e2e/${Date.now()}.txt`;
    const url = `https://downloads.example.com/${key}`;
    await login(page, TOKENS.admin, "/storage?tab=urls");
    await page.getByRole("button", { name: m.urls.create.open }).click();
    const dialog = page.getByRole("dialog", { name: m.urls.create.title });
    await dialog.getByLabel(m.form.bucket).fill("research-assets");
    await dialog.getByLabel(m.form.objectKey).fill(key);
    await dialog.getByLabel(m.urls.create.url).fill(url);
    await dialog.getByLabel(m.urls.create.amount).fill("2");
    await dialog.getByLabel(m.urls.create.unit).selectOption("hours");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: m.urls.create.submit }).click();
    await expect(dialog).toBeHidden();
    const [sent] = requestsTo(await stack.control.requests(mark), "POST", /^\/objstore\/shared_url$/);
    expect(sent.body).toMatchObject({ bucket: "research-assets", key, url, expire: "7200" });

    const card = page.getByTestId("shared-url");
    await expect(card.getByText(url)).toBeVisible();
    await expect(card.getByText(m.urls.expiry.soon)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("shared-url").getByText(url)).toBeVisible();
    await expect(page.getByRole("button", { name: m.urls.copyLink })).toBeVisible();
  });

  test("access keys: the secret is masked until revealed, a replaced pair shows after a reload", async ({
    page,
    login,
    stack,
  }) => {
    const project = await projectNamed(stack.portalUrl, "web-staging");
    const before = await portalCall<PortalAccess>(stack.portalUrl, "GET", `/objaccess`, { resource_id: project.id });
    expect(before.status).toBe(200);
    await login(page, TOKENS.admin, "/storage");
    await page.getByLabel(m.access.resourceId).fill(project.id);
    await page.getByRole("button", { name: m.access.show }).click();
    await expect(page).toHaveURL(new RegExp(`resource=${project.id}`));
    await expect(page.getByTestId("access-key")).toHaveText(before.body.access_key);
    await expect(page.getByText(before.body.secret_key)).toHaveCount(0);
    await page.getByRole("button", { name: common.actions.reveal }).click();
    await expect(page.getByText(before.body.secret_key)).toBeVisible();

    await page.getByRole("button", { name: m.access.replace }).click();
    const dialog = page.getByRole("dialog", { name: m.access.update.title });
    await dialog.getByLabel(m.access.update.accessKey).fill("E2EACCESSKEY0001");
    await dialog.getByRole("button", { name: m.access.update.generateSecret }).click();
    await dialog.getByRole("button", { name: m.access.update.submit }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByTestId("access-key")).toHaveText("E2EACCESSKEY0001");
    await expect(page.getByRole("button", { name: project.name, exact: true })).toBeVisible();
    const after = await portalCall<PortalAccess>(stack.portalUrl, "GET", `/objaccess`, { resource_id: project.id });
    expect(after.body.access_key).toBe("E2EACCESSKEY0001");
    expect(after.body.secret_key).not.toBe(before.body.secret_key);
  });

  test("access keys: when the pair cannot be read back after a replace, the old pair is not shown", async ({
    page,
    login,
    stack,
  }) => {
    const project = await projectNamed(stack.portalUrl, "research");
    const before = await portalCall<PortalAccess>(stack.portalUrl, "GET", `/objaccess`, { resource_id: project.id });
    expect(before.status).toBe(200);
    await login(page, TOKENS.admin, `/storage?resource=${project.id}`);
    await expect(page.getByTestId("access-key")).toHaveText(before.body.access_key);

    await page.getByRole("button", { name: m.access.replace }).click();
    const dialog = page.getByRole("dialog", { name: m.access.update.title });
    await dialog.getByLabel(m.access.update.accessKey).fill("E2EACCESSKEY0002");
    await dialog.getByRole("button", { name: m.access.update.generateSecret }).click();
    // The replace succeeds; the reads of the pair that follow it fail.
    await stack.control.fault({ operation: "objaccess.get", mode: "error", status: 503, times: 2 });
    await dialog.getByRole("button", { name: m.access.update.submit }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("button", { name: common.actions.retry })).toBeVisible();
    await expect(page.getByTestId("access-key")).toHaveCount(0);
    await expect(page.getByText(before.body.access_key)).toHaveCount(0);
    await page.getByRole("button", { name: common.actions.retry }).click();
    await expect(page.getByTestId("access-key")).toHaveText("E2EACCESSKEY0002");
  });

  test("an unknown resource id says so instead of failing", async ({ page, login }) => {
    await login(page, TOKENS.admin, "/storage?resource=no-such-resource");
    await expect(page.getByText(m.access.notFound.title)).toBeVisible();
  });

  test("emptying a bucket needs its name typed and removes its shared URLs", async ({ page, login, stack }) => {
    const project = await projectNamed(stack.portalUrl, "web-prod");
    const endpoint = await endpointOf(stack.portalUrl);
    const bucket = "web-prod-assets";
    await login(page, TOKENS.admin, "/storage?tab=purge");
    const form = page.getByRole("form", { name: m.purge.title });
    const mark = await stack.control.mark();
    await form.getByRole("button", { name: m.purge.submit }).click();
    await expect(form.getByLabel(m.form.bucket)).toHaveAttribute("aria-invalid", "true");
    expect(requestsTo(await stack.control.requests(mark), "DELETE", /^\/objstore\/objects\/versions$/)).toHaveLength(0);

    await form.getByLabel(m.form.bucket).fill(bucket);
    await form.getByLabel(m.form.project).fill(project.id);
    await form.getByLabel(m.form.endpoint).fill(endpoint);
    await form.getByRole("button", { name: m.purge.submit }).click();
    const confirm = page.getByRole("dialog", { name: t("storage.purge.confirmTitle", { bucket }) });
    await expect(confirm.getByRole("button", { name: m.purge.confirm })).toBeDisabled();
    await confirm.getByRole("textbox").fill(bucket);
    await confirm.getByRole("button", { name: m.purge.confirm }).click();
    await expect(confirm).toBeHidden();
    expect(requestsTo(await stack.control.requests(mark), "DELETE", /^\/objstore\/objects\/versions$/)).toHaveLength(1);

    await page.goto(`/storage?tab=urls&bucket=${bucket}&key=${encodeURIComponent("images/logo.png")}`);
    await expect(page.getByText(m.urls.notFound.title)).toBeVisible();
  });
});
