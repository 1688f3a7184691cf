/**
 * The AI area: keys, projects, users, customers, models, providers and costs. Keys and projects change with the
 * operations; usage and costs are derived from a deterministic per-key, per-day generator (see ai-usage.ts).
 * New keys and projects take their limits and models from a tier: basic, standard or premium.
 */
import { defineArea, SandboxError } from "../area";
import { seedAi, providerConfigsOf, type AiKeyRecord, type AiState } from "../seed/ai";
import { AI_MODELS, AI_PROVIDERS, TIERS, tierBudgets, tierRateLimits } from "../seed/ai-catalog";
import { projectHandlers } from "./ai-projects";
import { parseTier, requireModels, savedBudgets } from "./ai-rules";
import { billingCurrency, costOf, dayRange } from "./ai-usage";
import { customerView, findKey, findProject, keyDetail, keyListItem, keySummary } from "./ai-views";

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
      let ids = AI_MODELS.map((m) => m.id);
      if (!input.list_all && input.project) ids = findProject(state, input.project, "project").llms;
      const providers = input.providers;
      const llms = AI_MODELS.filter((m) => ids.includes(m.id) && (!providers || providers.includes(m.provider)));
      return { all_available: ids.length === AI_MODELS.length, llms };
    },
    "ai.keys.list": ({ state, input, services }) => {
      const now = services.now();
      const range = dayRange(input.start, input.end, now);
      if (input.ai_project_id) findProject(state, input.ai_project_id, "ai_project_id");
      const keys = input.ai_project_id ? state.keys.filter((k) => k.project_id === input.ai_project_id) : state.keys;
      return keys.map((k) => keyListItem(state, k, range, now));
    },
    "ai.keys.create": ({ state, input, services, user: caller }) => {
      const tier = parseTier(input.tier);
      const project = input.project_id ? findProject(state, input.project_id, "project_id") : undefined;
      const user = input.user ? findUser(state, input.user, "user") : undefined;
      const llms = project ? [...project.llms] : [...TIERS[tier].models];
      const key: AiKeyRecord = {
        id: services.id("aik"),
        name: input.name,
        original_name: input.name,
        description: input.description,
        is_active: true,
        tier,
        user_bound: input.user_bound,
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
    "ai.key.get": ({ state, input }) => keyDetail(state, findKey(state, input.key_id)),
    "ai.key.update": ({ state, input, services }) => {
      const key = findKey(state, input.key_id);
      if (input.llms) {
        key.llms = requireModels(input.llms);
        key.provider_configs = providerConfigsOf(key.llms);
      }
      if (input.active !== undefined) key.is_active = input.active;
      if (input.budgets) key.budgets = savedBudgets(input.budgets, services.now()) as typeof key.budgets;
      if (input.rate_limits) key.rate_limits = input.rate_limits;
      if (input.description !== undefined) key.description = input.description;
      if (input.name !== undefined) key.name = input.name;
      return keySummary(key);
    },
    "ai.key.delete": ({ state, input }) => {
      const key = findKey(state, input.key_id);
      state.keys = state.keys.filter((k) => k !== key);
      return undefined;
    },
    "ai.key.assign": ({ state, input }) => {
      const key = findKey(state, input.key_id);
      // An empty string unassigns; a value must name a project or user of the region.
      if (input.project_id !== undefined) {
        key.project_id = input.project_id === "" ? "" : findProject(state, input.project_id, "project_id").id;
      }
      if (input.user_id !== undefined) {
        const user = input.user_id === "" ? undefined : findUser(state, input.user_id, "user_id");
        key.user_id = user?.id ?? "";
        if (user) key.user = user.username;
      }
      return undefined;
    },
    "ai.key.cost": ({ state, region_state, input, services }) => {
      const key = findKey(state, input.key_id);
      const now = services.now();
      const cost = costOf([key], dayRange(input.start, input.end, now), now, billingCurrency(region_state));
      return { ...cost, key_price: Math.round(cost.price * 100) };
    },
  },
});
