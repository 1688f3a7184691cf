import { readFile } from "node:fs/promises";
import { expect, test, TOKENS } from "./fixtures";

/**
 * The managed-cluster screens end to end, against the sandbox: a project, its credentials, a cluster created
 * through the form and followed to 100 % without reloading, a worker group, a kubeconfig download, the spec's
 * default-worker-group rule, and deletion. The tests build on each other (one sandbox per worker), so they run in
 * order.
 */
test.describe.configure({ mode: "serial" });

const PROJECT = "e2e-proj";
const NAMESPACE = `garden-${PROJECT}`;
const SECRET = "e2e-secret";
const SECRET_VALUE = "s3cr3t-never-shown";
const BINDING = "e2e-binding";
const CLUSTER = "e2e-cluster";
const CLUSTER_URL = `/clusters/${NAMESPACE}/${CLUSTER}`;

test("a cluster project is created through the form", async ({ page, login }) => {
  await login(page, TOKENS.admin, "/clusters/projects");
  await expect(page.getByRole("heading", { level: 1, name: "Cluster projects" })).toBeVisible();
  await page.getByRole("button", { name: "New project" }).click();
  const dialog = page.getByRole("dialog", { name: "New cluster project" });
  await dialog.getByRole("button", { name: "Create project" }).click();
  // Nothing filled in: the required fields say so and nothing is sent.
  await expect(dialog.getByText("Required.").first()).toBeVisible();
  await dialog.getByLabel("Infrastructure project id").fill(PROJECT);
  await dialog.getByRole("textbox", { name: "Purpose", exact: true }).fill("End-to-end tests");
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/clusters/projects/${PROJECT}$`));
  await expect(page.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible();
  await expect(page.getByText("This project has no clusters yet.")).toBeVisible();
});

test("a secret and a binding are created; the secret in use cannot be deleted", async ({ page, login, stack }) => {
  await login(page, TOKENS.admin, `/clusters/projects/${PROJECT}?tab=credentials`);
  await page.getByRole("button", { name: "New secret" }).click();
  const secretDialog = page.getByRole("dialog", { name: "New secret" });
  await secretDialog.getByLabel("Secret name").fill(SECRET);
  await secretDialog.getByLabel("Application credential id").fill("app-cred-id-1");
  await secretDialog.getByLabel("Application credential name").fill("e2e-credential");
  await secretDialog.getByLabel("Application credential secret").fill(SECRET_VALUE);
  await secretDialog.getByLabel("Domain name").fill("Default");
  await secretDialog.getByLabel("Project name").fill("e2e");
  await secretDialog.getByRole("button", { name: "Create secret" }).click();
  await expect(secretDialog).toBeHidden();

  const secrets = page.getByRole("table", { name: "Secrets" });
  await expect(secrets.getByRole("row", { name: new RegExp(SECRET) })).toContainText("Not used");
  // Write-only: the value is never shown again, not even masked in a field.
  await expect(page.locator("body")).not.toContainText(SECRET_VALUE);

  await page.getByRole("button", { name: "New binding" }).click();
  const bindingDialog = page.getByRole("dialog", { name: "New secret binding" });
  await bindingDialog.getByLabel("Binding name").fill(BINDING);
  await expect(bindingDialog.getByLabel("Secret")).toHaveValue(SECRET);
  await bindingDialog.getByRole("button", { name: "Create binding" }).click();
  await expect(bindingDialog).toBeHidden();

  const bindings = page.getByRole("table", { name: "Secret bindings" });
  await expect(bindings.getByRole("row", { name: new RegExp(BINDING) })).toContainText(SECRET);
  await expect(secrets.getByRole("row", { name: new RegExp(SECRET) })).toContainText(BINDING);

  const mark = await stack.control.mark();
  const deleteSecret = page.getByRole("button", { name: `Delete secret ${SECRET}` });
  await expect(deleteSecret).toHaveAttribute("aria-disabled", "true");
  await deleteSecret.hover();
  await expect(page.getByRole("tooltip")).toContainText(`Still used by the binding ${BINDING}`);
  // Clicking anyway explains instead of asking for confirmation, and sends nothing.
  await deleteSecret.click({ force: true });
  await expect(page.getByRole("tooltip")).toContainText(`Still used by the binding ${BINDING}`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const deletes = (await stack.control.requests(mark)).filter((r) => r.method === "DELETE");
  expect(deletes).toEqual([]);
});

test("a Kubernetes version past its expiration date is shown as out of support and cannot be chosen", async ({
  page,
  login,
}) => {
  // The sandbox's profile deprecates 1.29.15 until 2026-06-30; that date has passed.
  expect(Date.now()).toBeGreaterThan(Date.parse("2026-06-30T23:59:59Z"));
  await login(page, TOKENS.admin, `/clusters/new?project=${PROJECT}`);
  const version = page.getByLabel("Kubernetes version");
  await expect(version).toHaveValue("1.31.7");
  await expect(version.locator("option", { hasText: "1.29.15" })).toHaveText(
    /^1\.29\.15 \(expired: out of support since Jun 30, 2026\)$/,
  );
  await expect(version.locator("option", { hasText: "1.29.15" })).toBeDisabled();
  await expect(version.locator("option", { hasText: "deprecated until" })).toHaveCount(0);
  await expect(version.locator("option", { hasText: "1.31.7" })).toHaveText("1.31.7 (supported, default)");
});

test("a cluster is created through the form and its progress reaches 100 % without reloading", async ({
  page,
  login,
  stack,
}) => {
  await login(page, TOKENS.admin, `/clusters/new?project=${PROJECT}`);
  await expect(page.getByRole("heading", { level: 1, name: "New cluster" })).toBeVisible();
  // The form is fed by the project and the cloud profile: only the name is left to the user.
  await expect(page.getByRole("combobox", { name: "Project", exact: true })).toHaveValue(NAMESPACE);
  await expect(page.getByLabel("Secret binding")).toHaveValue(BINDING);
  await expect(page.getByLabel("Kubernetes version")).toHaveValue("1.31.7");
  await expect(page.getByTestId("create-missing")).toHaveText("Still needed: Name");

  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Not_A_Label");
  await page.getByRole("textbox", { name: "Name", exact: true }).blur();
  await expect(page.getByText("Use lowercase letters, digits and inner dashes")).toBeVisible();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(CLUSTER);
  await expect(page.getByTestId("create-missing")).toHaveCount(0);

  // Leaving with unsaved input asks first; staying keeps what was typed.
  await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Clusters" }).click();
  const leave = page.getByRole("dialog", { name: "Discard unsaved changes?" });
  await leave.getByRole("button", { name: "Keep editing" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/clusters\/new/);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(CLUSTER);
  // The form's own Cancel asks the same.
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await leave.getByRole("button", { name: "Keep editing" }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(CLUSTER);

  const mark = await stack.control.mark();
  await page.getByRole("button", { name: "Create cluster" }).click();
  await expect(page).toHaveURL(new RegExp(`${CLUSTER_URL}$`));
  const sent = (await stack.control.requests(mark)).find((r) => r.method === "POST" && r.path.endsWith("/shoots"));
  // The spec's forms: worker counts as digit strings, zones comma-separated.
  expect(sent?.body).toMatchObject({
    shoot_name: CLUSTER,
    minimum_workers: "1",
    maximum_workers: "3",
    zones: "zone-a",
  });

  const status = page.getByTestId("cluster-status");
  await expect(status).toContainText("Creating");
  const progress = page.getByRole("progressbar", { name: "Operation progress" });
  await expect(progress).toBeVisible();
  await stack.control.advanceClock(21_000);
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(status).toContainText("Ready");
});

test("a worker group is added to the cluster", async ({ page, login }) => {
  await login(page, TOKENS.admin, `${CLUSTER_URL}?tab=workers`);
  const table = page.getByRole("table", { name: "Worker groups" });
  await expect(table.getByRole("row", { name: /worker-default/ })).toBeVisible();
  await page.getByRole("button", { name: "Add worker group" }).click();
  const dialog = page.getByRole("dialog", { name: "Add worker group" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("extra");
  await expect(dialog.getByLabel("Machine type")).not.toHaveValue("");
  await dialog.getByLabel("Maximum workers").fill("0");
  await dialog.getByRole("button", { name: "Add worker group" }).click();
  await expect(dialog.getByText("Must be at least 1.")).toBeVisible();
  await dialog.getByLabel("Maximum workers").fill("4");
  await dialog.getByRole("button", { name: "Add worker group" }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole("row", { name: /extra/ })).toContainText("1–4");
  await expect(page.getByTestId("cluster-status")).toContainText("Reconciling");
});

test("a viewer kubeconfig valid for 1 hour is downloaded", async ({ page, login, stack }) => {
  await login(page, TOKENS.admin, `${CLUSTER_URL}?tab=access`);
  await page.getByLabel("Viewer").check();
  await page.getByLabel("Valid for").selectOption({ label: "1 hour" });
  const mark = await stack.control.mark();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Viewer kubeconfig" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`kubeconfig--${PROJECT}--${CLUSTER}.yaml`);
  const path = await download.path();
  const text = await readFile(path, "utf8");
  expect(text).toContain("kind: Config");
  expect(text).toContain(`${NAMESPACE}--${CLUSTER}-viewer`);
  await expect(page.getByTestId("kubeconfig-issued")).toContainText("Viewer kubeconfig: expires");
  await expect(page.getByTestId("kubeconfig-issued")).toContainText("in 1 hour");
  const asked = (await stack.control.requests(mark)).find((r) => r.path.endsWith("/viewerclusterconfig"));
  expect(asked?.body).toMatchObject({ expiration_seconds: 3600 });
});

test("worker data on a cluster without a default worker group shows the portal's error", async ({ page, login }) => {
  await login(page, TOKENS.admin, "/clusters/garden-demo/legacy");
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit cluster legacy" });
  // The rule is stated before anything is sent.
  await expect(dialog.getByTestId("default-worker-rule")).toContainText("no worker group named worker-default");
  await dialog.getByLabel("Minimum workers").fill("2");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("The portal refused the request.");
  await expect(alert).toContainText("the default worker group worker-default does not exist in this cluster");
  // What was typed is kept for another try.
  await expect(dialog.getByLabel("Minimum workers")).toHaveValue("2");
});

test("the cluster is deleted after its name is typed", async ({ page, login, stack }) => {
  await login(page, TOKENS.admin, CLUSTER_URL);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Delete cluster ${CLUSTER}?` });
  const confirm = dialog.getByRole("button", { name: "Delete cluster" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${CLUSTER} to confirm`).fill(CLUSTER);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("cluster-status")).toContainText("Deleting");
  await stack.control.advanceClock(10_000);
  await expect(page.getByText("This cluster does not exist (any more)")).toBeVisible();
});
