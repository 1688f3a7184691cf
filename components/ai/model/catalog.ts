/**
 * Models and providers as the portal lists them (`llms[]`, `providers[]`: element shapes not shown in the spec).
 * A string is an id; an object is read for the usual fields; anything else is skipped.
 */
import { bool, isRecord, num, readLoose, str, strings } from "./read";

export interface ModelInfo {
  id: string;
  name: string;
  provider?: string;
  mode?: string;
  contextLength?: number;
  inputPerToken?: number;
  outputPerToken?: number;
  enabled?: boolean;
}

export interface ProviderInfo {
  id: string;
  name: string;
  enabled?: boolean;
  website?: string;
}

export function readModels(raw: unknown): ModelInfo[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): ModelInfo[] => {
    if (typeof item === "string")
      return [{ id: item, name: item, provider: item.includes("/") ? item.split("/")[0] : undefined }];
    if (!isRecord(item)) return [];
    const id = str(item.id) ?? str(item.model) ?? str(item.name);
    if (!id) return [];
    return [
      {
        id,
        name: str(item.name) ?? id,
        provider: str(item.provider) ?? (id.includes("/") ? id.split("/")[0] : undefined),
        mode: str(item.mode),
        contextLength: num(item.context_length) ?? num(item.max_tokens),
        inputPerToken: num(item.input_cost_per_token),
        outputPerToken: num(item.output_cost_per_token),
        enabled: bool(item.enabled),
      },
    ];
  });
}

export function readProviders(raw: unknown): ProviderInfo[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): ProviderInfo[] => {
    if (typeof item === "string") return [{ id: item, name: item }];
    if (!isRecord(item)) return [];
    const id = str(item.id) ?? str(item.provider) ?? str(item.name);
    return id
      ? [{ id, name: str(item.name) ?? id, enabled: bool(item.enabled), website: str(item.website) ?? str(item.url) }]
      : [];
  });
}

export interface ProviderConfig {
  provider: string;
  models: string[];
  weight?: number;
  /** The whole line, for fields this view does not know. */
  raw: Record<string, unknown>;
}

const CONFIG_FIELDS = { provider: str, name: str, allowed_models: strings, models: strings, weight: num };

/** `provider_configs[]` of a key. */
export function readProviderConfigs(raw: unknown): ProviderConfig[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): ProviderConfig[] => {
    const c = readLoose(item, CONFIG_FIELDS);
    if (!c) return [];
    return [
      { provider: c.provider ?? c.name ?? "", models: c.allowed_models ?? c.models ?? [], weight: c.weight, raw: c },
    ];
  });
}
