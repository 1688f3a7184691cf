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

/**
 * Which playground a model belongs in. `supported_methods` decides when present (names vary between gateways:
 * `chat.completions`, `chat_completion`…); otherwise the output modality does.
 */
export function offers(model: Model, method: GatewayMethod): boolean {
  const methods = model.supported_methods ?? [];
  if (methods.length > 0) return methods.some((m) => m.toLowerCase().includes(method === "chat" ? "chat" : method));
  const outputs = model.architecture?.output_modalities ?? [];
  if (method === "chat") return outputs.length === 0 || outputs.includes("text");
  return outputs.includes(method === "embeddings" ? "embeddings" : "scores");
}

export const modelsFor = (models: readonly Model[] | undefined, method: GatewayMethod) =>
  (models ?? []).filter((model) => model.id && offers(model, method));

export const providersOf = (models: readonly Model[]) => [...new Set(models.map(providerOf).filter(Boolean))].sort();

export const findModel = (models: readonly Model[] | undefined, id: string) => models?.find((m) => m.id === id);
