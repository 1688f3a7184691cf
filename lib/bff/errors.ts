/**
 * The BFF's one error table: code → HTTP status → message key, and the one JSON shape every error leaves in:
 * `{error: {code, message, status, requestId, issues?, permission?, upstream?}}`.
 * The browser client rethrows the same codes; the UI shows `t("errors.<code>")`, API users read `message`.
 * No server-only import: the browser client may import the codes and types.
 */

export const errorTable = {
  unauthenticated: { status: 401, message: "Not logged in, or the session has ended." },
  invalid_token: { status: 401, message: "The portal does not accept this access token." },
  session_expired: { status: 401, message: "The portal no longer accepts the session's access token; log in again." },
  csrf_rejected: { status: 403, message: "The request was refused: it did not come from the console." },
  permission_denied: { status: 403, message: "The access token lacks the permission this operation needs." },
  gateway_key_rejected: { status: 403, message: "The gateway refused the gateway key." },
  unknown_operation: { status: 404, message: "No such operation." },
  not_found: { status: 404, message: "Not found." },
  gateway_endpoint_missing: { status: 404, message: "The gateway does not offer this endpoint." },
  gateway_key_missing: { status: 409, message: "No gateway key is set for this session and the server has none." },
  invalid_input: { status: 400, message: "The input is invalid." },
  payload_too_large: { status: 413, message: "The request body is too large." },
  unsupported_media_type: { status: 415, message: "Request bodies must be application/json." },
  rate_limited: { status: 429, message: "Too many requests; try again later." },
  internal_error: { status: 500, message: "Internal error." },
  upstream_rejected: { status: 400, message: "The upstream service rejected the request." },
  upstream_error: { status: 502, message: "The upstream service failed." },
  upstream_unreachable: { status: 502, message: "The upstream service cannot be reached." },
  upstream_malformed: { status: 502, message: "The upstream service sent an invalid answer." },
  unexpected_shape: { status: 502, message: "The portal answered in a shape the console cannot use." },
  upstream_timeout: { status: 504, message: "The upstream service did not answer in time." },
  session_store_unavailable: { status: 503, message: "The session store cannot be reached; try again in a moment." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorTable;

export const errorCodes = Object.keys(errorTable) as ErrorCode[];

/** The next-intl key of a code's text (`messages/<locale>/errors.json`). */
export const messageKey = (code: ErrorCode) => `errors.${code}` as const;

export interface FieldIssue {
  /** Dotted path of the field (`region`, `messages[0].role`); empty for the whole input. */
  path: string;
  message: string;
}

/** The portal operation an error is about, as the spec writes it (`GET /dashboards`). */
export interface ErrorOperation {
  id: string;
  method: string;
  path: string;
}

/** What the BFF knows about an upstream failure; the gateway's Error body is kept whole under `body`. */
export interface UpstreamDetail {
  service: "portal" | "gateway";
  status?: number;
  message?: string;
  body?: unknown;
  /** For an upstream that gave no answer: when this console last had one from it (ISO 8601), if it ever had. */
  lastReachedAt?: string;
}

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    status: number;
    requestId: string;
    issues?: FieldIssue[];
    permission?: string;
    upstream?: UpstreamDetail;
    operation?: ErrorOperation;
  };
}

export interface BffErrorOptions {
  message?: string;
  /** Overrides the table's status (upstream_rejected carries the upstream's 4xx). */
  status?: number;
  issues?: FieldIssue[];
  permission?: string;
  upstream?: UpstreamDetail;
  operation?: ErrorOperation;
  /** Seconds, sent as `Retry-After`. */
  retryAfter?: number;
}

export class BffError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: BffErrorOptions = {},
  ) {
    super(options.message ?? errorTable[code].message);
    this.name = "BffError";
    this.status = options.status ?? errorTable[code].status;
  }

  toBody(requestId: string): ErrorBody {
    const { issues, permission, upstream, operation } = this.options;
    return {
      error: {
        code: this.code,
        message: this.message,
        status: this.status,
        requestId,
        ...(issues ? { issues } : {}),
        ...(permission ? { permission } : {}),
        ...(upstream ? { upstream } : {}),
        ...(operation ? { operation } : {}),
      },
    };
  }
}

export const invalidInput = (issues: FieldIssue[], message?: string) =>
  new BffError("invalid_input", { issues, message });
