import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import backups from "../messages/en/backups.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import { failsOnAttempt } from "../sandbox/portal/areas/backups/lifecycle";
import { seededRandom } from "../sandbox/portal/services";
import { expect, test, TOKENS } from "./fixtures";
import { portalCall } from "./support/portal-call";

/**
 * The Backups area end to end against the sandbox portal. Which backups and resources a test uses is read from
 * the sandbox's own answers; labels come from the English messages.
 */

interface PortalBackup {
  id: string;
  state: string;
  resource_id: string;
  resource_type: string;
  time_to_live: string;
  last_restore?: string;
}
interface PortalProject {
  id: string;
  name: string;
  unsafe_resources: { id: string; name: string; type: string }[];
}
interface PortalVm {
  id: string;
  name: string;
  policy: string;
}

const t = createTranslator({ locale: "en", messages: { backups, common } });
const DAY_MS = 86_400_000;
/** A backup runs 2 s after it is scheduled and for 6 s (sandbox); polling adds a few seconds. */
const RUN_TIMEOUT = 30_000;

const backupsIn = async (portalUrl: string, state: string) =>
  (await portalCall<PortalBackup[]>(portalUrl, "GET", "/backups")).filter((b) => b.state === state);

/** Unprotected VMs of every project; `succeeds` keeps those whose first run the sandbox lets succeed. */
async function unprotectedVms(portalUrl: string, succeeds?: boolean) {
  const services = { now: () => 0, id: () => "", notify: () => undefined, random: seededRandom };
  const projects = await portalCall<PortalProject[]>(portalUrl, "GET", "/backup/resource/projects");
  const vms = projects.flatMap((p) => p.unsafe_resources.filter((r) => r.type === "vm"));
  return succeeds === undefined ? vms : vms.filter((vm) => failsOnAttempt(services, vm.id, 0) !== succeeds);
}

/** The name the console shows for a backup's resource: the inventory's. */
async function resourceName(portalUrl: string, backup: PortalBackup) {
  const inventory = await portalCall<Record<string, Record<string, { name?: string }>>>(
    portalUrl,
    "GET",
    "/backup/resources",
  );
  return inventory[backup.resource_type]?.[backup.resource_id]?.name ?? backup.resource_id;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const state = (page: Page) => page.getByTestId("backup-state");

/**
 * Signs in as the fixture's `login` does, but only once the login form is hydrated (its sandbox token list is
 * fetched by the client): on a loaded machine a token typed into the server-rendered form is lost.
 */
async function signIn(page: Page, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await expect(page.getByRole("button", { name: "Use admin" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Access token", { exact: true }).fill(TOKENS.admin);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

const actionButton = (page: Page, id: Parameters<typeof t>[0]) =>
  page.getByRole("button", { name: t(id), exact: true });

test.describe("backups", () => {
  test("the unprotected filter shows only unprotected VMs and volumes", async ({ page, stack }) => {
    const projects = await portalCall<PortalProject[]>(stack.portalUrl, "GET", "/backup/resource/projects");
    const unsafe = projects.flatMap((p) => p.unsafe_resources);
    const webshop = projects.find((p) => p.unsafe_resources.length > 0)!;
    const vms = await portalCall<PortalVm[]>(stack.portalUrl, "GET", `/backup/resource/project/${webshop.id}/vms`);
    const protectedVm = vms.find((vm) => vm.policy !== "")!;
    expect(protectedVm, "the seed has a protected VM next to unprotected ones").toBeTruthy();

    await signIn(page, "/backups/protection");
    const tree = page.getByRole("tree", { name: t("backups.protection.tree.label") });
    await expect(tree.getByRole("treeitem", { name: new RegExp(`^${escapeRegExp(webshop.name)}`) })).toBeVisible();

    // The box reflects the URL, so it turns checked once the URL has changed.
    await page.getByLabel(t("backups.protection.tree.onlyUnprotected")).click();
    await expect(page).toHaveURL(/only=unprotected/);
    await expect(page.getByLabel(t("backups.protection.tree.onlyUnprotected"))).toBeChecked();
    const filtered = page.getByRole("tree", { name: t("backups.protection.tree.labelUnprotected") });
    const leaves = filtered.locator('[role="treeitem"][aria-level="2"]');
    await expect(leaves).toHaveCount(unsafe.length);
    for (const item of await leaves.all()) await expect(item).toContainText(t("backups.protection.tree.unprotected"));
    await expect(filtered.getByText(protectedVm.name, { exact: true })).toHaveCount(0);
    await expect(filtered.getByText(unsafe[0].name, { exact: true })).toBeVisible();

    // Without the filter the protected VM is there again, under its project.
    await page.getByLabel(t("backups.protection.tree.onlyUnprotected")).click();
    await expect(page).not.toHaveURL(/only=unprotected/);
    const project = tree.getByRole("treeitem", { name: new RegExp(`^${escapeRegExp(webshop.name)}`) });
    await project.click();
    await project.press("ArrowRight");
    await expect(tree.getByRole("treeitem", { name: new RegExp(`^${escapeRegExp(protectedVm.name)}`) })).toBeVisible();
  });

  test("a new backup reaches 'available' without reloading, with the portal's notification", async ({
    page,
    stack,
  }) => {
    const [vm] = await unprotectedVms(stack.portalUrl, true);
    expect(vm, "the seed has an unprotected VM whose first run succeeds").toBeTruthy();
    await signIn(page, "/backups");
    await page.getByRole("button", { name: t("backups.create.open") }).click();
    const dialog = page.getByRole("dialog", { name: t("backups.create.title") });
    await dialog.getByRole("combobox", { name: t("backups.create.resource"), exact: true }).selectOption(vm.id);
    const policy = dialog.getByRole("combobox", { name: t("backups.create.policy"), exact: true });
    await expect(policy.locator("option")).not.toHaveCount(1);
    await policy.selectOption({ index: 1 });
    await dialog.getByRole("button", { name: t("backups.create.confirm") }).click();
    await expect(dialog).toBeHidden();

    const activity = page.getByTestId("backup-activity").filter({ hasText: vm.name });
    await expect(activity).toBeVisible();
    await expect(activity.getByText(t("backups.states.available"), { exact: true })).toBeVisible({
      timeout: RUN_TIMEOUT,
    });
    await expect(activity.getByTestId("backup-activity-notification")).toContainText("is available", {
      timeout: RUN_TIMEOUT,
    });
    const created = (await portalCall<PortalBackup[]>(stack.portalUrl, "GET", `/backups/${vm.id}`)).find(
      (b) => b.state === "available",
    );
    expect(created, "the portal lists the new backup as available").toBeTruthy();
    await expect(activity.getByRole("link", { name: created!.id })).toBeVisible();
  });

  test("a backup in the list links to its page", async ({ page, stack }) => {
    const [backup] = await backupsIn(stack.portalUrl, "available");
    const name = await resourceName(stack.portalUrl, backup);
    await signIn(page, `/backups?q=${encodeURIComponent(backup.id)}`);
    const table = page.getByRole("table", { name: t("backups.list.tableLabel") });
    const link = table.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", `/backups/${backup.id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/backups/${escapeRegExp(backup.id)}$`));
    await expect(state(page)).toContainText(t("backups.states.available"));
  });

  test("a running backup can be canceled", async ({ page, stack }) => {
    const vms = await unprotectedVms(stack.portalUrl);
    const vm = vms[vms.length - 1];
    const policies = await portalCall<{ id: string }[]>(stack.portalUrl, "GET", "/backup/policies");
    await signIn(page, "/backups");
    // The portal's clock stands still while the backup runs, so "running" lasts until the cancel lands (a run is
    // seconds long, which a loaded machine can miss).
    await stack.control.setClockFrozen(true);
    try {
      await portalCall(stack.portalUrl, "POST", "/backup", {
        policy_id: policies[0].id,
        resource_id: vm.id,
        resource_type: "vm",
        starting_hour: "03",
      });
      const backup = (await portalCall<PortalBackup[]>(stack.portalUrl, "GET", `/backups/${vm.id}`)).find(
        (b) => b.state === "scheduled",
      )!;
      await stack.control.advanceClock(2_500);
      await expect
        .poll(async () => (await portalCall<PortalBackup>(stack.portalUrl, "GET", `/backup/${backup.id}`)).state)
        .toBe("running");
      await page.goto(`/backups/${backup.id}`);
      await expect(state(page)).toContainText(t("backups.states.running"));

      await actionButton(page, "backups.actions.cancel.label").click();
      const dialog = page.getByRole("dialog", { name: t("backups.actions.cancel.title", { name: vm.name }) });
      await expect(dialog).toBeVisible();
      // Keeping it is not worded like the action, and changes nothing.
      await expect(dialog.getByRole("button", { name: t("common.actions.cancel"), exact: true })).toHaveCount(0);
      await dialog.getByRole("button", { name: t("backups.actions.cancel.keep") }).click();
      await expect(dialog).toBeHidden();
      await expect(state(page)).toContainText(t("backups.states.running"));
      await actionButton(page, "backups.actions.cancel.label").click();
      await dialog.getByRole("button", { name: t("backups.actions.cancel.confirm") }).click();
      await expect(dialog).toBeHidden();
      await expect(state(page)).toContainText(t("backups.states.canceled"));
      const after = await portalCall<PortalBackup & { canceled_by?: string; processed_date?: string }>(
        stack.portalUrl,
        "GET",
        `/backup/${backup.id}`,
      );
      expect(after.state).toBe("canceled");
      expect(after.canceled_by).toBeTruthy();
      expect(after.processed_date, "canceled before the run finished").toBeUndefined();
    } finally {
      await stack.control.setClockFrozen(false);
    }
    // Canceled is final: the cancel action is no longer offered.
    await expect(actionButton(page, "backups.actions.cancel.label")).toHaveCount(0);
  });

  test("extending the time to live shows the new expiry", async ({ page, stack }) => {
    const [backup] = await backupsIn(stack.portalUrl, "available");
    const days = 30;
    const expected = new Date(Math.max(Date.parse(backup.time_to_live), Date.now()) + days * DAY_MS);
    await signIn(page, `/backups/${backup.id}`);
    const expiry = page.getByTestId("backup-expiry");
    await expect(expiry).toContainText(
      new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date(backup.time_to_live)),
    );

    await actionButton(page, "backups.actions.extend.label").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t("backups.actions.extend.days")).fill(String(days));
    await dialog.getByRole("button", { name: t("backups.actions.extend.confirm") }).click();
    await expect(dialog).toBeHidden();
    await expect(expiry).toContainText(new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(expected));
    const after = await portalCall<PortalBackup>(stack.portalUrl, "GET", `/backup/${backup.id}`);
    expect(Math.abs(Date.parse(after.time_to_live) - expected.getTime())).toBeLessThan(DAY_MS);
  });

  test("restore as a new volume with zone and type chosen from the lists", async ({ page, stack }) => {
    const backup = (await backupsIn(stack.portalUrl, "available"))[1];
    await signIn(page, `/backups/${backup.id}`);
    await actionButton(page, "backups.actions.restoreVolume.label").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t("backups.actions.restoreVolume.name")).fill("e2e-restored");
    const zone = dialog.getByLabel(t("backups.actions.restoreVolume.zone"));
    // zone-c is listed by the portal as unavailable: offered, but not choosable.
    await expect(zone.locator("option", { hasText: "zone-c" })).toBeDisabled();
    await zone.selectOption("zone-b");
    await dialog.getByLabel(t("backups.actions.restoreVolume.type")).selectOption("ssd");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: t("backups.actions.restoreVolume.confirm") }).click();
    await expect(dialog).toBeHidden();

    const sent = (await stack.control.requests(mark)).filter(
      (r) => r.method === "POST" && r.path.startsWith(`/restore/${backup.id}/volume`),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ availability_zone: "zone-b", volume_name: "e2e-restored", volume_type: "ssd" });
    const history = page.getByTestId("restore-history");
    await expect(history).toContainText(t("backups.detail.restore.kinds.volume"), { timeout: RUN_TIMEOUT });
    await expect(history).toContainText("e2e-restored");
    await expect(history).toContainText("zone-b");
  });

  test("restore in place is refused until the resource's name is typed", async ({ page, stack }) => {
    const backup = (await backupsIn(stack.portalUrl, "available"))[2];
    await signIn(page, `/backups/${backup.id}`);
    const name = await resourceName(stack.portalUrl, backup);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("backups.detail.title", { name }));
    const mark = await stack.control.mark();

    await actionButton(page, "backups.actions.restoreInPlace.label").click();
    const dialog = page.getByRole("dialog", { name: t("backups.actions.restoreInPlace.title", { name }) });
    const confirm = dialog.getByRole("button", { name: t("backups.actions.restoreInPlace.confirm") });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole("textbox").fill(`${name}-typo`);
    await expect(confirm).toBeDisabled();
    const restores = async () =>
      (await stack.control.requests(mark)).filter((r) => r.method === "POST" && r.path === `/restore/${backup.id}`);
    expect(await restores()).toHaveLength(0);

    await dialog.getByRole("textbox").fill(name);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog).toBeHidden();
    expect(await restores()).toHaveLength(1);
    await expect(page.getByTestId("backup-activity")).toContainText(t("backups.activity.kinds.restoreInPlace"));
  });

  test("an action not allowed in the backup's state is not offered", async ({ page, stack }) => {
    const [failed] = await backupsIn(stack.portalUrl, "failed");
    await signIn(page, `/backups/${failed.id}`);
    await expect(actionButton(page, "backups.actions.forceStart.label")).toBeVisible();
    for (const absent of ["cancel", "extend", "restoreInPlace", "restoreVolume", "restoreImage"] as const) {
      await expect(actionButton(page, `backups.actions.${absent}.label`)).toHaveCount(0);
    }

    const [expired] = await backupsIn(stack.portalUrl, "expired");
    await page.goto(`/backups?q=${expired.id}`);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("button", { name: t("backups.actions.menu", { id: expired.id }) }) });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: t("backups.actions.menu", { id: expired.id }) }).click();
    await expect(page.getByRole("menu")).toContainText(t("backups.actions.noneInState"));
    await expect(page.getByRole("menuitem")).toHaveCount(0);
    await page.keyboard.press("Escape");

    const [available] = await backupsIn(stack.portalUrl, "available");
    await page.goto(`/backups?q=${available.id}`);
    await page.getByRole("button", { name: t("backups.actions.menu", { id: available.id }) }).click();
    await expect(page.getByRole("menuitem", { name: t("backups.actions.extend.label") })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: t("backups.actions.cancel.label") })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: t("backups.actions.forceStart.label") })).toHaveCount(0);
  });
});
