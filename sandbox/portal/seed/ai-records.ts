/** The stored shapes of AI projects and keys, shared by the seed, the budgets and the usage generator. */
export interface AiProjectRecord {
  id: string;
  name: string;
  original_name: string;
  description: string;
  disabled: boolean;
  tier: string;
  customer_id: string;
  budgets: Record<string, unknown>[];
  rate_limits: Record<string, unknown>[];
  /** Model ids the project may use. */
  llms: string[];
  /** AI user ids. */
  members: string[];
  created_at: string;
}

export interface AiKeyRecord {
  id: string;
  name: string;
  original_name: string;
  description: string;
  is_active: boolean;
  tier: string;
  user_bound: boolean;
  /** "" when the key belongs to no project. */
  project_id: string;
  /** "" when the key is bound to no user. */
  user_id: string;
  /** Who created it (token name) or the bound user's name. */
  user: string;
  budgets: Record<string, unknown>[];
  rate_limits: Record<string, unknown>[];
  provider_configs: Record<string, unknown>[];
  llms: string[];
  uplift: Record<string, unknown>[];
  created_at: string;
  /** Average tokens per day the usage generator produces for this key; 0 for keys made through the API. */
  daily_tokens: number;
}
