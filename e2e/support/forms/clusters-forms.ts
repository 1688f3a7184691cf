import { expect } from "@playwright/test";
import clusters from "../../../messages/en/clusters.json" with { type: "json" };
import type { FormCase } from "./form-case";

/** Seeded: cluster `web` in project `demo`, which holds the secrets and bindings new clusters use. */
const CLUSTER = "/clusters/garden-demo/web";
const PROJECT = "/clusters/projects/demo";
const c = clusters;
const secretForm = c.credentials.secrets.form;
const bindingForm = c.credentials.bindings.create;

export const CLUSTER_FORMS: readonly FormCase[] = [
  {
    name: "Clusters: a new cluster's form",
    files: [
      "components/clusters/create/ClusterCreatePage.tsx",
      "components/clusters/create/CreateSections.tsx",
      "components/clusters/shared/WorkerFields.tsx",
    ],
    path: "/clusters/new?project=demo",
    type: async (form) => {
      // The project's defaults arrive first; then only the name is left.
      await expect(form.getByLabel(c.create.fields.version)).not.toHaveValue("");
      await form.getByRole("textbox", { name: c.create.fields.name, exact: true }).fill("walked");
    },
    holds: (form) =>
      expect(form.getByRole("textbox", { name: c.create.fields.name, exact: true })).toHaveValue("walked"),
    leave: { page: true },
    save: {
      operation: "clustermgr.shoots.create",
      submit: (form) => form.getByRole("button", { name: c.create.submit }),
    },
  },
  {
    name: "Cluster: edit its settings",
    files: ["components/clusters/detail/ClusterEditDialog.tsx"],
    path: CLUSTER,
    open: async (page) => {
      await page.getByRole("button", { name: c.detail.actions.edit, exact: true }).click();
      return page.getByRole("dialog", { name: c.edit.title.replace("{name}", "web") });
    },
    type: (form) => form.getByLabel(c.workers.maximum).fill("7"),
    holds: (form) => expect(form.getByLabel(c.workers.maximum)).toHaveValue("7"),
    leave: { dialog: true },
    save: {
      operation: "clustermgr.shoot.update",
      submit: (form) => form.getByRole("button", { name: c.common.save }),
    },
  },
  {
    name: "Cluster: add a worker group",
    files: ["components/clusters/workers/WorkerGroupDialog.tsx"],
    path: `${CLUSTER}?tab=workers`,
    open: async (page) => {
      await page.getByRole("button", { name: c.workerGroups.create.open }).click();
      return page.getByRole("dialog", { name: c.workerGroups.create.title });
    },
    type: (form) => form.getByRole("textbox", { name: c.workerGroups.fields.name, exact: true }).fill("walked"),
    holds: (form) =>
      expect(form.getByRole("textbox", { name: c.workerGroups.fields.name, exact: true })).toHaveValue("walked"),
    leave: { dialog: true },
    save: {
      operation: "clustermgr.workerGroups.create",
      complete: (form) => expect(form.getByLabel(c.workers.machineType)).not.toHaveValue(""),
      submit: (form) => form.getByRole("button", { name: c.workerGroups.create.submit }),
    },
  },
  {
    name: "Cluster project: a new secret",
    files: ["components/clusters/credentials/SecretFormDialog.tsx"],
    path: `${PROJECT}?tab=credentials`,
    open: async (page) => {
      await page.getByRole("button", { name: c.credentials.secrets.create.open }).click();
      return page.getByRole("dialog", { name: secretForm.createTitle });
    },
    type: (form) => form.getByLabel(secretForm.name).fill("walked-secret"),
    holds: (form) => expect(form.getByLabel(secretForm.name)).toHaveValue("walked-secret"),
    leave: { dialog: true },
    save: {
      operation: "clustermgr.secrets.create",
      complete: async (form) => {
        await form.getByLabel(secretForm.appCredentialId).fill("app-credential-id");
        await form.getByLabel(secretForm.appCredentialName).fill("app-credential");
        await form.getByLabel(secretForm.appCredentialSecret).fill("never-shown");
        await form.getByLabel(secretForm.domainName).fill("default");
        await form.getByLabel(secretForm.projectName).fill("demo");
      },
      submit: (form) => form.getByRole("button", { name: secretForm.create, exact: true }),
    },
  },
  {
    name: "Cluster project: a new secret binding",
    files: ["components/clusters/credentials/BindingCreateDialog.tsx"],
    path: `${PROJECT}?tab=credentials`,
    open: async (page) => {
      await page.getByRole("button", { name: bindingForm.open }).click();
      return page.getByRole("dialog", { name: bindingForm.title });
    },
    type: (form) => form.getByLabel(bindingForm.name).fill("walked-binding"),
    holds: (form) => expect(form.getByLabel(bindingForm.name)).toHaveValue("walked-binding"),
    leave: { dialog: true },
    save: {
      operation: "clustermgr.secretBindings.create",
      complete: async (form) => {
        await form.getByLabel(bindingForm.secret).selectOption({ index: 1 });
      },
      submit: (form) => form.getByRole("button", { name: bindingForm.submit }),
    },
  },
  {
    name: "Cluster projects: a new project",
    files: ["components/clusters/projects/ProjectCreateDialog.tsx"],
    path: "/clusters/projects",
    open: async (page) => {
      await page.getByRole("button", { name: c.projects.create.open }).click();
      return page.getByRole("dialog", { name: c.projects.create.title });
    },
    type: (form) => form.getByLabel(c.projects.create.projectId).fill("walked-project"),
    holds: (form) => expect(form.getByLabel(c.projects.create.projectId)).toHaveValue("walked-project"),
    leave: { dialog: true },
    save: {
      operation: "clustermgr.projects.create",
      complete: (form) => form.getByRole("textbox", { name: c.projects.create.purpose, exact: true }).fill("Walked"),
      submit: (form) => form.getByRole("button", { name: c.projects.create.submit }),
    },
  },
  {
    name: "Cluster project: edit its settings",
    files: ["components/clusters/projects/ProjectEditDialog.tsx"],
    path: `${PROJECT}?tab=overview`,
    open: async (page) => {
      await page.getByRole("button", { name: c.projects.edit.open, exact: true }).click();
      return page.getByRole("dialog", { name: c.projects.edit.title.replace("{name}", "demo") });
    },
    type: (form) => form.getByRole("textbox", { name: c.projects.edit.purpose, exact: true }).fill("Walked purpose"),
    holds: (form) =>
      expect(form.getByRole("textbox", { name: c.projects.edit.purpose, exact: true })).toHaveValue("Walked purpose"),
    leave: { dialog: true },
    save: {
      operation: "clustermgr.project.update",
      submit: (form) => form.getByRole("button", { name: c.common.save }),
    },
  },
];
