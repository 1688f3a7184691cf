import { expect } from "@playwright/test";
import infrastructure from "../../../messages/en/infrastructure.json" with { type: "json" };
import type { FormCase, WalkContext } from "./form-case";
import { exactLabel, seeded } from "./helpers";

const m = infrastructure;

/** The seeded project `erp`: it has a client and a reseller, so its quotas can be set. */
const erpPage = async ({ portalUrl }: WalkContext) => {
  const projects = await seeded<{ id: string; name: string }[]>(portalUrl, "/iaas/projects");
  const erp = projects.find((p) => p.name === "erp");
  if (!erp) throw new Error("the seed has no infrastructure project erp");
  return `/infrastructure/projects/${erp.id}`;
};

let chosen = "";

export const INFRASTRUCTURE_FORMS: readonly FormCase[] = [
  {
    name: "Infrastructure: create a domain",
    files: ["components/infrastructure/inventory/DomainCreateDialog.tsx"],
    path: "/infrastructure/domains",
    open: async (page) => {
      await page.getByRole("button", { name: m.domains.create.open }).click();
      return page.getByRole("dialog", { name: m.domains.create.title });
    },
    type: (form) => form.getByLabel(m.domains.create.name).fill("walked-domain"),
    holds: (form) => expect(form.getByLabel(m.domains.create.name)).toHaveValue("walked-domain"),
    leave: { dialog: true },
    save: {
      operation: "iaas.domains.create",
      submit: (form) => form.getByRole("button", { name: m.domains.create.submit }),
    },
  },
  {
    name: "Infrastructure: create a project",
    files: ["components/infrastructure/projects/ProjectCreateDialog.tsx"],
    path: "/infrastructure/projects",
    open: async (page) => {
      await page.getByRole("button", { name: m.projects.create.open }).click();
      return page.getByRole("dialog", { name: m.projects.create.title });
    },
    type: (form) => form.getByLabel(exactLabel(m.projects.create.name)).fill("walked-project"),
    holds: (form) => expect(form.getByLabel(exactLabel(m.projects.create.name))).toHaveValue("walked-project"),
    leave: { dialog: true },
    save: {
      operation: "iaas.projects.create",
      complete: async (form) => {
        const profile = form.getByLabel(m.projects.create.quotaProfile);
        if ((await profile.evaluate((element) => element.tagName)) === "SELECT")
          await profile.selectOption({ index: 1 });
        else await profile.fill("default");
      },
      submit: (form) => form.getByRole("button", { name: m.projects.create.submit }),
    },
  },
  {
    name: "Infrastructure project: create a credential",
    files: ["components/infrastructure/projects/CredentialCreateDialog.tsx"],
    path: erpPage,
    open: async (page) => {
      await page.getByRole("button", { name: m.credentials.create.open }).click();
      return page.getByRole("dialog", { name: m.credentials.create.title });
    },
    type: (form) => form.getByLabel(exactLabel(m.credentials.create.accessKey)).fill("walked-access"),
    holds: (form) => expect(form.getByLabel(exactLabel(m.credentials.create.accessKey))).toHaveValue("walked-access"),
    leave: { dialog: true },
    save: {
      operation: "iaas.credentials.create",
      complete: async (form) => {
        await form.getByLabel(exactLabel(m.credentials.create.secretKey)).fill("a-secret-of-twenty-chars");
        await form.getByLabel(exactLabel(m.credentials.create.descriptionField)).fill("Walked");
      },
      submit: (form) => form.getByRole("button", { name: m.credentials.create.submit }),
    },
  },
  {
    name: "Infrastructure project: a quota limit survives the Credentials tab",
    files: ["components/infrastructure/projects/QuotaForms.tsx"],
    path: async (context) => `${await erpPage(context)}?tab=quotas`,
    type: async (form) => {
      const limits = form.getByRole("form", { name: m.quotas.limitForm });
      await limits.getByLabel(exactLabel(m.quotas.quota)).fill("cores");
      await limits.getByLabel(exactLabel(m.quotas.limit)).fill("64");
    },
    holds: (form) =>
      expect(form.getByRole("form", { name: m.quotas.limitForm }).getByLabel(exactLabel(m.quotas.limit))).toHaveValue(
        "64",
      ),
    leave: { tabs: [m.credentials.title, m.quotas.title] },
    save: {
      operation: "iaas.projectQuotas.set",
      submit: (form) => form.getByRole("button", { name: m.quotas.setLimit }),
    },
  },
  {
    name: "Infrastructure project: a quota profile chosen survives the Credentials tab",
    files: ["components/infrastructure/projects/QuotaForms.tsx"],
    path: async (context) => `${await erpPage(context)}?tab=quotas`,
    type: async (form) => {
      const profile = form.getByRole("form", { name: m.quotas.profileForm }).getByLabel(m.quotas.profile);
      await expect(profile.getByRole("option").nth(1)).toBeAttached();
      await profile.selectOption({ index: 1 });
      chosen = await profile.inputValue();
    },
    holds: (form) =>
      expect(form.getByRole("form", { name: m.quotas.profileForm }).getByLabel(m.quotas.profile)).toHaveValue(chosen),
    leave: { tabs: [m.credentials.title, m.quotas.title] },
    save: {
      operation: "iaas.projectQuotas.set",
      submit: (form) => form.getByRole("button", { name: m.quotas.applyProfile }),
    },
  },
];
