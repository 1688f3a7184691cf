/** How stored AI records are answered: the spec's record shapes built from the area's state. */
import { notFound, SandboxError } from "../area";
import { ACCOUNT } from "../seed/account";
import { AI_MODELS } from "../seed/ai-catalog";
import type { AiCustomerRecord, AiKeyRecord, AiProjectRecord, AiState } from "../seed/ai";
import type { DayRange } from "./ai-usage";
import { tokensUsageOf } from "./ai-usage";

export function findKey(state: AiState, id: string): AiKeyRecord {
  const key = state.keys.find((k) => k.id === id);
  if (!key) throw notFound(`AI key ${id}`);
  return key;
}

export function findProject(state: AiState, id: string, field?: string): AiProjectRecord {
  const project = state.projects.find((p) => p.id === id);
  if (!project) throw new SandboxError(404, `AI project ${id} not found`, field);
  return project;
}

const ref = (record: { id: string; name: string } | undefined) => (record ? { id: record.id, name: record.name } : {});

const customerOf = (state: AiState, project: AiProjectRecord | undefined): AiCustomerRecord | undefined =>
  project ? state.customers.find((c) => c.id === project.customer_id) : undefined;

/** A key is limited when one of its budgets is used up. */
export function isLimited(key: AiKeyRecord): boolean {
  return key.budgets.some(
    (b) => typeof b.max_limit === "number" && typeof b.current_usage === "number" && b.current_usage >= b.max_limit,
  );
}

/** `llms {}` of projects and customers: model id → its provider and name. */
export const llmMap = (ids: readonly string[]) =>
  Object.fromEntries(
    ids.map((id) => {
      const model = AI_MODELS.find((m) => m.id === id);
      return [id, { provider: model?.provider ?? id.split("/")[0], name: model?.name ?? id, enabled: true }];
    }),
  );

export const keySummary = (key: AiKeyRecord) => ({
  budgets: key.budgets,
  description: key.description,
  id: key.id,
  is_active: key.is_active,
  name: key.name,
  provider_configs: key.provider_configs,
  rate_limits: key.rate_limits,
});

export function keyDetail(state: AiState, key: AiKeyRecord) {
  const project = state.projects.find((p) => p.id === key.project_id);
  return {
    ...keySummary(key),
    customer: ref(customerOf(state, project)),
    model_limits: key.llms.map((model) => ({ model, allowed: true })),
    team: ref(project),
    project_id: key.project_id,
    tier: key.tier,
    llms: key.llms,
    user_id: key.user_id,
    created_at: key.created_at,
  };
}

export function keyListItem(state: AiState, key: AiKeyRecord, range: DayRange, now: number) {
  const project = state.projects.find((p) => p.id === key.project_id);
  return {
    ...keySummary(key),
    customer: ref(customerOf(state, project)),
    is_limited: isLimited(key),
    original_name: key.original_name,
    parent_profile: { id: "prf-ai", name: "AI services" },
    profile: { id: `prf-ai-${key.tier}`, name: `AI ${key.tier}` },
    project: project?.name ?? "",
    project_id: key.project_id,
    team: ref(project),
    tokens_usage: tokensUsageOf([key], range, now),
    uplift: key.uplift,
    user: key.user,
    user_id: key.user_id,
    verified: key.user_bound ? { email: true, at: key.created_at } : { email: false },
    tier: key.tier,
    llms: key.llms,
    created_at: key.created_at,
  };
}

function projectBase(state: AiState, project: AiProjectRecord, range: DayRange, now: number) {
  const keys = state.keys.filter((k) => k.project_id === project.id);
  return {
    budgets: project.budgets,
    client_id: ACCOUNT.client_id,
    customer: ref(customerOf(state, project)),
    description: project.description,
    disabled: project.disabled,
    id: project.id,
    keys: keys.map((k) => ({ id: k.id, name: k.name, is_active: k.is_active })),
    name: project.name,
    original_name: project.original_name,
    rate_limits: project.rate_limits,
    reseller: ACCOUNT.reseller,
    tokens_usage: tokensUsageOf(keys, range, now),
    tier: project.tier,
    members: project.members.length,
    created_at: project.created_at,
  };
}

export const projectDetail = (state: AiState, project: AiProjectRecord, range: DayRange, now: number) => ({
  ...projectBase(state, project, range, now),
  llms: llmMap(project.llms),
});

export const projectListItem = (state: AiState, project: AiProjectRecord, range: DayRange, now: number) => ({
  ...projectBase(state, project, range, now),
  llm: project.llms,
});

export const customerView = (state: AiState, customer: AiCustomerRecord) => {
  const projects = state.projects.filter((p) => p.customer_id === customer.id);
  return {
    budgets: customer.budgets,
    id: customer.id,
    llms: llmMap([...new Set(projects.flatMap((p) => p.llms))]),
    name: customer.name,
    profile: customer.profile,
    rate_limits: customer.rate_limits,
    teams: projects.map((p) => ({ id: p.id, name: p.name, disabled: p.disabled })),
  };
};
