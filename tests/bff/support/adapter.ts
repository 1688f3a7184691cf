/**
 * A tiny stand-in for Next's server in front of the route handlers: real HTTP on loopback, the request built as
 * Next builds it (URL parsed from the raw target, so dot segments are resolved exactly as there; the abort signal
 * fires when the client goes away), the answer streamed back chunk by chunk.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import * as catchAll from "@/app/api/[...rest]/route";
import * as ledger from "@/app/api/ai/ledger/route";
import * as chat from "@/app/api/gateway/v1/chat/completions/route";
import * as embeddings from "@/app/api/gateway/v1/embeddings/route";
import * as models from "@/app/api/gateway/v1/models/route";
import * as rerank from "@/app/api/gateway/v1/rerank/route";
import * as live from "@/app/api/health/live/route";
import * as ready from "@/app/api/health/ready/route";
import * as health from "@/app/api/health/route";
import * as metricsRoute from "@/app/api/metrics/route";
import * as portal from "@/app/api/portal/[...path]/route";
import * as demo from "@/app/api/session/demo/route";
import * as gatewayKey from "@/app/api/session/gateway-key/route";
import * as permissions from "@/app/api/session/permissions/route";
import * as session from "@/app/api/session/route";

type RouteModule = Record<string, unknown>;

/** Every route module with the URL pattern of its folder, most specific first (as Next orders them). */
export const routeModules: { file: string; pattern: RegExp; module: RouteModule }[] = [
  { file: "app/api/health/route.ts", pattern: /^\/api\/health$/, module: health },
  { file: "app/api/health/live/route.ts", pattern: /^\/api\/health\/live$/, module: live },
  { file: "app/api/health/ready/route.ts", pattern: /^\/api\/health\/ready$/, module: ready },
  { file: "app/api/metrics/route.ts", pattern: /^\/api\/metrics$/, module: metricsRoute },
  { file: "app/api/session/route.ts", pattern: /^\/api\/session$/, module: session },
  { file: "app/api/session/gateway-key/route.ts", pattern: /^\/api\/session\/gateway-key$/, module: gatewayKey },
  { file: "app/api/session/demo/route.ts", pattern: /^\/api\/session\/demo$/, module: demo },
  { file: "app/api/session/permissions/route.ts", pattern: /^\/api\/session\/permissions$/, module: permissions },
  { file: "app/api/gateway/v1/models/route.ts", pattern: /^\/api\/gateway\/v1\/models$/, module: models },
  {
    file: "app/api/gateway/v1/chat/completions/route.ts",
    pattern: /^\/api\/gateway\/v1\/chat\/completions$/,
    module: chat,
  },
  { file: "app/api/gateway/v1/embeddings/route.ts", pattern: /^\/api\/gateway\/v1\/embeddings$/, module: embeddings },
  { file: "app/api/gateway/v1/rerank/route.ts", pattern: /^\/api\/gateway\/v1\/rerank$/, module: rerank },
  { file: "app/api/ai/ledger/route.ts", pattern: /^\/api\/ai\/ledger$/, module: ledger },
  { file: "app/api/portal/[...path]/route.ts", pattern: /^\/api\/portal\/.+$/, module: portal },
  { file: "app/api/[...rest]/route.ts", pattern: /^\/api\/.+$/, module: catchAll },
];

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Next's parse of a raw request target: `http://host` + target, dot segments resolved by the URL parser. */
export function nextUrl(rawTarget: string, host: string): URL {
  return rawTarget.startsWith("/") ? new URL(`http://${host}${rawTarget}`) : new URL(rawTarget, `http://${host}`);
}

/** Next answers a path with a backslash or a repeated slash with a 308 to the cleaned path, before any route. */
function repeatedSlashRedirect(rawTarget: string): string | null {
  const [path, ...query] = rawTarget.split("?");
  if (!/(\\|\/\/)/.test(path)) return null;
  return path.replace(/\\/g, "/").replace(/\/\/+/g, "/") + (query.length > 0 ? `?${query.join("?")}` : "");
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const redirect = repeatedSlashRedirect(req.url ?? "/");
  if (redirect !== null) {
    res.writeHead(308, { location: redirect }).end(redirect);
    return;
  }
  const host = req.headers.host ?? "localhost";
  let url: URL;
  try {
    url = nextUrl(req.url ?? "/", host);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const route = routeModules.find((r) => r.pattern.test(url.pathname));
  const handler = route?.module[req.method ?? "GET"];
  if (typeof handler !== "function") {
    res.writeHead(route ? 405 : 404).end();
    return;
  }
  const abort = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", req.socket.remoteAddress ?? "");
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const request = new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    signal: abort.signal,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
  const response = (await (handler as (r: Request) => Promise<Response>)(request)) as Response;
  const outHeaders: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") outHeaders[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outHeaders["set-cookie"] = cookies;
  res.writeHead(response.status, outHeaders);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.on("close", () => {
    if (!res.writableFinished) void reader.cancel().catch(() => undefined);
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise((resolve) => res.once("drain", resolve));
    }
    res.end();
  } catch {
    res.destroy();
  }
}

export async function startAdapter(): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
