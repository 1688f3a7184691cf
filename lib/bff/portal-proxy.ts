import "server-only";
import { buildPath, inputSchema, matchOperation } from "@/lib/portal/operations";
import type { OperationDef } from "@/lib/portal/operation";
import { queryToInput } from "@/lib/portal/query";
import type { PortalAnswer } from "@/lib/portal/upstream";
import { BffError, invalidInput, type FieldIssue } from "./errors";
import { issuesFromZod } from "./issues";
import { noContent, rawJson } from "./respond";
import type { RouteContext } from "./route";
import type { Session } from "./sessions";
import { failureError, statusError, upstreamIssues, upstreamMessage } from "./upstream-errors";
import { UpstreamFailure } from "@/lib/upstream/failure";

export const PORTAL_PREFIX = "/api/portal";

/**
 * The catalog-driven proxy: /api/portal/<spec path> → the operation of that method and path template, input
 * validated, the upstream URL built from the template and encoded parameters only.
 */
export async function proxyPortal(ctx: RouteContext<Session>): Promise<Response> {
  const match = lookUp(ctx.request.method, ctx.url.pathname);
  ctx.setOperation(match ? match.op.id : "portal.unknown");
  if (!match) throw new BffError("unknown_operation");
  const { op } = match;
  const input = validatedInput(ctx, op, match.params);
  const answer = await sendOperation(ctx, op, input);
  if (answer.status >= 200 && answer.status < 300) return successToResponse(ctx, op, answer);
  return failureToError(ctx, op, answer);
}

/** Sends one operation with its validated input: path parameters into the template, the rest as its body. */
export async function sendOperation(
  ctx: RouteContext<Session>,
  op: OperationDef,
  input: Record<string, unknown>,
  signal: AbortSignal | null = ctx.request.signal,
): Promise<PortalAnswer> {
  const body = op.body
    ? Object.fromEntries(
        Object.keys(op.body.shape)
          .filter((k) => input[k] !== undefined)
          .map((k) => [k, input[k]]),
      )
    : undefined;
  const params = Object.fromEntries(Object.keys(op.params.shape).map((k) => [k, String(input[k])]));
  try {
    return await ctx.bff.portal.call({
      method: op.method,
      path: buildPath(op, params),
      token: ctx.session.token,
      region: ctx.session.region,
      requestId: ctx.requestId,
      body,
      signal,
    });
  } catch (error) {
    if (error instanceof UpstreamFailure) throw failureError(error);
    throw error;
  }
}

/**
 * Matches on the request path as received, percent-encodings intact: `matchOperation` decodes each segment on
 * its own, so an encoded slash or dot segment cannot shift the match. Anything outside the prefix is no operation.
 */
function lookUp(method: string, pathname: string) {
  if (!pathname.startsWith(`${PORTAL_PREFIX}/`)) return null;
  const match = matchOperation(method, pathname.slice(PORTAL_PREFIX.length));
  // A "%" left after decoding means double encoding (`%252e%252e%252f`): whatever sits behind the portal might decode
  // it once more, so such a parameter never leaves.
  if (match && Object.values(match.params).some((value) => value.includes("%"))) return null;
  return match;
}

function validatedInput(
  ctx: RouteContext<Session>,
  op: OperationDef,
  params: Record<string, string>,
): Record<string, unknown> {
  const schema = inputSchema(op);
  let given: Record<string, unknown>;
  if (op.method === "GET") {
    const undecodable = undecodableQueryParams(ctx.url.search);
    if (undecodable.length > 0) {
      throw invalidInput(
        undecodable.map((name) => ({ path: name, message: "Not valid UTF-8 after percent-decoding" })),
      );
    }
    given = queryToInput(schema, ctx.url.searchParams);
  } else if (ctx.body === undefined) {
    given = {};
  } else if (ctx.body !== null && typeof ctx.body === "object" && !Array.isArray(ctx.body)) {
    given = ctx.body as Record<string, unknown>;
  } else {
    throw invalidInput([{ path: "", message: "The body must be a JSON object" }]);
  }
  const clashes: FieldIssue[] = Object.keys(params)
    .filter((name) => Object.prototype.hasOwnProperty.call(given, name))
    .map((name) => ({ path: name, message: "Given in the path; do not repeat it" }));
  if (clashes.length > 0) throw invalidInput(clashes);
  const parsed = schema.safeParse({ ...given, ...params });
  if (!parsed.success) throw invalidInput(issuesFromZod(parsed.error));
  return parsed.data as Record<string, unknown>;
}

/**
 * Names of query parameters whose name or value is not valid percent-encoded UTF-8. URLSearchParams would turn
 * such bytes into U+FFFD and the portal would get a value the client never sent, so they are refused instead.
 */
function undecodableQueryParams(search: string): string[] {
  const names: string[] = [];
  for (const pair of search.replace(/^\?/, "").split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? "" : pair.slice(eq + 1);
    const name = strictDecode(rawName);
    if (name === null || strictDecode(rawValue) === null) names.push(name ?? rawName);
  }
  return [...new Set(names)];
}

function strictDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/** A 2xx answer as the browser's answer (synchronous: the most frequent path waits for nothing more). */
function successToResponse(ctx: RouteContext<Session>, op: OperationDef, answer: PortalAnswer): Response {
  if (answer.text.trim() === "") return noContent();
  readSuccess(ctx, op, answer);
  // The upstream text is already JSON: pass it on as is instead of serializing it again.
  return rawJson(answer.text, answer.status === 204 ? 200 : answer.status);
}

/** A 2xx answer's JSON, checked against the operation's output schema; undefined for an empty answer. */
export function readSuccess(ctx: RouteContext<Session>, op: OperationDef, { status, text }: PortalAnswer): unknown {
  if (text.trim() === "") return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BffError("upstream_malformed", { upstream: { service: "portal", status } });
  }
  checkOutput(ctx, op, data);
  return data;
}

/** A refusal or failure of the portal as the error table's answer; a 401 ends the session, a 403 is remembered. */
export async function failureToError(
  ctx: RouteContext<Session>,
  op: OperationDef,
  { status, text }: PortalAnswer,
): Promise<never> {
  const secrets = [ctx.session.token, ctx.session.gatewayKey];
  const message = upstreamMessage(text, secrets);
  // The field the portal names, so that the form shows its refusal under that field.
  const issues = upstreamIssues(text, secrets);
  const upstream = { service: "portal" as const, status, ...(message ? { message } : {}) };
  if (status === 401) {
    await ctx.endSession();
    throw new BffError("session_expired", { upstream });
  }
  if (status === 403) {
    await ctx.bff.sessions.recordDenied(ctx.session, op.permission);
    throw new BffError("permission_denied", {
      permission: op.permission,
      message: `The access token lacks the permission "${op.permission}".`,
      upstream,
    });
  }
  if (status === 404)
    throw new BffError("not_found", {
      upstream,
      ...(message ? { message } : {}),
      ...(issues.length > 0 ? { issues } : {}),
    });
  throw statusError("portal", status, message ? { message } : {}, issues);
}

/**
 * Every read is checked against the catalog's lenient output schema (unknown fields pass, missing optional ones too,
 * a present field must have its type), so an answer the pages cannot use becomes one typed error naming the operation
 * instead of a crash in the browser. A write that succeeded is passed on: its mismatch is only logged and counted
 * when CHECK_OUTPUT is on. A mismatch is logged with the operation and the paths, never the values.
 */
function checkOutput(ctx: RouteContext<Session>, op: OperationDef, data: unknown): void {
  const isRead = op.method === "GET";
  if (!op.output || !(isRead || ctx.bff.config.checkOutput)) return;
  const result = op.output.safeParse(data);
  if (result.success) return;
  const issues = issuesFromZod(result.error).slice(0, MAX_SHAPE_ISSUES);
  ctx.bff.outputMismatches.count += 1;
  ctx.noteOutputMismatch(issues.map((i) => i.path || "(root)"));
  if (!isRead) return;
  throw new BffError("unexpected_shape", {
    message: `The portal answered ${op.method} ${op.path} in an unexpected shape.`,
    operation: { id: op.id, method: op.method, path: op.path },
    issues,
    upstream: { service: "portal" },
  });
}

/** An answer of 10,000 wrong items names the first few paths, not all of them. */
const MAX_SHAPE_ISSUES = 20;
