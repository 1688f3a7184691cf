/**
 * Errors of the gateway stand-in, answered in the spec's Error body. The spec leaves status codes and the values
 * of `error.type` / `error.code` open; this table is the stand-in's choice (OpenAI-like names).
 */
import { randomUUID } from "node:crypto";

/** Routing context echoed in `extra_fields` of an error, where the request got that far. */
export interface ErrorContext {
  provider?: string;
  model_requested?: string;
  request_type?: string;
}

const TYPE_BY_STATUS: Record<number, string> = {
  400: "invalid_request_error",
  401: "authentication_error",
  403: "permission_error",
  404: "not_found_error",
  405: "invalid_request_error",
  413: "invalid_request_error",
  429: "rate_limit_error",
  503: "service_unavailable_error",
};

export const errorTypeFor = (status: number) =>
  TYPE_BY_STATUS[status] ?? (status >= 500 ? "api_error" : "invalid_request_error");

export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
    readonly context?: ErrorContext,
  ) {
    super(message);
  }
}

export interface GatewayErrorBody {
  event_id: string;
  type: string;
  is_gateway_error: true;
  status_code: number;
  error: { type: string; code: string; message: string; param?: string; event_id: string };
  extra_fields?: ErrorContext;
}

export function errorBody(error: GatewayError): GatewayErrorBody {
  const event_id = randomUUID();
  const type = errorTypeFor(error.status);
  return {
    event_id,
    type,
    is_gateway_error: true,
    status_code: error.status,
    error: { type, code: error.code, message: error.message, ...(error.param ? { param: error.param } : {}), event_id },
    ...(error.context ? { extra_fields: error.context } : {}),
  };
}

export const badRequest = (message: string, param?: string, context?: ErrorContext) =>
  new GatewayError(400, "invalid_parameter", message, param, context);
