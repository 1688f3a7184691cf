import "server-only";
import type { Config } from "@/lib/config";
import { BffError } from "./errors";
import type { SessionStore } from "./session-store";

/**
 * The client address for rate limiting. Next sets `X-Forwarded-For` to the socket address when the request has
 * none; each trusted reverse proxy appends one entry, so the address is the entry `TRUSTED_PROXY_HOPS` from the end.
 * Without a proxy that overwrites the header, a client can choose its own entry: put one in front of the console.
 */
export function clientAddress(request: Request, trustedProxyHops: number): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const index = entries.length - 1 - trustedProxyHops;
  return entries[Math.max(0, index)] ?? "unknown";
}

const loginKey = (address: string) => `login-failures:${address}`;

/** Failed logins per client address; at the limit, every login from that address answers 429 until the window ends. */
export class LoginLimiter {
  constructor(
    private readonly store: SessionStore,
    private readonly config: Pick<Config, "loginMaxFailures" | "loginWindowMs">,
    private readonly clock: () => number,
  ) {}

  async assertAllowed(address: string): Promise<void> {
    const counter = await this.store.peek(loginKey(address));
    if (counter.count >= this.config.loginMaxFailures) {
      throw new BffError("rate_limited", {
        message: "Too many failed logins from this address; try again later.",
        retryAfter: Math.max(1, Math.ceil((counter.resetAt - this.clock()) / 1000)),
      });
    }
  }

  async recordFailure(address: string): Promise<void> {
    await this.store.hit(loginKey(address), this.config.loginWindowMs);
  }
}
