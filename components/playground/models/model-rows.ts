/** The models page's rows: the spec's Model fields flattened for a table, and the page's filters. */
import type { Model } from "@/lib/gateway/schemas";
import { methodsOf, providerOf, type GatewayMethod } from "../shared/gateway-models";

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
    methods: methodsOf(model),
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

/** Whether a row has something for a column of the models table (ids as the table names them). */
export function hasValue(row: ModelRow, column: string | undefined): boolean {
  switch (column) {
    case "name":
      return row.name !== row.id;
    case "provider":
      return row.provider !== "";
    case "modality":
      return row.inputModalities.length + row.outputModalities.length > 0;
    case "context":
      return row.contextLength !== undefined;
    case "maxInput":
      return row.maxInput !== undefined;
    case "maxOutput":
      return row.maxOutput !== undefined;
    case "promptPrice":
      return row.promptPrice !== undefined;
    case "completionPrice":
      return row.completionPrice !== undefined;
    case "description":
      return row.description !== "";
    default:
      return true;
  }
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
      (!filters.modality ||
        row.inputModalities.includes(filters.modality) ||
        row.outputModalities.includes(filters.modality)) &&
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
