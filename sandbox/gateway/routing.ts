/**
 * Picks the model that serves a request: the requested one, or the first of `fallbacks` whose provider is up.
 * Every named model is checked first (exists, allowed by the key, offers the method and the asked-for
 * parameters), so a misconfigured fallback list fails loudly instead of only when the primary is down.
 */
import { allowsProvider, type GatewayKey } from "./auth";
import { GatewayError, type ErrorContext } from "./errors";
import { findModelIn } from "./dialect";
import type { CatalogModel, Method } from "./models";
import type { GatewayState } from "./state";

export interface RouteRequest {
  model: string;
  fallbacks?: string[];
  requestType: string;
  method: Method;
  /** Request parameters the model must list in `supported_parameters` (e.g. `tools` when tools are given). */
  needs: string[];
}

export interface Route {
  model: CatalogModel;
  /** The model the client asked for (`extra_fields.model_requested`). */
  requested: string;
  context: ErrorContext;
}

function check(
  name: string,
  param: string,
  key: GatewayKey,
  request: RouteRequest,
  context: ErrorContext,
  state: GatewayState,
): CatalogModel {
  const where = param === "model" ? "" : " (in fallbacks)";
  const model = findModelIn(state.dialect, name);
  if (!model)
    throw new GatewayError(404, "model_not_found", `The model ${name}${where} does not exist.`, param, context);
  if (!allowsProvider(key, model.provider)) {
    throw new GatewayError(
      403,
      "provider_not_allowed",
      `This key may not use the provider ${model.provider} (model ${name}${where}).`,
      param,
      { ...context, provider: model.provider },
    );
  }
  if (!model.info.supported_methods.includes(request.method)) {
    throw new GatewayError(
      400,
      "unsupported_model",
      `The model ${name}${where} does not support ${request.method}.`,
      param,
      context,
    );
  }
  for (const parameter of request.needs) {
    if (!model.info.supported_parameters.includes(parameter)) {
      throw new GatewayError(
        400,
        "unsupported_parameter",
        `The model ${name}${where} does not support ${parameter}.`,
        parameter,
        context,
      );
    }
  }
  return model;
}

export function route(request: RouteRequest, key: GatewayKey, state: GatewayState): Route {
  const context: ErrorContext = { model_requested: request.model, request_type: request.requestType };
  const primary = check(request.model, "model", key, request, context, state);
  const fallbacks = (request.fallbacks ?? []).map((name) => check(name, "fallbacks", key, request, context, state));
  const serving = [primary, ...fallbacks].find((m) => state.isAvailable(m.provider));
  if (!serving) {
    const tried = [primary, ...fallbacks].map((m) => m.provider);
    throw new GatewayError(
      503,
      "provider_unavailable",
      `The provider ${[...new Set(tried)].join(", ")} is unavailable and no fallback could serve the request.`,
      undefined,
      { ...context, provider: primary.provider },
    );
  }
  return { model: serving, requested: request.model, context: { ...context, provider: serving.provider } };
}
