/**
 * The control API tests and demos use to steer the stand-in (header `x-sandbox-control: <controlKey>`):
 * provider availability, injected faults, token pace, the request log and the number of open streams.
 */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { GatewayError } from "./errors";
import { parseJson, readBody, sendJson } from "./http";
import { FaultSpec, type GatewayState } from "./state";

const Availability = z.object({ available: z.boolean("available must be true or false") });
const Pace = z.object({
  tokensPerSecond: z
    .number("tokensPerSecond must be a number")
    .positive("tokensPerSecond must be above 0")
    .max(100_000),
});
const Since = z.coerce.number("since must be an integer").int("since must be an integer").min(0).default(0);

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new GatewayError(400, "invalid_parameter", issue.message, issue.path.join(".") || undefined);
}

function authorised(req: IncomingMessage, controlKey: string): boolean {
  const given = Buffer.from(String(req.headers["x-sandbox-control"] ?? ""));
  const expected = Buffer.from(controlKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: GatewayState,
  controlKey: string,
) {
  if (!authorised(req, controlKey)) {
    throw new GatewayError(
      401,
      "invalid_control_key",
      "The control API needs the header x-sandbox-control with the control key.",
    );
  }
  const raw = await readBody(req);
  const body = () => parseJson(raw);
  const path = url.pathname.replace(/\/+$/, "");
  const method = req.method ?? "GET";
  const provider = /^\/__control\/providers\/([^/]+)$/.exec(path);

  if (provider && method === "POST") {
    const name = decodeURIComponent(provider[1]);
    if (!state.providers.includes(name)) {
      throw new GatewayError(
        404,
        "unknown_provider",
        `There is no provider ${name}; known: ${state.providers.join(", ")}.`,
        "name",
      );
    }
    state.setAvailable(name, parse(Availability, body()).available);
    return sendJson(res, 200, { name, available: state.isAvailable(name) });
  }
  switch (`${method} ${path}`) {
    case "GET /__control/providers":
      return sendJson(res, 200, { providers: state.providerStates() });
    case "GET /__control/faults":
      return sendJson(res, 200, { faults: state.activeFaults() });
    case "POST /__control/faults":
      state.addFault(parse(FaultSpec, body()));
      return sendJson(res, 201, { faults: state.activeFaults() });
    case "DELETE /__control/faults":
      state.clearFaults();
      return sendJson(res, 200, { faults: [] });
    case "GET /__control/requests": {
      const since = parse(Since, url.searchParams.get("since") ?? undefined);
      return sendJson(res, 200, { requests: state.requestsSince(since), last_seq: state.lastSeq() });
    }
    case "DELETE /__control/requests":
      state.clearRequests();
      return sendJson(res, 200, { requests: [], last_seq: state.lastSeq() });
    case "GET /__control/pace":
      return sendJson(res, 200, { tokensPerSecond: state.tokensPerSecond });
    case "POST /__control/pace":
      state.tokensPerSecond = parse(Pace, body()).tokensPerSecond;
      return sendJson(res, 200, { tokensPerSecond: state.tokensPerSecond });
    case "GET /__control/streams":
      return sendJson(res, 200, { open: state.openStreams });
    case "POST /__control/reset":
      state.reset();
      return sendJson(res, 200, { reset: true });
    default:
      throw new GatewayError(404, "route_not_found", `No control route ${method} ${path}.`);
  }
}
