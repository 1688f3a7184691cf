import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import backups from "../messages/en/backups.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { expectPerformed } from "./support/performed";
import { portalCall } from "./support/portal-call";

/**
 * Backup operations that no other suite performs, each through its screen and checked on screen, with the
 * portal's request log confirming the operation named in the title was sent.
 */

interface PortalBackup {
  id: string;
  state: string;
  resource_id: string;
  resource_type: string;
  policy_id?: string;
}
interface PortalProject {
  id: string;
  name: string;
}
interface PortalResource {
  id: string;
  name: string;
}
interface PortalVmDetail {
  id: string;
  allow_remove?: boolean;
}

const t = createTranslator({ locale: "en", messages: { backups, common } });
/** A backup or restore runs a few seconds in the sandbox; polling adds a few more. */
const RUN_TIMEOUT = 30_000;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const backupState = (page: Page) => page.getByTestId("backup-state");
const actionButton = (page: Page, id: Parameters<typeof t>[0]) =>
  page.getByRole("button", { name: t(id), exact: true });

const backupsIn = async (portalUrl: string, state: string) =>
  (await portalCall<PortalBackup[]>(portalUrl, "GET", "/backups")).filter((b) => b.state === state);

/** The first project with a VM that has volumes, as the protection tree lists them. */
async function vmWithVolumes(portalUrl: string) {
  const projects = await portalCall<PortalProject[]>(portalUrl, "GET", "/backup/resource/projects");
  for (const project of projects) {
    const vms = await portalCall<PortalResource[]>(portalUrl, "GET", `/backup/resource/project/${project.id}/vms`);
    for (const vm of vms) {
      const volumes = await portalCall<PortalResource[]>(
        portalUrl,
        "GET",
        `/backup/resource/project/${project.id}/vm/${vm.id}/volumes`,
      );
      if (volumes.length > 0) return { project, vm, volumes };
    }
  }
  throw new Error("the seed has no VM with volumes");
}

test.describe("backup operations through their screens", () => {
  test("backup.project.get, backup.vmVolumes.list, backup.vm.get, backup.volume.get: browse the protection tree to a VM and one of its volumes", async ({
    page,
    login,
    stack,
  }) => {
    const { project, vm, volumes } = await vmWithVolumes(stack.portalUrl);
    await login(page, TOKENS.admin, "/backups/protection");
    const tree = page.getByRole("tree", { name: t("backups.protection.tree.label") });
    const projectItem = tree.getByRole("treeitem", { name: new RegExp(`^${escapeRegExp(project.name)}`) });
    const atProject = await stack.control.mark();
    await projectItem.click();
    await expect(page.getByTestId("resource-panel")).toContainText(t("backups.protection.panel.kinds.project"));
    await expect(page.getByTestId("resource-panel")).toContainText(project.id);
    await expectPerformed(stack.control, atProject, "backup.project.get");
    await projectItem.press("ArrowRight");
    const vmItem = tree.getByRole("treeitem", { name: new RegExp(`^${escapeRegExp(vm.name)}`) });
    await expect(vmItem).toBeVisible();

    const mark = await stack.control.mark();
    await vmItem.click();
    const panel = page.getByTestId("resource-panel");
    await expect(panel).toContainText(t("backups.protection.panel.kinds.vm"));
    await expect(panel).toContainText(vm.id);
    await expectPerformed(stack.control, mark, "backup.vm.get");

    await vmItem.press("ArrowRight");
    for (const volume of volumes)
      await expect(tree.getByRole("treeitem", { name: new RegExp(`^${escapeRegExp(volume.name)}`) })).toBeVisible();
    await expectPerformed(stack.control, mark, "backup.vmVolumes.list");

    await tree.getByRole("treeitem", { name: new RegExp(`^${escapeRegExp(volumes[0].name)}`) }).click();
    await expect(panel).toContainText(t("backups.protection.panel.kinds.volume"));
    await expect(panel).toContainText(volumes[0].id);
    await expectPerformed(stack.control, mark, "backup.volume.get");
  });

  test("resources.computeVolumes.get: the volumes-per-VM map lists each VM's volumes", async ({
    page,
    login,
    stack,
  }) => {
    const { vm, volumes } = await vmWithVolumes(stack.portalUrl);
    await login(page, TOKENS.admin, "/backups/protection");
    const mark = await stack.control.mark();
    await page.getByRole("tab", { name: t("backups.protection.maps.tabs.volumes") }).click();
    const table = page.getByRole("table", { name: t("backups.protection.maps.tabs.volumes") });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("tabpanel").getByRole("searchbox").fill(volumes[0].name);
    await expect(
      table.getByRole("row").filter({ hasText: vm.name }).filter({ hasText: volumes[0].name }).first(),
    ).toBeVisible();
    await expectPerformed(stack.control, mark, "resources.computeVolumes.get");
  });

  test("backups.refreshResources: refresh the inventory from the protection page", async ({ page, login, stack }) => {
    await login(page, TOKENS.admin, "/backups/protection");
    const status = page.getByTestId("inventory-refresh-status");
    const mark = await stack.control.mark();
    // A press that comes before the page is ready for it does nothing: press again until the refresh has started.
    await expect(async () => {
      await page.getByRole("button", { name: t("backups.protection.refresh.button") }).click({ timeout: 2_000 });
      await expect(status).toContainText(t("backups.protection.refresh.running"), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(status).toContainText(t("backups.protection.refresh.last", { when: "" }).trim(), {
      timeout: RUN_TIMEOUT,
    });
    await expect(page.getByRole("button", { name: t("backups.protection.refresh.button") })).toBeEnabled();
    await expectPerformed(stack.control, mark, "backups.refreshResources");
  });

  test("backup.forceStart: start a failed backup again from its page", async ({ page, login, stack }) => {
    const [failed] = await backupsIn(stack.portalUrl, "failed");
    await login(page, TOKENS.admin, `/backups/${failed.id}`);
    await expect(backupState(page)).toContainText(t("backups.states.failed"));
    // The portal's clock stands still, so the restarted run stays "scheduled" long enough to be seen.
    await stack.control.setClockFrozen(true);
    try {
      const mark = await stack.control.mark();
      await actionButton(page, "backups.actions.forceStart.label").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(t("backups.actions.forceStart.descriptionRetry", { id: failed.id }));
      await dialog.getByRole("button", { name: t("backups.actions.forceStart.confirm") }).click();
      await expect(dialog).toBeHidden();
      await expect(backupState(page)).toContainText(t("backups.states.scheduled"));
      await expectPerformed(stack.control, mark, "backup.forceStart");
    } finally {
      await stack.control.setClockFrozen(false);
    }
  });

  test("backup.restoreImage: restore a backup as an image and see it in the restore history", async ({
    page,
    login,
    stack,
  }) => {
    const backup = (await backupsIn(stack.portalUrl, "available"))[3];
    const image = `e2e-image-${Date.now()}`;
    await login(page, TOKENS.admin, `/backups/${backup.id}`);
    await expect(backupState(page)).toContainText(t("backups.states.available"));

    const mark = await stack.control.mark();
    await actionButton(page, "backups.actions.restoreImage.label").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t("backups.actions.restoreImage.name")).fill(image);
    await dialog.getByRole("button", { name: t("backups.actions.restoreImage.confirm") }).click();
    await expect(dialog).toBeHidden();

    const history = page.getByTestId("restore-history");
    await expect(history).toContainText(t("backups.detail.restore.kinds.image"), { timeout: RUN_TIMEOUT });
    await expect(history).toContainText(image);
    const [sent] = await expectPerformed(stack.control, mark, "backup.restoreImage");
    expect(sent.body).toEqual({ volume_name: image });
  });

  test("backup.unassignPolicy: take a policy off a VM from the protection page", async ({ page, login, stack }) => {
    // A VM whose policies may be removed and that has a backup under a policy still assigned to it.
    const all = await portalCall<PortalBackup[]>(stack.portalUrl, "GET", "/backups");
    const projects = await portalCall<PortalProject[]>(stack.portalUrl, "GET", "/backup/resource/projects");
    let found: { project: PortalProject; vm: PortalResource; backup: PortalBackup } | undefined;
    for (const project of projects) {
      for (const vm of await portalCall<PortalResource[]>(
        stack.portalUrl,
        "GET",
        `/backup/resource/project/${project.id}/vms`,
      )) {
        const detail = await portalCall<PortalVmDetail>(
          stack.portalUrl,
          "GET",
          `/backup/resource/project/${project.id}/vm/${vm.id}/details`,
        );
        const backup = all.find(
          (b) => b.resource_id === vm.id && b.policy_id && ["scheduled", "available", "failed"].includes(b.state),
        );
        if (detail.allow_remove && backup && JSON.stringify(vm).includes(backup.policy_id!)) {
          found = { project, vm, backup };
          break;
        }
      }
      if (found) break;
    }
    expect(found, "the seed has a VM whose policy may be removed").toBeTruthy();
    const { project, vm } = found!;
    const node = `vm:${encodeURIComponent(project.id)}:${encodeURIComponent(vm.id)}`;
    await login(page, TOKENS.admin, `/backups/protection?node=${encodeURIComponent(node)}`);
    const panel = page.getByTestId("resource-panel");
    const policies = panel.getByRole("region", { name: t("backups.protection.panel.policies") });
    const unassign = policies.getByRole("button", { name: t("backups.actions.unassignPolicy.label") }).first();
    await expect(unassign).toBeEnabled();
    const before = await policies.getByRole("button", { name: t("backups.actions.unassignPolicy.label") }).count();

    const mark = await stack.control.mark();
    await unassign.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t("backups.actions.unassignPolicy.reason")).fill("retired by the e2e suite");
    await dialog.getByRole("button", { name: t("backups.actions.unassignPolicy.confirm") }).click();
    await expect(dialog).toBeHidden();

    if (before === 1) await expect(panel).toContainText(t("backups.protection.panel.noPolicy"));
    else
      await expect(policies.getByRole("button", { name: t("backups.actions.unassignPolicy.label") })).toHaveCount(
        before - 1,
      );
    const [sent] = await expectPerformed(stack.control, mark, "backup.unassignPolicy");
    expect(sent.body).toMatchObject({ reason: "retired by the e2e suite", resource_id: vm.id, ttl: "30" });
  });
});
