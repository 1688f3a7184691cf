import "server-only";
import { Agent, request } from "undici";
import { ping } from "@/lib/upstream/ping";
import { timedUpstream } from "@/lib/upstream/timing";
import { classifyFailure, deadline, sendWithStaleRetry } from "@/lib/upstream/failure";

export interface PortalClientOptions {
  baseUrl: string;
  connectTimeoutMs: number;
  timeoutMs: number;
}

export interface PortalCall {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** An upstream path built by `buildPath` from the catalog, never from the request path. */
  path: string;
  token: string;
  region: string;
  requestId: string;
  /** JSON body; GET operations that take one get it too (undici sends GET bodies, fetch does not). */
  body?: unknown;
  /** The browser's signal: when it leaves, the upstream request is dropped. */
  signal?: AbortSignal | null;
}

export interface PortalAnswer {
  status: number;
  contentType: string | undefined;
  text: string;
}

/**
 * The only code that talks to the portal. Sends exactly auth-token, region, accept, content-type (with a body)
 * and x-request-id; no browser header, cookie or redirect following. Throws `UpstreamFailure` when no answer came.
 */
export class PortalClient {
  private readonly agent: Agent;

  constructor(private readonly options: PortalClientOptions) {
    this.agent = new Agent({
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      // Below the 5 s idle timeout of Node servers, so the console rarely reuses a connection being closed.
      keepAliveTimeout: 4_000,
    });
  }

  async call(call: PortalCall): Promise<PortalAnswer> {
    const clock = deadline(this.options.timeoutMs, call.signal);
    const headers: Record<string, string> = {
      "auth-token": call.token,
      region: call.region,
      accept: "application/json",
      "x-request-id": call.requestId,
    };
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    if (body !== undefined) headers["content-type"] = "application/json";
    const send = async (): Promise<PortalAnswer> => {
      const answer = await request(`${this.options.baseUrl}${call.path}`, {
        method: call.method,
        headers,
        body,
        dispatcher: this.agent,
        signal: clock.signal,
      });
      const text = await answer.body.text();
      const type = answer.headers["content-type"];
      return { status: answer.statusCode, contentType: Array.isArray(type) ? type[0] : type, text };
    };
    try {
      return await timedUpstream(
        "portal",
        () =>
          sendWithStaleRetry(call.method, clock, send).catch((error: unknown) =>
            Promise.reject(classifyFailure("portal", error, clock)),
          ),
        (a) => a.status,
      );
    } catch (error) {
      throw classifyFailure("portal", error, clock);
    } finally {
      clock.clear();
    }
  }

  /** Whether the portal answers HTTP at all (any status), for the health check. */
  ping(timeoutMs: number): Promise<{ ok: boolean; ms: number }> {
    return ping("portal", `${this.options.baseUrl}/`, this.agent, timeoutMs);
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
