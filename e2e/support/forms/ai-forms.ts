import { expect } from "@playwright/test";
import ai from "../../../messages/en/ai.json" with { type: "json" };
import type { FormCase } from "./form-case";
import { expectPicked, pickFirst, seededAiProject, seededKey } from "./helpers";

const keyPage = async ({ portalUrl }: { portalUrl: string }) => `/ai/keys/${(await seededKey(portalUrl)).id}`;
const projectPage = async ({ portalUrl }: { portalUrl: string }) =>
  `/ai/projects/${(await seededAiProject(portalUrl)).id}`;
const TYPED = "Typed by the form walk";
let picked = "";

export const AI_FORMS: readonly FormCase[] = [
  {
    name: "AI keys: create a key",
    files: ["components/ai/keys/KeyCreateDialog.tsx"],
    path: "/ai/keys",
    open: async (page) => {
      await page.getByRole("button", { name: ai.keys.create.open }).click();
      return page.getByRole("dialog", { name: ai.keys.create.title });
    },
    type: (form) => form.getByLabel(ai.keys.create.name).fill(TYPED),
    holds: (form) => expect(form.getByLabel(ai.keys.create.name)).toHaveValue(TYPED),
    leave: { dialog: true },
    save: {
      operation: "ai.keys.create",
      complete: (form) => form.getByLabel(ai.keys.create.descriptionField).fill("Made to fail once"),
      submit: (form) => form.getByRole("button", { name: ai.keys.create.submit }),
    },
  },
  {
    name: "AI key: edit its name",
    files: ["components/ai/shared/EditNameDialog.tsx"],
    path: keyPage,
    open: async (page) => {
      await page.getByRole("button", { name: ai.keys.actions.edit, exact: true }).click();
      return page.getByRole("dialog", { name: ai.keys.actions.editTitle });
    },
    type: (form) => form.getByLabel(ai.form.name).fill(TYPED),
    holds: (form) => expect(form.getByLabel(ai.form.name)).toHaveValue(TYPED),
    leave: { dialog: true },
    save: { operation: "ai.key.update", submit: (form) => form.getByRole("button", { name: ai.form.save }) },
  },
  {
    name: "AI key: assign to a project",
    files: ["components/ai/keys/KeyAssignDialog.tsx"],
    path: keyPage,
    open: async (page) => {
      await page.getByRole("button", { name: ai.keys.actions.assign, exact: true }).click();
      return page.getByRole("dialog", { name: ai.keys.assign.title });
    },
    type: async (form, page) => {
      // The key's project is chosen already: clearing it is a change, like picking another.
      picked = await pickFirst(page, form, ai.keys.assign.user);
    },
    holds: (form) => expectPicked(form, ai.keys.assign.user, picked),
    leave: { dialog: true },
    save: { operation: "ai.key.assign", submit: (form) => form.getByRole("button", { name: ai.form.save }) },
  },
  {
    name: "AI key: a changed token limit survives the Overview tab",
    files: ["components/ai/shared/RateLimitsEditor.tsx", "components/ai/shared/LimitLinesForm.tsx"],
    path: async (context) => `${await keyPage(context)}?tab=limits`,
    type: async (form) => {
      const editor = form.getByTestId("rate-limits-editor");
      // The tab's code loads late: its lines are drawn with the editor.
      await expect(editor).toBeVisible();
      if ((await editor.getByLabel(ai.limits.tokenLimit).count()) === 0)
        await editor.getByRole("button", { name: ai.limits.addRateLimit }).click();
      await editor.getByLabel(ai.limits.tokenLimit).first().fill("50000");
    },
    holds: (form) =>
      expect(form.getByTestId("rate-limits-editor").getByLabel(ai.limits.tokenLimit).first()).toHaveValue("50000"),
    leave: { tabs: [ai.keys.detail.overview, ai.keys.detail.limits] },
    save: {
      operation: "ai.key.update",
      complete: async (form) => {
        const period = form.getByTestId("rate-limits-editor").getByLabel(ai.limits.tokenPeriod).first();
        if ((await period.inputValue()) === "") await period.selectOption({ index: 1 });
      },
      submit: (form) => form.getByRole("button", { name: ai.limits.saveRateLimits }),
    },
  },
  {
    name: "AI key: a changed budget survives the Cost tab",
    files: ["components/ai/shared/BudgetsEditor.tsx"],
    path: async (context) => `${await keyPage(context)}?tab=limits`,
    type: async (form) => {
      const editor = form.getByTestId("budgets-editor");
      await expect(editor).toBeVisible();
      if ((await editor.getByLabel(ai.limits.maxLimit).count()) === 0)
        await editor.getByRole("button", { name: ai.limits.addBudget }).click();
      await editor.getByLabel(ai.limits.maxLimit).first().fill("1234");
    },
    holds: (form) =>
      expect(form.getByTestId("budgets-editor").getByLabel(ai.limits.maxLimit).first()).toHaveValue("1234"),
    leave: { tabs: [ai.keys.detail.cost, ai.keys.detail.limits] },
    save: {
      operation: "ai.key.update",
      complete: async (form) => {
        const period = form.getByTestId("budgets-editor").getByLabel(ai.limits.resetEvery).first();
        if ((await period.inputValue()) === "") await period.selectOption({ index: 1 });
      },
      submit: (form) => form.getByRole("button", { name: ai.limits.saveBudgets }),
    },
  },
  {
    name: "AI key: a model picked survives the Overview tab",
    files: ["components/ai/shared/ModelsEditor.tsx"],
    path: async (context) => `${await keyPage(context)}?tab=models`,
    type: async (form, page) => {
      picked = await pickFirst(page, form, ai.models.editor.label);
    },
    holds: (form) => expectPicked(form, ai.models.editor.label, picked),
    leave: { tabs: [ai.keys.detail.overview, ai.keys.detail.models] },
    save: { operation: "ai.key.update", submit: (form) => form.getByRole("button", { name: ai.models.editor.save }) },
  },
  {
    name: "AI projects: create a project",
    files: ["components/ai/projects/ProjectCreateDialog.tsx"],
    path: "/ai/projects",
    open: async (page) => {
      await page.getByRole("button", { name: ai.projects.create.open }).click();
      return page.getByRole("dialog", { name: ai.projects.create.title });
    },
    type: (form) => form.getByLabel(ai.projects.create.name).fill(TYPED),
    holds: (form) => expect(form.getByLabel(ai.projects.create.name)).toHaveValue(TYPED),
    leave: { dialog: true },
    save: {
      operation: "ai.projects.create",
      complete: (form) => form.getByLabel(ai.projects.create.descriptionField).fill("Made to fail once"),
      submit: (form) => form.getByRole("button", { name: ai.projects.create.submit }),
    },
  },
  {
    name: "AI project: members picked survive the Keys tab",
    files: ["components/ai/projects/ProjectMembersTab.tsx"],
    path: async (context) => `${await projectPage(context)}?tab=members`,
    type: async (form, page) => {
      picked = await pickFirst(page, form, ai.projects.members.pick);
    },
    holds: (form) => expectPicked(form, ai.projects.members.pick, picked),
    leave: { tabs: [ai.projects.detail.keys, ai.projects.detail.members] },
    save: {
      operation: "ai.projectUsers.add",
      submit: (form) => form.getByRole("button", { name: /^Add 1 member$/ }),
    },
  },
  {
    name: "AI project: keys picked to add survive the Members tab",
    files: ["components/ai/projects/ProjectKeysTab.tsx"],
    path: async (context) => `${await projectPage(context)}?tab=keys`,
    type: async (form, page) => {
      picked = await pickFirst(page, form, ai.projects.keys.pick);
    },
    holds: (form) => expectPicked(form, ai.projects.keys.pick, picked),
    leave: { tabs: [ai.projects.detail.members, ai.projects.detail.keys] },
    save: { operation: "ai.project.update", submit: (form) => form.getByRole("button", { name: /^Add 1 key$/ }) },
  },
];
