/** Handlers of the AI project operations: list, create, detail, update (attach/detach keys), toggle, members, cost. */
import { conflict, type Handlers, SandboxError } from "../area";
import type { AiProjectRecord, AiState } from "../seed/ai";
import { TIERS, tierBudgets, tierRateLimits } from "../seed/ai-catalog";
import { billingCurrency, costOf, dayRange } from "./ai-usage";
import { findKey, findProject, projectDetail, projectListItem } from "./ai-views";
import { parseTier, requireModels, savedBudgets } from "./ai-rules";

/** Every id must name a key of the region; 404 naming the field otherwise. */
function requireKeys(state: AiState, ids: readonly string[], field: string) {
  return ids.map((id) => {
    try {
      return findKey(state, id);
    } catch {
      throw new SandboxError(404, `AI key ${id} not found`, field);
    }
  });
}

function requireUsers(state: AiState, ids: readonly string[]) {
  for (const id of ids) {
    if (!state.users.some((u) => u.id === id)) throw new SandboxError(404, `AI user ${id} not found`, "users_ids");
  }
}

export const projectHandlers: Handlers<AiState> = {
  "ai.projects.list": ({ state, services }) => {
    const now = services.now();
    const range = dayRange(undefined, undefined, now);
    return state.projects.map((p) => projectListItem(state, p, range, now));
  },
  "ai.projects.create": ({ state, input, services }) => {
    const tier = parseTier(input.tier);
    if (state.projects.some((p) => p.name === input.name))
      throw conflict(`an AI project named ${input.name} exists`, "name");
    const keys = requireKeys(state, input.apply_keys ?? [], "apply_keys");
    const project: AiProjectRecord = {
      id: services.id("aip"),
      name: input.name,
      original_name: input.name,
      description: input.description,
      disabled: false,
      tier,
      customer_id: state.customers[0]?.id ?? "",
      budgets: tierBudgets(tier, 0, services.now() + 30 * 86_400_000),
      rate_limits: tierRateLimits(tier),
      llms: [...TIERS[tier].models],
      members: [],
      created_at: new Date(services.now()).toISOString(),
    };
    state.projects.push(project);
    for (const key of keys) key.project_id = project.id;
    const { budgets, customer_id, description, id, llms, name, rate_limits } = project;
    return [{ budgets, customer_id, description, id, llm: llms, name, rate_limits }];
  },
  "ai.project.get": ({ state, input, services }) => {
    const now = services.now();
    return [projectDetail(state, findProject(state, input.ai_project_id), dayRange(undefined, undefined, now), now)];
  },
  "ai.project.update": ({ state, input, services }) => {
    const project = findProject(state, input.ai_project_id);
    const attach = requireKeys(state, input.apply_keys ?? [], "apply_keys");
    const detach = requireKeys(state, input.remove ?? [], "remove");
    if (input.name !== undefined && input.name !== project.name && state.projects.some((p) => p.name === input.name)) {
      throw conflict(`an AI project named ${input.name} exists`, "name");
    }
    if (input.llms) project.llms = requireModels(input.llms);
    if (input.name !== undefined) project.name = input.name;
    if (input.description !== undefined) project.description = input.description;
    if (input.budgets) project.budgets = savedBudgets(input.budgets, services.now()) as typeof project.budgets;
    if (input.rate_limits) project.rate_limits = input.rate_limits;
    for (const key of attach) key.project_id = project.id;
    for (const key of detach) if (key.project_id === project.id) key.project_id = "";
    return undefined;
  },
  "ai.project.delete": ({ state, input }) => {
    const project = findProject(state, input.ai_project_id);
    state.projects = state.projects.filter((p) => p !== project);
    // The keys outlive their project: they are detached, not deleted.
    for (const key of state.keys) if (key.project_id === project.id) key.project_id = "";
    return undefined;
  },
  "ai.project.toggle": ({ state, input }) => {
    const project = findProject(state, input.ai_project_id);
    project.disabled = !project.disabled;
    return undefined;
  },
  "ai.project.cost": ({ state, region_state, input, services }) => {
    const project = findProject(state, input.ai_project_id);
    const now = services.now();
    const keys = state.keys.filter((k) => k.project_id === project.id);
    return costOf(keys, dayRange(input.start, input.end, now), now, billingCurrency(region_state));
  },
  "ai.projectUsers.list": ({ state, input }) => {
    const project = findProject(state, input.ai_project_id);
    return state.users.filter((u) => project.members.includes(u.id));
  },
  "ai.projectUsers.add": ({ state, input }) => {
    const project = findProject(state, input.ai_project_id);
    requireUsers(state, input.users_ids);
    project.members = [...new Set([...project.members, ...input.users_ids])];
    return undefined;
  },
  "ai.projectUsers.remove": ({ state, input }) => {
    const project = findProject(state, input.ai_project_id);
    requireUsers(state, input.users_ids);
    project.members = project.members.filter((id) => !input.users_ids.includes(id));
    return undefined;
  },
};
