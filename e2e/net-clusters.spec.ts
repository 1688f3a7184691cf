import { readFile } from "node:fs/promises";
import { createTranslator } from "next-intl";
import clusters from "../messages/en/clusters.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { expectPerformed } from "./support/performed";

/**
 * Cluster writes that no other suite performs, each through its screen and checked on screen, with the portal's
 * request log confirming the operation named in the title was sent. They use the seeded `demo` and `data`
 * projects and change them in order, so they run serially.
 */
test.describe.configure({ mode: "serial" });

const t = createTranslator({ locale: "en", messages: { clusters, common } });
/** Seeded: `old-credentials` in `demo` is bound to nothing; cluster `web` has a second worker group, `gpu`. */
const UNBOUND_SECRET = "old-credentials";
const CLUSTER_URL = "/clusters/garden-demo/web";
const EXTRA_GROUP = "gpu";

test("clustermgr.secrets.list, clustermgr.secretBindings.list, clustermgr.secret.update: change the values of a listed secret", async ({
  page,
  login,
  stack,
}) => {
  const opened = await stack.control.mark();
  await login(page, TOKENS.admin, "/clusters/projects/demo?tab=credentials");
  const secrets = page.getByRole("table", { name: t("clusters.credentials.secrets.title") });
  await expect(secrets.getByRole("row", { name: new RegExp(UNBOUND_SECRET) })).toBeVisible();
  await expectPerformed(stack.control, opened, "clustermgr.secrets.list");
  // The bindings list says which secret is in use: the unbound one is marked so.
  await expect(secrets.getByRole("row", { name: new RegExp(UNBOUND_SECRET) })).toContainText(
    t("clusters.credentials.notUsed"),
  );
  await expectPerformed(stack.control, opened, "clustermgr.secretBindings.list");

  const mark = await stack.control.mark();
  await page
    .getByRole("button", { name: t("clusters.credentials.secrets.edit.open", { name: UNBOUND_SECRET }) })
    .click();
  const dialog = page.getByRole("dialog", {
    name: t("clusters.credentials.secrets.form.editTitle", { name: UNBOUND_SECRET }),
  });
  await dialog.getByLabel(t("clusters.credentials.secrets.form.appCredentialName")).fill("rotated-credential");
  await dialog.getByLabel(t("clusters.credentials.secrets.form.appCredentialSecret")).fill("rotated-value-never-shown");
  await dialog.getByRole("button", { name: t("clusters.common.save") }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText(t("clusters.credentials.secrets.form.saved", { name: UNBOUND_SECRET }))).toBeVisible();
  await expect(page.locator("body")).not.toContainText("rotated-value-never-shown");
  const [sent] = await expectPerformed(stack.control, mark, "clustermgr.secret.update");
  expect(sent.body).toMatchObject({
    app_credential_name: "rotated-credential",
    app_credential_secret: "rotated-value-never-shown",
  });
});

test("clustermgr.secret.delete: delete a secret no binding uses", async ({ page, login, stack }) => {
  await login(page, TOKENS.admin, "/clusters/projects/demo?tab=credentials");
  const secrets = page.getByRole("table", { name: t("clusters.credentials.secrets.title") });
  await expect(secrets.getByRole("row", { name: new RegExp(UNBOUND_SECRET) })).toBeVisible();

  const mark = await stack.control.mark();
  await page
    .getByRole("button", { name: t("clusters.credentials.secrets.delete.open", { name: UNBOUND_SECRET }) })
    .click();
  const dialog = page.getByRole("dialog", {
    name: t("clusters.credentials.secrets.delete.title", { name: UNBOUND_SECRET }),
  });
  await dialog.getByRole("textbox").fill(UNBOUND_SECRET);
  await dialog.getByRole("button", { name: t("clusters.credentials.secrets.delete.confirm") }).click();
  await expect(dialog).toBeHidden();

  await expect(secrets.getByRole("row", { name: new RegExp(UNBOUND_SECRET) })).toHaveCount(0);
  await expect(secrets.getByRole("row", { name: /iaas-credentials/ })).toBeVisible();
  await expectPerformed(stack.control, mark, "clustermgr.secret.delete");
});

test("clustermgr.workerGroup.update: change a worker group's autoscaler range", async ({ page, login, stack }) => {
  await login(page, TOKENS.admin, `${CLUSTER_URL}?tab=workers`);
  const table = page.getByRole("table", { name: t("clusters.workerGroups.tableLabel") });
  const row = table.getByRole("row", { name: new RegExp(EXTRA_GROUP) });
  await expect(row).toContainText(t("clusters.workerGroups.range", { minimum: 0, maximum: 2 }));

  const mark = await stack.control.mark();
  await page.getByRole("button", { name: t("clusters.workerGroups.edit.open", { name: EXTRA_GROUP }) }).click();
  const dialog = page.getByRole("dialog", { name: t("clusters.workerGroups.edit.title", { name: EXTRA_GROUP }) });
  await dialog.getByLabel(t("clusters.workers.maximum")).fill("3");
  await dialog.getByRole("button", { name: t("clusters.common.save") }).click();
  await expect(dialog).toBeHidden();

  await expect(row).toContainText(t("clusters.workerGroups.range", { minimum: 0, maximum: 3 }));
  await expectPerformed(stack.control, mark, "clustermgr.workerGroup.update");
});

test("clustermgr.workerGroup.delete: delete a worker group after typing its name", async ({ page, login, stack }) => {
  await login(page, TOKENS.admin, `${CLUSTER_URL}?tab=workers`);
  const table = page.getByRole("table", { name: t("clusters.workerGroups.tableLabel") });
  await expect(table.getByRole("row", { name: new RegExp(EXTRA_GROUP) })).toBeVisible();

  const mark = await stack.control.mark();
  await page.getByRole("button", { name: t("clusters.workerGroups.delete.open", { name: EXTRA_GROUP }) }).click();
  const dialog = page.getByRole("dialog", { name: t("clusters.workerGroups.delete.title", { name: EXTRA_GROUP }) });
  await dialog.getByRole("textbox").fill(EXTRA_GROUP);
  await dialog.getByRole("button", { name: t("clusters.workerGroups.delete.confirm") }).click();
  await expect(dialog).toBeHidden();

  await expect(table.getByRole("row", { name: new RegExp(EXTRA_GROUP) })).toHaveCount(0);
  await expect(table.getByRole("row", { name: /worker-default/ })).toBeVisible();
  await expectPerformed(stack.control, mark, "clustermgr.workerGroup.delete");
});

test("clustermgr.shoot.adminConfig: download an admin kubeconfig", async ({ page, login, stack }) => {
  await login(page, TOKENS.admin, `${CLUSTER_URL}?tab=access`);
  await page.getByRole("radio", { name: new RegExp(`^${t("clusters.access.roles.admin")}`) }).check();
  const mark = await stack.control.mark();
  const downloading = page.waitForEvent("download");
  await page
    .getByRole("button", { name: t("clusters.access.download", { role: t("clusters.access.roles.admin") }) })
    .click();
  const download = await downloading;
  const text = await readFile(await download.path(), "utf8");
  expect(text).toContain("kind: Config");
  await expect(page.getByTestId("kubeconfig-issued")).toContainText(
    `${t("clusters.access.roles.admin")} kubeconfig: expires`,
  );
  await expectPerformed(stack.control, mark, "clustermgr.shoot.adminConfig");
});

test("clustermgr.project.update: change a cluster project's purpose", async ({ page, login, stack }) => {
  const purpose = `Analytics, checked ${Date.now()}`;
  await login(page, TOKENS.admin, "/clusters/projects/data?tab=overview");
  await expect(page.getByText("Analytics", { exact: true })).toBeVisible();

  const mark = await stack.control.mark();
  await page.getByRole("button", { name: t("clusters.projects.edit.open"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t("clusters.projects.edit.title", { name: "data" }) });
  await dialog.getByRole("textbox", { name: t("clusters.projects.edit.purpose"), exact: true }).fill(purpose);
  await dialog.getByRole("button", { name: t("clusters.common.save") }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText(purpose, { exact: true })).toBeVisible();
  const [sent] = await expectPerformed(stack.control, mark, "clustermgr.project.update");
  expect(sent.body).toMatchObject({ purpose });
});

test("clustermgr.project.delete: delete a cluster project with its clusters", async ({ page, login, stack }) => {
  await login(page, TOKENS.admin, "/clusters/projects/data");
  const mark = await stack.control.mark();
  await page.getByRole("button", { name: t("clusters.projects.delete.open"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t("clusters.projects.delete.title", { name: "data" }) });
  await dialog.getByRole("checkbox", { name: new RegExp(t("clusters.projects.delete.force")) }).check();
  await dialog.getByRole("textbox").fill("data");
  await dialog.getByRole("button", { name: t("clusters.projects.delete.confirm") }).click();
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/\/clusters\/projects$/);
  const table = page.getByRole("table", { name: t("clusters.projects.tableLabel") });
  await expect(table.getByRole("link", { name: "shop", exact: true })).toBeVisible();
  await expect(table.getByRole("link", { name: "data", exact: true })).toHaveCount(0);
  const [sent] = await expectPerformed(stack.control, mark, "clustermgr.project.delete");
  expect(sent.body).toMatchObject({ force: true });
});
