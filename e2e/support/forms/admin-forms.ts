import { expect, type Page } from "@playwright/test";
import access from "../../../messages/en/access.json" with { type: "json" };
import settings from "../../../messages/en/settings.json" with { type: "json" };
import storage from "../../../messages/en/storage.json" with { type: "json" };
import tasks from "../../../messages/en/tasks.json" with { type: "json" };
import type { FormCase, WalkContext } from "./form-case";
import { exactLabel, seeded } from "./helpers";

const s = storage;

/** A task that is not running: steps can be added to it. */
const pendingTask = async ({ portalUrl }: WalkContext) => {
  const all = await seeded<{ id: string; state: string }[]>(portalUrl, "/task");
  const task = all.find((t) => t.state === "pending");
  if (!task) throw new Error("the seed has no pending task");
  return `/tasks/${task.id}`;
};

/** A project whose object storage has an access key pair. */
const projectWithKeys = async ({ portalUrl }: WalkContext) => {
  const projects = await seeded<{ id: string; name: string }[]>(portalUrl, "/iaas/projects");
  const project = projects.find((p) => p.name === "web-staging");
  if (!project) throw new Error("the seed has no project web-staging");
  return `/storage?resource=${project.id}`;
};

const confirmPurge = async (page: Page) => {
  const confirmation = page.getByRole("dialog", { name: /^Delete everything in/ });
  await confirmation.getByRole("textbox").fill("walked-bucket");
  await confirmation.getByRole("button", { name: s.purge.confirm }).click();
  return confirmation;
};

export const ADMIN_FORMS: readonly FormCase[] = [
  {
    name: "Settings: a new property",
    files: ["components/settings/PropertyDialog.tsx"],
    path: "/settings",
    open: async (page) => {
      await page.getByRole("button", { name: settings.properties.create }).click();
      return page.getByRole("dialog", { name: settings.properties.dialog.createTitle });
    },
    type: (form) => form.getByLabel(exactLabel(settings.properties.dialog.property)).fill("walked.property"),
    holds: (form) =>
      expect(form.getByLabel(exactLabel(settings.properties.dialog.property))).toHaveValue("walked.property"),
    leave: { dialog: true },
    save: {
      operation: "property.save",
      complete: async (form) => {
        await form.getByLabel(exactLabel(settings.properties.dialog.value)).fill("on");
        await form.getByLabel(exactLabel(settings.properties.dialog.descriptionField)).fill("Walked");
      },
      submit: (form) => form.getByRole("button", { name: settings.properties.dialog.submit }),
    },
  },
  {
    name: "Tasks: a new task",
    files: ["components/tasks/TaskCreateDialog.tsx"],
    path: "/tasks",
    open: async (page) => {
      await page.getByRole("button", { name: tasks.create.open }).click();
      return page.getByRole("dialog", { name: tasks.create.title });
    },
    type: (form) => form.getByLabel(exactLabel(tasks.create.name)).fill("Walked task"),
    holds: (form) => expect(form.getByLabel(exactLabel(tasks.create.name))).toHaveValue("Walked task"),
    leave: { dialog: true },
    save: { operation: "tasks.create", submit: (form) => form.getByRole("button", { name: tasks.create.submit }) },
  },
  {
    name: "Task: add a step",
    files: ["components/tasks/TaskStepDialog.tsx"],
    path: pendingTask,
    open: async (page) => {
      await page.getByRole("button", { name: tasks.step.open }).click();
      return page.getByRole("dialog", { name: tasks.step.title });
    },
    type: (form) => form.getByLabel(exactLabel(tasks.step.descriptionField)).fill("Walked step"),
    holds: (form) => expect(form.getByLabel(exactLabel(tasks.step.descriptionField))).toHaveValue("Walked step"),
    leave: { dialog: true },
    save: {
      operation: "task.steps.create",
      complete: (form) => form.getByLabel(exactLabel(tasks.step.path)).fill("/iaas/projects"),
      submit: (form) => form.getByRole("button", { name: tasks.step.submit }),
    },
  },
  {
    name: "Storage: replace a project's access keys",
    files: ["components/storage/access/AccessKeyDialog.tsx"],
    path: projectWithKeys,
    open: async (page) => {
      await page.getByRole("button", { name: s.access.replace }).click();
      return page.getByRole("dialog", { name: s.access.update.title });
    },
    type: (form) => form.getByLabel(s.access.update.accessKey).fill("WALKEDACCESSKEY1"),
    holds: (form) => expect(form.getByLabel(s.access.update.accessKey)).toHaveValue("WALKEDACCESSKEY1"),
    leave: { dialog: true },
    save: {
      operation: "objaccess.update",
      complete: (form) => form.getByRole("button", { name: s.access.update.generateSecret }).click(),
      submit: (form) => form.getByRole("button", { name: s.access.update.submit }),
    },
  },
  {
    name: "Storage: share a bucket",
    files: ["components/storage/buckets/ShareBucketDialog.tsx"],
    path: "/storage?tab=buckets",
    open: async (page) => {
      await page.getByRole("button", { name: s.buckets.share.open, exact: true }).click();
      return page.getByRole("dialog", { name: s.buckets.share.title });
    },
    type: (form) => form.getByLabel(exactLabel(s.form.bucket)).fill("walked-bucket"),
    holds: (form) => expect(form.getByLabel(exactLabel(s.form.bucket))).toHaveValue("walked-bucket"),
    leave: { dialog: true },
    save: {
      operation: "objstore.sharedBucket.create",
      complete: async (form) => {
        await form.getByLabel(s.form.project).fill("walked-project");
        await form.getByLabel(s.form.endpoint).fill("https://objstore.example.com");
      },
      submit: (form) => form.getByRole("button", { name: s.buckets.share.submit }),
    },
  },
  {
    name: "Storage: share an object by URL",
    files: ["components/storage/urls/SharedUrlCreateDialog.tsx"],
    path: "/storage?tab=urls",
    open: async (page) => {
      await page.getByRole("button", { name: s.urls.create.open }).click();
      return page.getByRole("dialog", { name: s.urls.create.title });
    },
    type: (form) => form.getByLabel(exactLabel(s.form.objectKey)).fill("reports/walked.csv"),
    holds: (form) => expect(form.getByLabel(exactLabel(s.form.objectKey))).toHaveValue("reports/walked.csv"),
    leave: { dialog: true },
    save: {
      operation: "objstore.sharedUrl.create",
      complete: async (form) => {
        await form.getByLabel(exactLabel(s.form.bucket)).fill("research-assets");
        await form.getByLabel(exactLabel(s.urls.create.url)).fill("https://example.com/reports/walked.csv");
        await form.getByLabel(exactLabel(s.urls.create.amount)).fill("2");
      },
      submit: (form) => form.getByRole("button", { name: s.urls.create.submit }),
    },
  },
  {
    name: "Storage: empty a bucket (the form survives the Shared URLs tab)",
    files: ["components/storage/purge/PurgeBucketPanel.tsx"],
    path: "/storage?tab=purge",
    type: (form) => form.getByLabel(exactLabel(s.form.bucket)).fill("walked-bucket"),
    holds: (form) => expect(form.getByLabel(exactLabel(s.form.bucket))).toHaveValue("walked-bucket"),
    leave: { tabs: [s.tabs.urls, s.tabs.purge] },
    save: {
      operation: "objstore.objectVersions.deleteAll",
      complete: async (form) => {
        await form.getByLabel(s.form.project).fill("walked-project");
        const endpoint = form.getByLabel(s.form.endpoint);
        if ((await endpoint.inputValue()) === "") await endpoint.fill("https://objstore.example.com");
      },
      submit: (form) => form.getByRole("button", { name: s.purge.submit }),
      confirm: confirmPurge,
    },
  },
  {
    name: "Access: a profile assignment survives the Users tab",
    files: ["components/access/AssignmentPanel.tsx"],
    path: "/access?tab=assign",
    type: (form) => form.getByLabel(exactLabel(access.assign.entity)).fill("walked-entity"),
    holds: (form) => expect(form.getByLabel(exactLabel(access.assign.entity))).toHaveValue("walked-entity"),
    leave: { tabs: [access.tabs.users, access.tabs.assign] },
    save: {
      operation: "profiles.assignment.add",
      complete: async (form) => {
        const type = form.getByLabel(exactLabel(access.assign.profileType));
        await type.selectOption("client");
        await form.getByLabel(exactLabel(access.assign.reseller)).fill("walked-reseller");
        await form.getByLabel(exactLabel(access.assign.client)).fill("walked-client");
        await form.getByLabel(exactLabel(access.assign.profile)).selectOption({ index: 1 });
      },
      submit: (form) => form.getByRole("button", { name: access.assign.submit.add }),
    },
  },
  {
    name: "Access: a user typed survives the Assignments tab",
    files: ["components/access/UsersPanel.tsx"],
    path: "/access?tab=users",
    type: (form) => form.getByLabel(exactLabel(access.users.id)).fill("walked-user"),
    holds: (form) => expect(form.getByLabel(exactLabel(access.users.id))).toHaveValue("walked-user"),
    leave: { tabs: [access.tabs.assign, access.tabs.users] },
    save: {
      operation: "users.enable",
      complete: async (form) => {
        await form.getByLabel(exactLabel(access.users.reseller)).fill("walked-reseller");
        await form.getByLabel(exactLabel(access.users.client)).fill("walked-client");
      },
      submit: (form) => form.getByRole("button", { name: access.users.enable }),
    },
  },
];
