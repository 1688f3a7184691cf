/**
 * The sandbox's Inference Gateway stand-in: an HTTP server on loopback that speaks the gateway spec
 * (`/v1/models`, `/v1/chat/completions`, `/v1/embeddings`, `/v1/rerank`) with generated, seeded answers, plus
 * the control API under `/__control`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { closeGracefully } from "../close";
import { authenticate, DEMO_KEYS, type GatewayKey, type ProviderGrant } from "./auth";
import { handleChat } from "./chat";
import { handleControl } from "./control";
import { handleEmbeddings } from "./embeddings";
import { GatewayError } from "./errors";
import { parseJson, readBody, sendError, sendJson, type Exchange } from "./http";
import { handleListModels } from "./model-list";
import { PROVIDERS } from "./models";
import { handleRerank } from "./rerank";
import { GatewayState } from "./state";
import { pause } from "./stream";
import { SPEC_DIALECT, type Endpoint, type GatewayDialect } from "./dialect";

export interface GatewayServerOptions {
  port?: number;
  host?: string;
  /** Pace of streamed tokens; 30 by default, changeable at run time with `POST /__control/pace`. */
  tokensPerSecond?: number;
  /** Secret of the control API (`x-sandbox-control` header). */
  controlKey: string;
  /** Keys besides the demo ones. */
  extraKeys?: { key: string; providers: ProviderGrant }[];
  /** The spec's gateway (default) or a plain OpenAI-compatible one, and which endpoints it offers. */
  dialect?: GatewayDialect;
}

export interface GatewayServer {
  url: string;
  keys: GatewayKey[];
  /** `graceMs`: requests in flight may finish for that long before their connections are cut (0: at once). */
  close(graceMs?: number): Promise<void>;
}

const ROUTES: Record<string, { name: Endpoint; method: string; handle: (exchange: Exchange) => Promise<void> }> = {
  "/v1/models": { name: "models", method: "GET", handle: handleListModels },
  "/v1/chat/completions": { name: "chat", method: "POST", handle: handleChat },
  "/v1/embeddings": { name: "embeddings", method: "POST", handle: handleEmbeddings },
  "/v1/rerank": { name: "rerank", method: "POST", handle: handleRerank },
};

function bodyForLog(raw: string): unknown {
  if (raw === "") return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

async function serveInference(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: GatewayState,
  keys: GatewayKey[],
) {
  const startedAt = Date.now();
  const raw = await readBody(req);
  state.record({
    method: req.method ?? "GET",
    path: url.pathname + url.search,
    headers: req.headers,
    body: bodyForLog(raw),
  });
  const endpoint = ROUTES[url.pathname.replace(/\/+$/, "")];
  if (!endpoint || !state.dialect.endpoints.includes(endpoint.name)) {
    throw new GatewayError(404, "route_not_found", `No route ${req.method} ${url.pathname}.`);
  }
  if (req.method !== endpoint.method) {
    res.setHeader("allow", endpoint.method);
    throw new GatewayError(405, "method_not_allowed", `${url.pathname} accepts ${endpoint.method} only.`);
  }
  const key = authenticate(req.headers, keys);

  const slow = state.takeFault("slow");
  if (slow) {
    const gone = new AbortController();
    res.once("close", () => gone.abort());
    await pause(slow.delayMs, gone.signal);
    if (gone.signal.aborted) return;
  }
  const failure = state.takeFault("error");
  if (failure) {
    throw new GatewayError(failure.status, "injected_fault", `Injected fault: the gateway answers ${failure.status}.`);
  }
  const body = endpoint.method === "POST" ? parseJson(raw) : undefined;
  await endpoint.handle({ req, res, url, key, state, body, startedAt });
}

export async function startGatewayServer(options: GatewayServerOptions): Promise<GatewayServer> {
  const keys: GatewayKey[] = [
    ...DEMO_KEYS,
    ...(options.extraKeys ?? []).map((k) => ({ ...k, description: "extra key from the sandbox options" })),
  ];
  const state = new GatewayState(PROVIDERS, options.tokensPerSecond ?? 30, undefined, options.dialect ?? SPEC_DIALECT);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://gateway.invalid");
    const work =
      url.pathname === "/health"
        ? Promise.resolve(sendJson(res, 200, { status: "ok" }))
        : url.pathname.startsWith("/__control")
          ? handleControl(req, res, url, state, options.controlKey)
          : serveInference(req, res, url, state, keys);
    work.catch((error: unknown) => {
      if (error instanceof GatewayError) return sendError(res, error);
      // Never a stack trace on the wire; the console of the sandbox gets the detail.
      console.error("gateway sandbox: unexpected error", error);
      sendError(res, new GatewayError(500, "internal_error", "The gateway sandbox failed to handle the request."));
    });
  });

  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(":") ? `[${host}]` : host;

  return {
    url: `http://${shownHost}:${port}`,
    keys,
    close: (graceMs = 0) => closeGracefully(server, graceMs),
  };
}
