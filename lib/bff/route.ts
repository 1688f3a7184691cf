import "server-only";
import { ConfigError } from "@/lib/config";
import { readJsonBody, takesBody } from "./body";
import { getBff, type Bff } from "./context";
import { clearedSessionCookie, isSecureContext, readSessionCookie } from "./cookie";
import { csrfRejection } from "./csrf";
import { BffError } from "./errors";
import { formatRequestLog, logs, requestLogLevel, type RequestLog } from "./log";
import { recordRequest } from "./metrics";
import { requestIdOf } from "./request-id";
import { applyApiHeaders, errorResponse } from "./respond";
import type { Session } from "./sessions";

/** Brand of every handler made by `bffRoute`; a test checks that each exported route method carries it. */
export const BFF_ROUTE = Symbol.for("portal-console.bff-route");

export type Auth = "required" | "optional" | "none";
type SessionFor<A extends Auth> = A extends "required" ? Session : A extends "optional" ? Session | null : null;

export interface RouteContext<S extends Session | null = Session | null> {
  request: Request;
  /** The request URL as received (percent-encodings intact). */
  url: URL;
  requestId: string;
  bff: Bff;
  session: S;
  /** Whether cookies get `Secure` and the `__Host-` name. */
  secure: boolean;
  /** The parsed JSON body; undefined when the request had none. */
  body: unknown;
  /** Names the operation in the request's log line (`ai.keys.list`). */
  setOperation(name: string): void;
  /** Adds output-schema issue paths (no values) to the request's log line. */
  noteOutputMismatch(paths: string[]): void;
  /** Adds a Set-Cookie header to the answer. */
  setCookie(header: string): void;
  /** Ends the current session (record deleted, cookie cleared in the answer). */
  endSession(): Promise<void>;
}

export interface RouteOptions<A extends Auth> {
  auth: A;
  /** Only the health check opts out. */
  csrf?: boolean;
  /** False for reads the UI polls, so that polling alone does not keep a session alive. */
  touch?: boolean;
}

export type BffHandler = ((request: Request) => Promise<Response>) & { readonly [BFF_ROUTE]: true };

/**
 * The one wrapper around every /api handler: request id, CSRF and content-type rules, session lookup, body
 * parsing, the one error shape, security headers, and one log line. Handlers only do their job.
 */
export function bffRoute<A extends Auth>(
  name: string,
  options: RouteOptions<A>,
  handler: (ctx: RouteContext<SessionFor<A>>) => Promise<Response>,
): BffHandler {
  const wrapped = async (request: Request): Promise<Response> => {
    const started = performance.now();
    let requestId = requestIdOf(request, false);
    let operation = name;
    let mismatch: string[] | undefined;
    const cookies: string[] = [];
    let bff: Bff | undefined;
    let response: Response;
    let code: string | undefined;
    try {
      bff = getBff();
      const live = bff;
      if (live.config.trustRequestId) requestId = requestIdOf(request, true);
      if (options.csrf !== false) {
        const reason = csrfRejection(request, live.config);
        if (reason) throw new BffError("csrf_rejected", { message: `Request refused: ${reason}.` });
      }
      const secure = isSecureContext(request, live.config.cookieSecure);
      let session: Session | null = null;
      if (options.auth !== "none") {
        const cookie = readSessionCookie(request, secure);
        session = await live.sessions.lookup(cookie, { touch: options.touch !== false });
        if (!session && cookie !== undefined) cookies.push(clearedSessionCookie(secure));
        if (!session && options.auth === "required") throw new BffError("unauthenticated");
      }
      // A GET is not handed to the body reader at all: one promise less on the most frequent path.
      const body = takesBody(request.method) ? await readJsonBody(request, live.config.maxBodyBytes) : undefined;
      const ctx: RouteContext<Session | null> = {
        request,
        url: new URL(request.url),
        requestId,
        bff: live,
        session,
        secure,
        body,
        setOperation: (op) => {
          operation = op;
        },
        noteOutputMismatch: (paths) => {
          mismatch = [...(mismatch ?? []), ...paths];
        },
        setCookie: (header) => {
          cookies.push(header);
        },
        endSession: async () => {
          if (ctx.session) await live.sessions.end(ctx.session);
          cookies.push(clearedSessionCookie(secure));
        },
      };
      response = await handler(ctx as RouteContext<SessionFor<A>>);
    } catch (error) {
      if (error instanceof ConfigError) console.error(error.message);
      ({ response, code } = errorResponse(error, requestId));
    }
    applyApiHeaders(response.headers, requestId);
    for (const cookie of cookies) response.headers.append("set-cookie", cookie);
    const elapsed = performance.now() - started;
    recordRequest(operation, response.status, elapsed / 1000, code);
    if (bff?.config.logRequests !== false) {
      const entry: RequestLog = {
        method: request.method,
        op: operation,
        status: response.status,
        ms: Math.round(elapsed * 10) / 10,
        requestId,
        ...(code ? { code } : {}),
        ...(mismatch ? { outputMismatch: mismatch } : {}),
        ...(response.headers.get("content-type")?.startsWith("text/event-stream") ? { stream: true } : {}),
      };
      if (logs(requestLogLevel(entry), bff?.config.logLevel ?? "info")) {
        (bff?.log ?? ((l: string) => process.stdout.write(`${l}\n`)))(formatRequestLog(entry));
      }
    }
    return response;
  };
  return Object.assign(wrapped, { [BFF_ROUTE]: true as const });
}

export const isBffHandler = (value: unknown): value is BffHandler =>
  typeof value === "function" && (value as Partial<BffHandler>)[BFF_ROUTE] === true;
