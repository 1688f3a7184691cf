/**
 * The portal stand-in's HTTP core. Every request: log → faults → route (catalog) → auth-token → region →
 * permission → body → schema → ticks → handler → persist → JSON. Nothing a client sends can crash it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { inputSchema, matchOperation, type OperationId } from "../../lib/portal/operations";
import type { OperationDef } from "../../lib/portal/operation";
import { SandboxError, type AnyArea, type HandlerContext, type SandboxServices } from "./area";
import type { TokenBook } from "./auth";
import { requireRegion } from "./auth";
import { CONTROL_PREFIX, handleControl, type ControlContext } from "./control";
import { applyFault, type FaultBook } from "./faults";
import {
  bodyForLog,
  parseJson,
  readBody,
  sendError,
  sendJson,
  sendNoContent,
  splitTarget,
  type ReadBody,
} from "./http";
import type { RequestLog } from "./request-log";
import type { SandboxClock } from "./services";
import type { SandboxStore } from "./store";

export interface PortalServerOptions {
  store: SandboxStore;
  areas: readonly AnyArea[];
  tokens: TokenBook;
  clock: SandboxClock;
  services: SandboxServices;
  faults: FaultBook;
  log: RequestLog;
  controlKey: string;
  /** Where unexpected handler errors are reported (never to the client); console.error by default. */
  reportError?: (message: string, error: unknown) => void;
}

interface Routed {
  area: AnyArea;
  handler: NonNullable<AnyArea["handlers"][OperationId]>;
}

/** Handlers by operation id; an id claimed by two areas is a wiring mistake caught at start. */
function indexHandlers(areas: readonly AnyArea[]): Map<string, Routed> {
  const index = new Map<string, Routed>();
  for (const area of areas) {
    for (const [id, handler] of Object.entries(area.handlers)) {
      if (!handler) continue;
      const other = index.get(id);
      if (other) throw new Error(`operation ${id} is handled by both area ${other.area.key} and ${area.key}`);
      index.set(id, { area, handler });
    }
  }
  return index;
}

export function createPortalServer(options: PortalServerOptions): Server {
  const handlers = indexHandlers(options.areas);
  const control: ControlContext = {
    controlKey: options.controlKey,
    faults: options.faults,
    log: options.log,
    clock: options.clock,
    reset: () => options.store.reset(),
  };
  const report = options.reportError ?? ((message, error) => console.error(message, error));

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      report(`sandbox: unexpected error on ${req.method} ${req.url}`, error);
      sendError(res, { status: 500, message: "internal sandbox error" });
    });
  });
  // A client that opens a socket and sends garbage gets a 400 from Node; keep that from surfacing as an error.
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n");
    else socket.destroy();
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? "/";
    const method = req.method ?? "GET";
    const { pathname, query } = splitTarget(rawUrl);
    const body = await readBody(req);
    if (pathname.startsWith(CONTROL_PREFIX)) return handleControl(control, req, res, pathname, query, body);

    options.log.add({ method, path: rawUrl, headers: { ...req.headers }, body: bodyForLog(body) });
    const match = matchOperation(method, pathname);
    const regionHeader = typeof req.headers.region === "string" ? req.headers.region : undefined;
    // The console's permission probes (request id "probe-…") must not use up a fault a test set for the real call.
    const isProbe = String(req.headers["x-request-id"] ?? "").startsWith("probe-");
    const fault = isProbe
      ? undefined
      : options.faults.take({
          method,
          pathname,
          region: regionHeader,
          operation: match ? { id: match.op.id, path: match.op.path } : undefined,
        });
    if (fault && (await applyFault(fault, req, res))) return;

    if (!match) return sendError(res, { status: 404, message: `no operation ${method} ${pathname.slice(0, 200)}` });
    try {
      const answer = await serveOperation(req, match.op, match.params, body);
      if (answer === undefined) sendNoContent(res);
      else sendJson(res, 200, answer);
    } catch (error) {
      if (error instanceof PermissionError) {
        return sendError(res, { status: 403, message: error.message, permission: error.permission });
      }
      if (error instanceof ValidationError) return sendError(res, error.body);
      if (error instanceof SandboxError) {
        return sendError(res, {
          status: error.status,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        });
      }
      report(`sandbox: handler of ${match.op.id} failed`, error);
      sendError(res, { status: 500, message: `internal sandbox error in ${match.op.id}` });
    }
  }

  async function serveOperation(
    req: IncomingMessage,
    op: OperationDef,
    params: Record<string, string>,
    body: ReadBody,
  ): Promise<unknown> {
    const now = options.clock.now();
    const token = options.tokens.authenticate(req.headers, now);
    const region = requireRegion(req.headers, options.store.regions);
    if (!options.tokens.permits(token.name, op.permission)) throw new PermissionError(op.permission);

    const input = parseInput(op, params, body);
    const regionState = options.store.region(region);
    if (!regionState) throw new SandboxError(400, `unknown region "${region}"`, "region");
    for (const area of options.areas) {
      if (area.tick?.(regionState[area.key] as never, now, region, options.services) === true) {
        options.store.markDirty(region);
      }
    }

    const routed = handlers.get(op.id);
    if (!routed) throw new SandboxError(501, `operation ${op.id} is not implemented by the sandbox`);
    const ctx: HandlerContext<never, never> = {
      region,
      state: regionState[routed.area.key] as never,
      region_state: regionState,
      // The parsed value (defaults and transforms applied), which is what the handler's type promises.
      input: input as never,
      params,
      user: token.name,
      services: options.services,
    };
    try {
      return await routed.handler(ctx);
    } finally {
      // A write may have changed state even when it then failed half-way; persisting is harmless.
      if (op.method !== "GET") options.store.markDirty(region);
    }
  }

  return server;
}

class PermissionError extends Error {
  constructor(readonly permission: string) {
    super(`token lacks permission ${permission}`);
  }
}

class ValidationError extends Error {
  constructor(
    readonly body: { status: number; message: string; field?: string; issues?: { path: string; message: string }[] },
  ) {
    super(body.message);
  }
}

/** Path params and body fields merged, checked and parsed with the operation's input schema. */
function parseInput(op: OperationDef, params: Record<string, string>, body: ReadBody): unknown {
  if (body.tooLarge) throw new SandboxError(413, "body larger than 1 MB");
  let fields: Record<string, unknown> = {};
  if (body.text.trim() !== "") {
    const parsed = parseJson(body.text);
    if (!parsed.ok) throw new SandboxError(400, "body: invalid JSON", "body");
    if (typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) {
      throw new SandboxError(400, "body: expected a JSON object", "body");
    }
    fields = parsed.value as Record<string, unknown>;
  }
  // Path params win over a body field of the same name, so the URL always names the resource acted on.
  const result = inputSchema(op).safeParse({ ...fields, ...params });
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join(".") || fieldOfUnrecognized(issue) || "body",
    message: issue.message,
  }));
  const first = issues[0];
  throw new ValidationError({ status: 400, message: `${first.path}: ${first.message}`, field: first.path, issues });
}

/** zod reports unknown keys at the object's own path; name the first unknown key instead. */
function fieldOfUnrecognized(issue: { code: string; keys?: readonly string[] }): string | undefined {
  return issue.code === "unrecognized_keys" ? issue.keys?.[0] : undefined;
}
