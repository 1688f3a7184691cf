import { guard, type GuardOf } from "@/lib/guards";

/**
 * The BFF's one error shape (see lib/bff/errors.ts), as the browser receives it. Read with guards, not zod: this
 * module is on every page's first load (the BFF built the body from its own error table).
 */
export const ApiErrorBody = guard.objectOf({
  error: guard.objectOf({
    code: guard.string,
    message: guard.string,
    status: guard.number,
    requestId: guard.optional(guard.string),
    issues: guard.optional(guard.arrayOf(guard.objectOf({ path: guard.string, message: guard.string }))),
    permission: guard.optional(guard.string),
    upstream: guard.unknown,
    operation: guard.maybe(guard.objectOf({ id: guard.string, method: guard.string, path: guard.string })),
  }),
});

export type ApiErrorIssue = { path: string; message: string };

/** Thrown by the browser client for every failed call; the UI shows `t("errors." + code)`, never a raw body. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly requestId?: string;
  readonly issues: ApiErrorIssue[];
  readonly permission?: string;
  readonly upstream?: unknown;
  /** The portal operation the error is about (`unexpected_shape`): `{id, method, path}`. */
  readonly operation?: { id: string; method: string; path: string };

  constructor(body: GuardOf<typeof ApiErrorBody>["error"]) {
    super(body.message);
    this.name = "ApiError";
    this.code = body.code;
    this.status = body.status;
    this.requestId = body.requestId;
    this.issues = body.issues ?? [];
    this.permission = body.permission;
    this.upstream = body.upstream;
    this.operation = body.operation;
  }

  /** The error a failed network call or an unreadable answer becomes. */
  static network(status = 0): ApiError {
    return new ApiError({
      code: status ? "upstream_malformed" : "network_error",
      message: "No readable answer",
      status,
    });
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const parsed = ApiErrorBody.safeParse(await response.json().catch(() => null));
  return parsed.success ? new ApiError(parsed.data.error) : ApiError.network(response.status);
}

/**
 * Errors after which the user must log in again: no session (`unauthenticated`), or the portal no longer accepts
 * the session's token (`session_expired`; `invalid_token` is the login's word for the same refusal).
 */
export const isSessionError = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === "unauthenticated" || error.code === "session_expired" || error.code === "invalid_token");
