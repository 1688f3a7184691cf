"use client";

import { useQuery } from "@tanstack/react-query";
import type { ApiError } from "@/lib/api/error";
import { gateway } from "@/lib/gateway/browser";
import type { Model } from "@/lib/gateway/schemas";

export type GatewayMethod = "chat" | "embeddings" | "rerank";

export const gatewayModelsKey = ["gateway", "models"] as const;

/** Every model the gateway lists for this session's key (all pages), cached for a few minutes. */
export function useGatewayModels() {
  return useQuery<Model[], ApiError>({
    queryKey: gatewayModelsKey,
    queryFn: ({ signal }) => gateway.listAllModels({}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export const providerOf = (model: Pick<Model, "id"> | string | null | undefined) => {
  const id = typeof model === "string" ? model : model?.id;
  return id?.includes("/") ? id.split("/")[0] : "";
};

/** What an id says when the list says nothing else (bare OpenAI-compatible servers list only ids). */
const NAME_HINTS: Record<Exclude<GatewayMethod, "chat">, RegExp> = { embeddings: /embed/i, rerank: /rerank/i };
const looksLike = (model: Model, method: Exclude<GatewayMethod, "chat">) => NAME_HINTS[method].test(model.id ?? "");

/** Whether the list says what a model does at all (`supported_methods` or output modalities). */
const describesMethods = (model: Model) =>
  (model.supported_methods?.length ?? 0) > 0 || (model.architecture?.output_modalities?.length ?? 0) > 0;

/**
 * Which playground a model belongs in. `supported_methods` decides when present (names vary between gateways:
 * `chat.completions`, `chat_completion`…); otherwise the output modality does. A model the list does not describe
 * may be tried anywhere, except that ids naming an embedding or rerank model are kept out of the chat.
 */
export function offers(model: Model, method: GatewayMethod): boolean {
  const methods = model.supported_methods ?? [];
  if (methods.length > 0) return methods.some((m) => m.toLowerCase().includes(method === "chat" ? "chat" : method));
  const outputs = model.architecture?.output_modalities ?? [];
  if (outputs.length === 0)
    return method !== "chat" || (!looksLike(model, "embeddings") && !looksLike(model, "rerank"));
  if (method === "chat") return outputs.includes("text");
  return outputs.includes(method === "embeddings" ? "embeddings" : "scores");
}

/** The models a playground offers; undescribed models whose id names the method come first (the default pick). */
export function modelsFor(models: readonly Model[] | undefined, method: GatewayMethod): Model[] {
  const offered = (models ?? []).filter((model) => model.id && offers(model, method));
  if (method === "chat") return offered;
  const likely = (model: Model) => describesMethods(model) || looksLike(model, method);
  return [...offered.filter(likely), ...offered.filter((model) => !likely(model))];
}

/** What a model is for, as far as the list or its id tells: the models page's methods and its "try it" link. */
export function methodsOf(model: Model): GatewayMethod[] {
  const all: GatewayMethod[] = ["chat", "embeddings", "rerank"];
  if (describesMethods(model)) return all.filter((method) => offers(model, method));
  if (looksLike(model, "embeddings")) return ["embeddings"];
  return looksLike(model, "rerank") ? ["rerank"] : ["chat"];
}

export const providersOf = (models: readonly Model[]) => [...new Set(models.map(providerOf).filter(Boolean))].sort();

export const findModel = (models: readonly Model[] | undefined, id: string) => models?.find((m) => m.id === id);
