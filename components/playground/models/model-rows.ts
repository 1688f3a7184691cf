/** The models page's rows: the spec's Model fields flattened for a table, and the page's filters. */
import type { Model } from "@/lib/gateway/schemas";
import { offers, providerOf, type GatewayMethod } from "../shared/gateway-models";

export const METHODS: readonly GatewayMethod[] = ["chat", "embeddings", "rerank"];

export interface ModelRow {
  id: string;
  name: string;
  provider: string;
  methods: GatewayMethod[];
  inputModalities: string[];
  outputModalities: string[];
  contextLength?: number;
  maxInput?: number;
  maxOutput?: number;
  /** Per-token prices as the gateway sends them (decimal strings). */
  promptPrice?: string;
  completionPrice?: string;
  description: string;
  model: Model;
}

const num = (value: number | null | undefined) => (typeof value === "number" ? value : undefined);

export function toRow(model: Model): ModelRow {
  return {
    id: model.id ?? "",
    name: model.name ?? model.id ?? "",
    provider: providerOf(model),
    methods: METHODS.filter((method) => offers(model, method)),
    inputModalities: model.architecture?.input_modalities ?? [],
    outputModalities: model.architecture?.output_modalities ?? [],
    contextLength: num(model.context_length ?? model.top_provider?.context_length),
    maxInput: num(model.max_input_tokens ?? model.per_request_limits?.prompt_tokens),
    maxOutput: num(model.max_output_tokens ?? model.top_provider?.max_completion_tokens),
    promptPrice: model.pricing?.prompt ?? undefined,
    completionPrice: model.pricing?.completion ?? undefined,
    description: model.description ?? "",
    model,
  };
}

export interface ModelFilters {
  provider?: string;
  modality?: string;
  method?: string;
}

/** A modality matches input or output ("image" finds vision models, "embeddings" finds embedding models). */
export function filterRows(rows: readonly ModelRow[], filters: ModelFilters): ModelRow[] {
  return rows.filter(
    (row) =>
      (!filters.provider || row.provider === filters.provider) &&
      (!filters.modality || row.inputModalities.includes(filters.modality) || row.outputModalities.includes(filters.modality)) &&
      (!filters.method || row.methods.includes(filters.method as GatewayMethod)),
  );
}

export const modalitiesOf = (rows: readonly ModelRow[]) =>
  [...new Set(rows.flatMap((row) => [...row.inputModalities, ...row.outputModalities]))].sort();

/** Where a model is tried: the playground of its first method, preselected. */
export function playgroundHref(row: Pick<ModelRow, "id" | "methods">): string | undefined {
  const method = row.methods[0];
  if (!method) return undefined;
  const path = method === "chat" ? "/playground" : `/playground/${method}`;
  return `${path}?model=${encodeURIComponent(row.id)}`;
}
