/** A raw HTTP client for the tests: the request target is sent exactly as written (no URL normalisation). */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON (throws when it is not). */
  json<T = unknown>(): T;
  setCookies: string[];
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, instead of JSON of `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
  cookie?: string;
  /** Adds `x-csrf: 1` (default true). */
  csrf?: boolean;
}

export function call(baseUrl: string, method: string, target: string, options: CallOptions = {}): Promise<Answer> {
  const base = new URL(baseUrl);
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = {
    ...(options.csrf === false ? {} : { "x-csrf": "1" }),
    ...(body !== undefined && options.rawBody === undefined ? { "content-type": "application/json" } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: target,
        headers,
        setHost: !("host" in headers),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const setCookie = res.headers["set-cookie"];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: <T>() => JSON.parse(text) as T,
            setCookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
          });
        });
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** `name=value` of the session cookie a Set-Cookie list sets (not clears), if any. */
export function sessionCookieOf(answer: Answer): string | undefined {
  for (const header of answer.setCookies) {
    const pair = header.split(";")[0];
    const [name, value] = pair.split("=");
    if (name.includes("console-session") && value) return pair;
  }
  return undefined;
}

export interface ErrorShape {
  error: {
    code: string;
    message: string;
    status: number;
    requestId: string;
    issues?: { path: string; message: string }[];
    permission?: string;
    upstream?: { service: string; status?: number; message?: string; body?: Record<string, unknown> };
  };
}
