/** Handlers of the AI project operations: list, create, detail, update (attach/detach keys), toggle, members, cost. */
import { z } from "zod";
import { conflict, type Handler, SandboxError } from "../area";
import type { AiProjectRecord, AiState } from "../seed/ai";
import { TIERS, tierBudgets, tierRateLimits } from "../seed/ai-catalog";
import { billingCurrency, costOf, dayRange } from "./ai-usage";
import { findKey, findProject, projectDetail, projectListItem } from "./ai-views";
import { readInput } from "./input";
import { parseTier, requireModels } from "./ai-rules";

const projectId = (input: Record<string, unknown>) => readInput(input, { ai_project_id: z.string() }).ai_project_id;

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

export const projectHandlers: Record<string, Handler<AiState>> = {
  "ai.projects.list": ({ state, services }) => {
    const now = services.now();
    const range = dayRange(undefined, undefined, now);
    return state.projects.map((p) => projectListItem(state, p, range, now));
  },
  "ai.projects.create": ({ state, input, services }) => {
    const body = readInput(input, {
      name: z.string(),
      description: z.string(),
      tier: z.string(),
      apply_keys: z.array(z.string()).optional(),
    });
    const tier = parseTier(body.tier);
    if (state.projects.some((p) => p.name === body.name))
      throw conflict(`an AI project named ${body.name} exists`, "name");
    const keys = requireKeys(state, body.apply_keys ?? [], "apply_keys");
    const project: AiProjectRecord = {
      id: services.id("aip"),
      name: body.name,
      original_name: body.name,
      description: body.description,
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
    return [projectDetail(state, findProject(state, projectId(input)), dayRange(undefined, undefined, now), now)];
  },
  "ai.project.update": ({ state, input }) => {
    const body = readInput(input, {
      ai_project_id: z.string(),
      apply_keys: z.array(z.string()).optional(),
      remove: z.array(z.string()).optional(),
      budgets: z.array(z.looseObject({})).optional(),
      rate_limits: z.array(z.looseObject({})).optional(),
      llms: z.array(z.string()).optional(),
      description: z.string().optional(),
      name: z.string().optional(),
    });
    const project = findProject(state, body.ai_project_id);
    const attach = requireKeys(state, body.apply_keys ?? [], "apply_keys");
    const detach = requireKeys(state, body.remove ?? [], "remove");
    if (body.name !== undefined && body.name !== project.name && state.projects.some((p) => p.name === body.name)) {
      throw conflict(`an AI project named ${body.name} exists`, "name");
    }
    if (body.llms) project.llms = requireModels(body.llms);
    if (body.name !== undefined) project.name = body.name;
    if (body.description !== undefined) project.description = body.description;
    if (body.budgets) project.budgets = body.budgets;
    if (body.rate_limits) project.rate_limits = body.rate_limits;
    for (const key of attach) key.project_id = project.id;
    for (const key of detach) if (key.project_id === project.id) key.project_id = "";
    return undefined;
  },
  "ai.project.delete": ({ state, input }) => {
    const project = findProject(state, projectId(input));
    state.projects = state.projects.filter((p) => p !== project);
    // The keys outlive their project: they are detached, not deleted.
    for (const key of state.keys) if (key.project_id === project.id) key.project_id = "";
    return undefined;
  },
  "ai.project.toggle": ({ state, input }) => {
    const project = findProject(state, projectId(input));
    project.disabled = !project.disabled;
    return undefined;
  },
  "ai.project.cost": ({ state, region_state, input, services }) => {
    const body = readInput(input, {
      ai_project_id: z.string(),
      start: z.string().optional(),
      end: z.string().optional(),
    });
    const project = findProject(state, body.ai_project_id);
    const now = services.now();
    const keys = state.keys.filter((k) => k.project_id === project.id);
    return costOf(keys, dayRange(body.start, body.end, now), now, billingCurrency(region_state));
  },
  "ai.projectUsers.list": ({ state, input }) => {
    const project = findProject(state, projectId(input));
    return state.users.filter((u) => project.members.includes(u.id));
  },
  "ai.projectUsers.add": ({ state, input }) => {
    const body = readInput(input, { ai_project_id: z.string(), users_ids: z.array(z.string()) });
    const project = findProject(state, body.ai_project_id);
    requireUsers(state, body.users_ids);
    project.members = [...new Set([...project.members, ...body.users_ids])];
    return undefined;
  },
  "ai.projectUsers.remove": ({ state, input }) => {
    const body = readInput(input, { ai_project_id: z.string(), users_ids: z.array(z.string()) });
    const project = findProject(state, body.ai_project_id);
    requireUsers(state, body.users_ids);
    project.members = project.members.filter((id) => !body.users_ids.includes(id));
    return undefined;
  },
};
