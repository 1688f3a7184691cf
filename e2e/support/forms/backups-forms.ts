import { expect } from "@playwright/test";
import backups from "../../../messages/en/backups.json" with { type: "json" };
import type { FormCase, WalkContext } from "./form-case";
import { seeded } from "./helpers";

interface Backup {
  id: string;
  state: string;
  policy_id?: string;
}
const a = backups.actions;

/** The page of a seeded backup in `state` (with a policy for unassigning one). */
const backupPage =
  (state: string, withPolicy = false) =>
  async ({ portalUrl }: WalkContext) => {
    const all = await seeded<Backup[]>(portalUrl, "/backups");
    const backup = all.find((b) => b.state === state && (!withPolicy || b.policy_id));
    if (!backup) throw new Error(`the seed has no ${state} backup`);
    return `/backups/${backup.id}`;
  };

let chosen = "";

export const BACKUP_FORMS: readonly FormCase[] = [
  {
    name: "Backups: back up a resource",
    files: ["components/backups/actions/CreateBackupDialog.tsx"],
    path: "/backups",
    open: async (page) => {
      await page.getByRole("button", { name: backups.create.open }).click();
      return page.getByRole("dialog", { name: backups.create.title });
    },
    type: async (form) => {
      const resource = form.getByRole("combobox", { name: backups.create.resource, exact: true });
      await expect(resource.getByRole("option").nth(1)).toBeAttached();
      await resource.selectOption({ index: 1 });
      chosen = await resource.inputValue();
    },
    holds: (form) =>
      expect(form.getByRole("combobox", { name: backups.create.resource, exact: true })).toHaveValue(chosen),
    leave: { dialog: true },
    save: {
      operation: "backup.create",
      complete: async (form) => {
        const policy = form.getByRole("combobox", { name: backups.create.policy, exact: true });
        if ((await policy.inputValue()) === "") await policy.selectOption({ index: 1 });
      },
      submit: (form) => form.getByRole("button", { name: backups.create.confirm }),
    },
  },
  {
    name: "Backup: extend its time to live",
    files: ["components/backups/actions/ExtendDialog.tsx"],
    path: backupPage("available"),
    open: async (page) => {
      await page.getByRole("button", { name: a.extend.label, exact: true }).click();
      return page.getByRole("dialog");
    },
    type: (form) => form.getByLabel(a.extend.days).fill("12"),
    holds: (form) => expect(form.getByLabel(a.extend.days)).toHaveValue("12"),
    leave: { dialog: true },
    save: { operation: "backup.extend", submit: (form) => form.getByRole("button", { name: a.extend.confirm }) },
  },
  {
    name: "Backup: restore as an image",
    files: ["components/backups/actions/RestoreImageDialog.tsx"],
    path: backupPage("available"),
    open: async (page) => {
      await page.getByRole("button", { name: a.restoreImage.label, exact: true }).click();
      return page.getByRole("dialog");
    },
    type: (form) => form.getByLabel(a.restoreImage.name).fill("walked-image"),
    holds: (form) => expect(form.getByLabel(a.restoreImage.name)).toHaveValue("walked-image"),
    leave: { dialog: true },
    save: {
      operation: "backup.restoreImage",
      submit: (form) => form.getByRole("button", { name: a.restoreImage.confirm }),
    },
  },
  {
    name: "Backup: restore as a new volume",
    files: ["components/backups/actions/RestoreVolumeDialog.tsx"],
    path: backupPage("available"),
    open: async (page) => {
      await page.getByRole("button", { name: a.restoreVolume.label, exact: true }).click();
      return page.getByRole("dialog");
    },
    type: (form) => form.getByLabel(a.restoreVolume.name).fill("walked-volume"),
    holds: (form) => expect(form.getByLabel(a.restoreVolume.name)).toHaveValue("walked-volume"),
    leave: { dialog: true },
    save: {
      operation: "backup.restoreVolume",
      complete: async (form) => {
        await form.getByLabel(a.restoreVolume.zone).selectOption("zone-b");
        await form.getByLabel(a.restoreVolume.type).selectOption("ssd");
      },
      submit: (form) => form.getByRole("button", { name: a.restoreVolume.confirm }),
    },
  },
  {
    name: "Backup: take its policy off the resource",
    files: ["components/backups/actions/UnassignPolicyDialog.tsx"],
    path: backupPage("available", true),
    open: async (page) => {
      await page.getByRole("button", { name: a.unassignPolicy.label, exact: true }).click();
      return page.getByRole("dialog");
    },
    type: (form) => form.getByLabel(a.unassignPolicy.reason).fill("Retired by the form walk"),
    holds: (form) => expect(form.getByLabel(a.unassignPolicy.reason)).toHaveValue("Retired by the form walk"),
    leave: { dialog: true },
    save: {
      operation: "backup.unassignPolicy",
      submit: (form) => form.getByRole("button", { name: a.unassignPolicy.confirm }),
    },
  },
];
