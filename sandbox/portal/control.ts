/**
 * The control API of the portal stand-in, under `/__control/`: fault rules, the request log, the clock and
 * reseeding. It needs header `x-sandbox-control: <controlKey>`; portal access tokens are refused here.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { sameSecret } from "./auth";
import { FaultInputSchema, type FaultBook } from "./faults";
import { parseJson, sendError, sendJson, sendNoContent, type ReadBody } from "./http";
import type { RequestLog } from "./request-log";
import type { SandboxClock } from "./services";

export const CONTROL_PREFIX = "/__control/";
export const CONTROL_HEADER = "x-sandbox-control";

export interface ControlContext {
  controlKey: string;
  faults: FaultBook;
  log: RequestLog;
  clock: SandboxClock;
  /** Reseeds every region and writes it. */
  reset: () => Promise<void>;
}

const ClockInput = z
  .strictObject({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(10 * 365 * 86_400_000)
      .optional(),
    /** Stops time (true) or lets it run again from where it stood (false). */
    frozen: z.boolean().optional(),
  })
  .refine((input) => input.advanceMs !== undefined || input.frozen !== undefined, {
    message: "advanceMs or frozen is required",
  });

type Route = (body: unknown, query: URLSearchParams) => Promise<unknown> | unknown;

function routes(ctx: ControlContext): Record<string, Route> {
  const clockNow = () => ({
    now: new Date(ctx.clock.now()).toISOString(),
    nowMs: ctx.clock.now(),
    frozen: ctx.clock.frozen,
  });
  return {
    "GET faults": () => ({ faults: ctx.faults.list() }),
    "POST faults": (body) => {
      const rule = ctx.faults.add(parseInput(FaultInputSchema, body));
      return { id: rule.id, rule };
    },
    "DELETE faults": () => ctx.faults.clear(),
    "GET requests": (_body, query) => {
      const since = Number(query.get("since") ?? "0");
      if (!Number.isInteger(since) || since < 0)
        throw new ControlError("since: expected a non-negative integer", "since");
      return { requests: ctx.log.since(since) };
    },
    "DELETE requests": () => ctx.log.clear(),
    "GET clock": clockNow,
    "POST clock": (body) => {
      const input = parseInput(ClockInput, body);
      if (input.frozen !== undefined) ctx.clock.setFrozen(input.frozen);
      if (input.advanceMs !== undefined) ctx.clock.advance(input.advanceMs);
      return clockNow();
    },
    "POST reset": async () => {
      await ctx.reset();
    },
  };
}

class ControlError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

function parseInput<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.join(".") || "body";
  throw new ControlError(`${field}: ${issue.message}`, field);
}

/** Answers a request under the control prefix. */
export async function handleControl(
  ctx: ControlContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  query: URLSearchParams,
  body: ReadBody,
): Promise<void> {
  const name = pathname.slice(CONTROL_PREFIX.length);
  // Health needs no key: it tells a launcher the server is up and reveals nothing.
  if (name === "health" && req.method === "GET") return sendJson(res, 200, { ok: true });
  const key = req.headers[CONTROL_HEADER];
  if (typeof key !== "string" || !sameSecret(ctx.controlKey, key)) {
    return sendError(res, { status: 401, message: `control API needs header ${CONTROL_HEADER}` });
  }
  const route = routes(ctx)[`${req.method} ${name}`];
  if (!route) return sendError(res, { status: 404, message: `no control route ${req.method} ${pathname}` });
  if (body.tooLarge) return sendError(res, { status: 413, message: "body larger than 1 MB" });
  const parsed = body.text === "" ? { ok: true as const, value: undefined } : parseJson(body.text);
  if (!parsed.ok) return sendError(res, { status: 400, message: "body: invalid JSON", field: "body" });
  try {
    const result = await route(parsed.value, query);
    if (result === undefined) sendNoContent(res);
    else sendJson(res, 200, result);
  } catch (error) {
    if (error instanceof ControlError)
      return sendError(res, { status: 400, message: error.message, field: error.field });
    throw error;
  }
}
