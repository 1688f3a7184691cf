import "server-only";
import type { Readable } from "node:stream";
import { Agent, request } from "undici";
import { ping } from "@/lib/upstream/ping";
import { timedUpstream } from "@/lib/upstream/timing";
import { classifyFailure, deadline, sendWithStaleRetry } from "@/lib/upstream/failure";

export interface GatewayClientOptions {
  baseUrl: string;
  connectTimeoutMs: number;
  /** Whole request for plain answers; for streams, time to the headers and the longest pause between chunks. */
  timeoutMs: number;
  authHeader: "authorization" | "x-api-key";
}

export type GatewayPath = "/v1/models" | "/v1/chat/completions" | "/v1/embeddings" | "/v1/rerank";

export interface GatewayCall {
  method: "GET" | "POST";
  path: GatewayPath;
  query?: URLSearchParams;
  /** The validated JSON body, forwarded as the browser sent it. */
  bodyText?: string;
  key: string;
  requestId: string;
  signal?: AbortSignal | null;
  /** Keep the body open and hand it over as it arrives instead of reading it whole. */
  stream: boolean;
}

export type GatewayTextAnswer = { kind: "text"; status: number; contentType: string | undefined; text: string };
export type GatewayStreamAnswer = { kind: "stream"; status: number; contentType: string | undefined; body: Readable };
export type GatewayAnswer = GatewayTextAnswer | GatewayStreamAnswer;

/** The only code that talks to the gateway; sends the key, accept, content-type and x-request-id, nothing else. */
export class GatewayClient {
  private readonly agent: Agent;

  constructor(private readonly options: GatewayClientOptions) {
    this.agent = new Agent({
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      // Below the 5 s idle timeout of Node servers, so the console rarely reuses a connection being closed.
      keepAliveTimeout: 4_000,
    });
  }

  call(call: GatewayCall & { stream: false }): Promise<GatewayTextAnswer>;
  call(call: GatewayCall): Promise<GatewayAnswer>;
  async call(call: GatewayCall): Promise<GatewayAnswer> {
    const clock = deadline(this.options.timeoutMs, call.signal);
    const headers: Record<string, string> = {
      accept: call.stream ? "text/event-stream" : "application/json",
      "x-request-id": call.requestId,
      ...(this.options.authHeader === "authorization"
        ? { authorization: `Bearer ${call.key}` }
        : { "x-api-key": call.key }),
    };
    if (call.bodyText !== undefined) headers["content-type"] = "application/json";
    const query = call.query && [...call.query.keys()].length > 0 ? `?${call.query.toString()}` : "";
    try {
      const send = () =>
        request(`${this.options.baseUrl}${call.path}${query}`, {
          method: call.method,
          headers,
          body: call.bodyText,
          dispatcher: this.agent,
          signal: clock.signal,
        });
      const answer = await timedUpstream(
        "gateway",
        () =>
          sendWithStaleRetry(call.method, clock, send).catch((error: unknown) =>
            Promise.reject(classifyFailure("gateway", error, clock)),
          ),
        (a) => a.statusCode,
      );
      const type = answer.headers["content-type"];
      const contentType = Array.isArray(type) ? type[0] : type;
      if (call.stream) {
        // From here on only the pause between chunks is bounded (bodyTimeout): a long answer may take minutes.
        // The signal stays tied to the browser's, so its leaving still closes the upstream request.
        clock.clear();
        call.signal?.addEventListener("abort", () => answer.body.destroy(), { once: true });
        return { kind: "stream", status: answer.statusCode, contentType, body: answer.body };
      }
      const text = await answer.body.text();
      return { kind: "text", status: answer.statusCode, contentType, text };
    } catch (error) {
      throw classifyFailure("gateway", error, clock);
    } finally {
      clock.clear();
    }
  }

  /** Whether the gateway answers HTTP at all (any status), for the health check. */
  ping(timeoutMs: number): Promise<{ ok: boolean; ms: number }> {
    return ping("gateway", `${this.options.baseUrl}/v1/models`, this.agent, timeoutMs);
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
