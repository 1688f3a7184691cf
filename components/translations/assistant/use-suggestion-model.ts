"use client";

import { useGatewayKeyState } from "@/components/playground/shared/gateway-key-state";
import { modelsFor, useGatewayModels } from "@/components/playground/shared/gateway-models";
import { guard } from "@/lib/guards";
import { useLocalSetting } from "@/lib/use-local-setting";

/** Where the translator's choice of model is remembered (this browser only). */
const MODEL_SETTING = "translations:suggestion-model";

/**
 * The model suggestions use (the translator's remembered choice among the gateway's chat models, else the first),
 * and whether the console has no gateway key at all: shared by "Suggest" and batch pre-translation.
 */
export function useSuggestionModel() {
  const keyState = useGatewayKeyState();
  const models = useGatewayModels();
  const chatModels = modelsFor(models.data, "chat");
  const [stored, setStored] = useLocalSetting(MODEL_SETTING, guard.string, "");
  const model =
    stored && (chatModels.length === 0 || chatModels.some((m) => m.id === stored)) ? stored : (chatModels[0]?.id ?? "");
  const noKey =
    (keyState !== undefined && !keyState.set && keyState.serverDefault === false) ||
    models.error?.code === "gateway_key_missing";
  return { model, setModel: setStored, chatModels, noKey, loading: models.isPending };
}
