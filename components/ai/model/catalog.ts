/**
 * Models and providers as the portal lists them (`llms[]`, `providers[]`: element shapes not shown in the spec).
 * A string is an id; an object is read for the usual fields; anything else is skipped.
 */
import { z } from "zod";

const str = z.string().optional().catch(undefined);
const num = z.number().finite().optional().catch(undefined);
const bool = z.boolean().optional().catch(undefined);

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

const ModelRecord = z.looseObject({
  id: str,
  model: str,
  name: str,
  provider: str,
  mode: str,
  context_length: num,
  max_tokens: num,
  input_cost_per_token: num,
  output_cost_per_token: num,
  enabled: bool,
});

export function readModels(raw: unknown): ModelInfo[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): ModelInfo[] => {
    if (typeof item === "string") return [{ id: item, name: item, provider: item.includes("/") ? item.split("/")[0] : undefined }];
    const parsed = ModelRecord.safeParse(item);
    if (!parsed.success) return [];
    const m = parsed.data;
    const id = m.id ?? m.model ?? m.name;
    if (!id) return [];
    return [
      {
        id,
        name: m.name ?? id,
        provider: m.provider ?? (id.includes("/") ? id.split("/")[0] : undefined),
        mode: m.mode,
        contextLength: m.context_length ?? m.max_tokens,
        inputPerToken: m.input_cost_per_token,
        outputPerToken: m.output_cost_per_token,
        enabled: m.enabled,
      },
    ];
  });
}

const ProviderRecord = z.looseObject({ id: str, name: str, provider: str, enabled: bool, website: str, url: str });

export function readProviders(raw: unknown): ProviderInfo[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): ProviderInfo[] => {
    if (typeof item === "string") return [{ id: item, name: item }];
    const parsed = ProviderRecord.safeParse(item);
    if (!parsed.success) return [];
    const p = parsed.data;
    const id = p.id ?? p.provider ?? p.name;
    return id ? [{ id, name: p.name ?? id, enabled: p.enabled, website: p.website ?? p.url }] : [];
  });
}

export interface ProviderConfig {
  provider: string;
  models: string[];
  weight?: number;
  /** The whole line, for fields this view does not know. */
  raw: Record<string, unknown>;
}

const ConfigRecord = z.looseObject({
  provider: str,
  name: str,
  allowed_models: z.array(z.string()).optional().catch(undefined),
  models: z.array(z.string()).optional().catch(undefined),
  weight: num,
});

/** `provider_configs[]` of a key. */
export function readProviderConfigs(raw: unknown): ProviderConfig[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): ProviderConfig[] => {
    const parsed = ConfigRecord.safeParse(item);
    if (!parsed.success) return [];
    const c = parsed.data;
    return [{ provider: c.provider ?? c.name ?? "", models: c.allowed_models ?? c.models ?? [], weight: c.weight, raw: c }];
  });
}
