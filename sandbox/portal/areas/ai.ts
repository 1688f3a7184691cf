/**
 * The AI area: keys, projects, users, customers, models, providers and costs. Keys and projects change with the
 * operations; usage and costs are derived from a deterministic per-key, per-day generator (see ai-usage.ts).
 * New keys and projects take their limits and models from a tier: basic, standard or premium.
 */
import { z } from "zod";
import { defineArea, SandboxError } from "../area";
import { seedAi, providerConfigsOf, type AiKeyRecord, type AiState } from "../seed/ai";
import { AI_MODELS, AI_PROVIDERS, TIERS, tierBudgets, tierRateLimits } from "../seed/ai-catalog";
import { projectHandlers } from "./ai-projects";
import { parseTier, requireModels } from "./ai-rules";
import { billingCurrency, costOf, dayRange } from "./ai-usage";
import { customerView, findKey, findProject, keyDetail, keyListItem, keySummary } from "./ai-views";
import { readInput } from "./input";

const keyId = (input: Record<string, unknown>) => readInput(input, { key_id: z.string() }).key_id;

function findUser(state: AiState, idOrName: string, field: string) {
  const user = state.users.find((u) => u.id === idOrName || u.username === idOrName);
  if (!user) throw new SandboxError(404, `AI user ${idOrName} not found`, field);
  return user;
}

export const aiArea = defineArea<AiState>({
  key: "ai",
  seed: seedAi,
  handlers: {
    ...projectHandlers,
    "ai.costs.all": ({ state }) => state.cost_catalog,
    "ai.customer.get": ({ state }) => state.customers.map((c) => customerView(state, c)),
    "ai.providers.list": () => ({ all_available: true, providers: AI_PROVIDERS }),
    "ai.models.list": ({ state, input }) => {
      const body = readInput(input, {
        list_all: z.boolean().optional(),
        project: z.string().optional(),
        providers: z.array(z.string()).optional(),
      });
      let ids = AI_MODELS.map((m) => m.id);
      if (!body.list_all && body.project) ids = findProject(state, body.project, "project").llms;
      const providers = body.providers;
      const llms = AI_MODELS.filter((m) => ids.includes(m.id) && (!providers || providers.includes(m.provider)));
      return { all_available: ids.length === AI_MODELS.length, llms };
    },
    "ai.keys.list": ({ state, input, services }) => {
      const body = readInput(input, {
        ai_project_id: z.string().optional(),
        start: z.string().optional(),
        end: z.string().optional(),
      });
      const now = services.now();
      const range = dayRange(body.start, body.end, now);
      if (body.ai_project_id) findProject(state, body.ai_project_id, "ai_project_id");
      const keys = body.ai_project_id ? state.keys.filter((k) => k.project_id === body.ai_project_id) : state.keys;
      return keys.map((k) => keyListItem(state, k, range, now));
    },
    "ai.keys.create": ({ state, input, services, user: caller }) => {
      const body = readInput(input, {
        name: z.string(),
        description: z.string(),
        tier: z.string(),
        user_bound: z.boolean(),
        project_id: z.string().optional(),
        user: z.string().optional(),
      });
      const tier = parseTier(body.tier);
      const project = body.project_id ? findProject(state, body.project_id, "project_id") : undefined;
      const user = body.user ? findUser(state, body.user, "user") : undefined;
      const llms = project ? [...project.llms] : [...TIERS[tier].models];
      const key: AiKeyRecord = {
        id: services.id("aik"),
        name: body.name,
        original_name: body.name,
        description: body.description,
        is_active: true,
        tier,
        user_bound: body.user_bound,
        project_id: project?.id ?? "",
        user_id: user?.id ?? "",
        user: user?.username ?? caller,
        budgets: tierBudgets(tier, 0, services.now() + 30 * 86_400_000),
        rate_limits: tierRateLimits(tier),
        provider_configs: providerConfigsOf(llms),
        llms,
        uplift: [],
        created_at: new Date(services.now()).toISOString(),
        daily_tokens: 0,
      };
      state.keys.push(key);
      return keySummary(key);
    },
    "ai.key.get": ({ state, input }) => keyDetail(state, findKey(state, keyId(input))),
    "ai.key.update": ({ state, input }) => {
      const body = readInput(input, {
        key_id: z.string(),
        active: z.boolean().optional(),
        budgets: z.array(z.looseObject({})).optional(),
        rate_limits: z.array(z.looseObject({})).optional(),
        llms: z.array(z.string()).optional(),
        description: z.string().optional(),
        name: z.string().optional(),
      });
      const key = findKey(state, body.key_id);
      if (body.llms) {
        key.llms = requireModels(body.llms);
        key.provider_configs = providerConfigsOf(key.llms);
      }
      if (body.active !== undefined) key.is_active = body.active;
      if (body.budgets) key.budgets = body.budgets;
      if (body.rate_limits) key.rate_limits = body.rate_limits;
      if (body.description !== undefined) key.description = body.description;
      if (body.name !== undefined) key.name = body.name;
      return keySummary(key);
    },
    "ai.key.delete": ({ state, input }) => {
      const key = findKey(state, keyId(input));
      state.keys = state.keys.filter((k) => k !== key);
      return undefined;
    },
    "ai.key.assign": ({ state, input }) => {
      const body = readInput(input, {
        key_id: z.string(),
        project_id: z.string().optional(),
        user_id: z.string().optional(),
      });
      const key = findKey(state, body.key_id);
      // An empty string unassigns; a value must name a project or user of the region.
      if (body.project_id !== undefined) {
        key.project_id = body.project_id === "" ? "" : findProject(state, body.project_id, "project_id").id;
      }
      if (body.user_id !== undefined) {
        const user = body.user_id === "" ? undefined : findUser(state, body.user_id, "user_id");
        key.user_id = user?.id ?? "";
        if (user) key.user = user.username;
      }
      return undefined;
    },
    "ai.key.cost": ({ state, region_state, input, services }) => {
      const body = readInput(input, { key_id: z.string(), start: z.string().optional(), end: z.string().optional() });
      const key = findKey(state, body.key_id);
      const now = services.now();
      const cost = costOf([key], dayRange(body.start, body.end, now), now, billingCurrency(region_state));
      return { ...cost, key_price: Math.round(cost.price * 100) };
    },
  },
});
