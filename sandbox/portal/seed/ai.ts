/**
 * Seed of the AI area: users, customers, projects with members, and 28 keys across them (some inactive, some at
 * their budget limit), all deterministic for a region. Usage is not stored: `areas/ai-usage.ts` derives it.
 */
import type { SandboxServices, SeedOptions } from "../area";
import { ACCOUNT } from "./account";
import { seedBudgets } from "./ai-budgets";
import type { AiKeyRecord, AiProjectRecord } from "./ai-records";
import { COST_CATALOG, tierBudgets, tierRateLimits, TIERS, type BudgetLine, type RateLimitLine } from "./ai-catalog";

export type { AiKeyRecord, AiProjectRecord } from "./ai-records";

export interface AiUserRecord {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  enabled: string;
  client: string;
  client_id: string;
  reseller: string;
}

export interface AiCustomerRecord {
  id: string;
  name: string;
  budgets: BudgetLine[];
  rate_limits: RateLimitLine[];
  profile: Record<string, unknown>;
}

export interface AiState {
  users: AiUserRecord[];
  customers: AiCustomerRecord[];
  projects: AiProjectRecord[];
  keys: AiKeyRecord[];
  cost_catalog: Record<string, number>;
}

const DAY_MS = 86_400_000;

const PEOPLE: [first: string, last: string][] = [
  ["Ada", "Lovelace"],
  ["Alan", "Turing"],
  ["Grace", "Hopper"],
  ["Edsger", "Dijkstra"],
  ["Barbara", "Liskov"],
  ["Donald", "Knuth"],
  ["Margaret", "Hamilton"],
  ["Ken", "Thompson"],
  ["Frances", "Allen"],
  ["Dennis", "Ritchie"],
  ["Radia", "Perlman"],
  ["John", "Backus"],
];

const PROJECTS: [name: string, description: string, tier: string, disabled: boolean, customer: number][] = [
  ["support-bot", "Customer support assistant in the help center", "standard", false, 0],
  ["marketing-content", "Drafts for campaigns and product pages", "basic", false, 0],
  ["research", "Evaluation of new models by the data science team", "premium", true, 1],
  ["data-platform", "Embeddings and classification for the data lake", "premium", false, 1],
];

const KEY_PURPOSES = [
  "chat-widget",
  "ticket-triage",
  "summaries",
  "ci-tests",
  "batch-jobs",
  "copilot",
  "search",
  "translation",
  "analytics",
  "prototype",
];

export const providerConfigsOf = (llms: string[]) =>
  [...new Set(llms.map((id) => id.split("/")[0]))].map((provider) => ({
    provider,
    allowed_models: llms.filter((id) => id.startsWith(`${provider}/`)),
    weight: 1,
  }));

function seedUsers(services: SandboxServices): AiUserRecord[] {
  return PEOPLE.map(([firstName, lastName], i) => ({
    id: services.id("aiu"),
    username: `${firstName[0]}${lastName}`.toLowerCase(),
    email: `${firstName}.${lastName}@acme.example`.toLowerCase(),
    firstName,
    lastName,
    enabled: i === 11 ? "false" : "true",
    client: ACCOUNT.client,
    client_id: ACCOUNT.client_id,
    reseller: ACCOUNT.reseller,
  }));
}

export function seedAi(region: string, services: SandboxServices, options: SeedOptions): AiState {
  const rand = services.random(`ai:${region}`);
  const now = services.now();
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const users = seedUsers(services);
  const customers: AiCustomerRecord[] = [
    {
      id: services.id("aic"),
      name: ACCOUNT.client_name,
      budgets: tierBudgets("premium", 1_240.5),
      rate_limits: tierRateLimits("premium"),
      profile: { id: "prf-ai-enterprise", name: "AI enterprise" },
    },
    {
      id: services.id("aic"),
      name: "ACME Research Lab",
      budgets: tierBudgets("standard", 310.2),
      rate_limits: tierRateLimits("standard"),
      profile: { id: "prf-ai-standard", name: "AI standard" },
    },
  ];
  const projects: AiProjectRecord[] = PROJECTS.map(([name, description, tier, disabled, customer], i) => ({
    id: services.id("aip"),
    name,
    original_name: name,
    description,
    disabled,
    tier,
    customer_id: customers[customer].id,
    // Replaced by ai-budgets.ts; the draw stays so that the random sequence after it does.
    budgets: tierBudgets(tier, Math.round(TIERS[tier].budget * (0.2 + rand() * 0.6) * 100) / 100),
    rate_limits: tierRateLimits(tier),
    llms: [...TIERS[tier].models],
    members: users.filter((_, u) => u % PROJECTS.length === i || u === 0).map((u) => u.id),
    created_at: new Date(now - (120 - i * 20) * DAY_MS).toISOString(),
  }));

  const keyCount = 28 + options.aiKeys;
  const keys: AiKeyRecord[] = [];
  for (let n = 0; n < keyCount; n++) {
    // Every 7th key belongs to no project; the others are spread over the projects.
    const project = n % 7 === 6 ? undefined : projects[n % projects.length];
    const tier = project?.tier ?? pick(["basic", "standard"]);
    const bound = n % 3 === 0;
    const user = bound ? users[n % users.length] : undefined;
    const purpose = KEY_PURPOSES[n % KEY_PURPOSES.length];
    const name = n < 28 ? `${project?.name ?? "personal"}-${purpose}` : `load-key-${n - 28}`;
    // The draw of the former random usage stays, so that the keys' daily tokens (drawn after it) stay the same.
    if (n % 9 !== 4) rand();
    const llms = (project?.llms ?? TIERS[tier].models).filter((_, i) => i < 2 + (n % 4));
    keys.push({
      id: services.id("aik"),
      name,
      original_name: name,
      description: `${purpose.replace("-", " ")} for ${project?.name ?? "personal use"}`,
      is_active: n % 8 !== 5,
      tier,
      user_bound: bound,
      project_id: project?.id ?? "",
      user_id: user?.id ?? "",
      user: user?.username ?? "admin",
      // Sized from the derived usage once every key exists (ai-budgets.ts).
      budgets: [],
      rate_limits: tierRateLimits(tier),
      provider_configs: providerConfigsOf(llms),
      llms,
      uplift: n % 5 === 0 ? [{ percent: 10, reason: "reseller margin" }] : [],
      // The extra keys of a load seed have used the gateway for over a year, so a year's period is full of data.
      created_at: new Date(now - (n < 28 ? 90 - (n % 60) : 366 + (n % 30)) * DAY_MS).toISOString(),
      daily_tokens: Math.round(20_000 + rand() * rand() * 2_000_000),
    });
  }
  seedBudgets(keys, projects, now);
  return { users, customers, projects, keys, cost_catalog: { ...COST_CATALOG } };
}
