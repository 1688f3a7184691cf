/** Catalog piece: AI keys, projects, costs, models and providers. Their routes are in `../routes/ai.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import {
  AICustomer,
  AIKeyCost,
  AIKeyDetail,
  AIKeyListItem,
  AIKeySummary,
  AIModels,
  AIProjectCost,
  AIProjectCreated,
  AIProjectDetail,
  AIProjectListItem,
  AIProviders,
  AIUser,
  CostCatalog,
} from "../schemas/ai";
import {
  bool,
  noParams,
  objArray,
  optStr,
  pathParam,
  reqStr,
  reqStrArray,
  strArray,
  reqName,
  optName,
  reqText,
  optText,
} from "../schemas/fields";

const keyParams = () => z.strictObject({ key_id: pathParam() });
const projectParams = () => z.strictObject({ ai_project_id: pathParam() });
const period = () => z.strictObject({ end: optStr(), start: optStr() });

export const aiOperations = {
  "ai.costs.all": defineSchemas({
    params: noParams(),
    body: null,
    output: CostCatalog,
    summary: "Cost catalog of all models",
  }),
  "ai.customer.get": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(AICustomer),
    summary: "AI customers of the account",
  }),
  "ai.keys.list": defineSchemas({
    params: noParams(),
    body: z.strictObject({ ai_project_id: optStr(), end: optStr(), start: optStr() }),
    output: z.array(AIKeyListItem),
    summary: "List AI keys, optionally of one project and period",
  }),
  "ai.keys.create": defineSchemas({
    params: noParams(),
    body: z.strictObject({
      description: reqText(),
      name: reqName(),
      tier: reqStr(),
      user_bound: bool(),
      project_id: optStr(),
      user: optStr(),
    }),
    output: AIKeySummary,
    summary: "Create an AI key",
  }),
  "ai.key.delete": defineSchemas({
    params: keyParams(),
    body: null,
    output: null,
    summary: "Delete an AI key",
  }),
  "ai.key.get": defineSchemas({
    params: keyParams(),
    body: null,
    output: AIKeyDetail,
    summary: "Details of an AI key",
  }),
  "ai.key.update": defineSchemas({
    params: keyParams(),
    body: z.strictObject({
      active: bool().optional(),
      budgets: objArray().optional(),
      description: optText(),
      llms: strArray().optional(),
      name: optName(),
      rate_limits: objArray().optional(),
    }),
    output: AIKeySummary,
    summary: "Update an AI key",
  }),
  "ai.key.assign": defineSchemas({
    params: keyParams(),
    body: z.strictObject({ project_id: optStr(), user_id: optStr() }),
    output: null,
    summary: "Assign an AI key to a project or user",
  }),
  "ai.key.cost": defineSchemas({
    params: keyParams(),
    body: period(),
    output: AIKeyCost,
    summary: "Cost of an AI key over a period",
  }),
  "ai.models.list": defineSchemas({
    params: noParams(),
    body: z.strictObject({ list_all: bool().optional(), project: optStr(), providers: strArray().optional() }),
    output: AIModels,
    summary: "Available models",
  }),
  "ai.project.delete": defineSchemas({
    params: projectParams(),
    body: null,
    output: null,
    summary: "Delete an AI project",
  }),
  "ai.project.get": defineSchemas({
    params: projectParams(),
    body: null,
    output: z.array(AIProjectDetail),
    summary: "Details of an AI project",
  }),
  "ai.project.update": defineSchemas({
    params: projectParams(),
    body: z.strictObject({
      apply_keys: strArray().optional(),
      budgets: objArray().optional(),
      description: optText(),
      llms: strArray().optional(),
      name: optName(),
      rate_limits: objArray().optional(),
      remove: strArray().optional(),
    }),
    output: null,
    summary: "Update an AI project, attach or detach keys",
  }),
  "ai.project.cost": defineSchemas({
    params: projectParams(),
    body: period(),
    output: AIProjectCost,
    summary: "Cost of an AI project over a period",
  }),
  "ai.project.toggle": defineSchemas({
    params: projectParams(),
    body: null,
    output: null,
    summary: "Enable a disabled AI project or disable an enabled one",
  }),
  "ai.projectUsers.remove": defineSchemas({
    params: projectParams(),
    body: z.strictObject({ users_ids: reqStrArray() }),
    output: null,
    summary: "Remove users from an AI project",
  }),
  "ai.projectUsers.list": defineSchemas({
    params: projectParams(),
    body: null,
    output: z.array(AIUser),
    summary: "Users of an AI project",
  }),
  "ai.projectUsers.add": defineSchemas({
    params: projectParams(),
    body: z.strictObject({ users_ids: reqStrArray() }),
    output: null,
    summary: "Add users to an AI project",
  }),
  "ai.projects.list": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(AIProjectListItem),
    summary: "List AI projects",
  }),
  "ai.projects.create": defineSchemas({
    params: noParams(),
    body: z.strictObject({
      description: reqText(),
      name: reqName(),
      tier: reqStr(),
      apply_keys: strArray().optional(),
    }),
    output: z.array(AIProjectCreated),
    summary: "Create an AI project",
  }),
  "ai.providers.list": defineSchemas({
    params: noParams(),
    body: null,
    output: AIProviders,
    summary: "Available model providers",
  }),
};
