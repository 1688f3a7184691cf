import "server-only";
import { Redis } from "ioredis";
import { z } from "zod";
import { BffError } from "./errors";
import type { Clock, Counter, SessionStore, StoredSession } from "./session-store";

const StoredSessionSchema = z.object({
  region: z.string(),
  token: z.string(),
  gatewayKey: z.string().optional(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  expiresAt: z.number(),
  denied: z.array(z.string()),
});

// INCR and the window's expiry in one step, so two instances counting at once cannot leave a counter without TTL.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

/**
 * Sessions and login counters in Redis/Valkey, so several console instances behind a load balancer share them.
 * Records expire by Redis TTL at their drop time; the secrets inside stay sealed with SESSION_SECRET's key.
 */
export class RedisSessionStore implements SessionStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = "console:",
    private readonly clock: Clock = Date.now,
  ) {
    this.redis = new Redis(url, {
      // Fail fast instead of queueing requests forever while Redis is down: the route answers an error.
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      connectTimeout: 5_000,
      // A command Redis does not answer within this fails (a session request answers 503, not a hang).
      commandTimeout: 5_000,
      lazyConnect: false,
    });
    // Connection errors surface on the commands; without a listener ioredis would print each retry.
    this.redis.on("error", () => undefined);
  }

  private sessionKey(key: string) {
    return `${this.prefix}session:${key}`;
  }

  private counterKey(key: string) {
    return `${this.prefix}counter:${key}`;
  }

  /** Every command: a Redis failure becomes the one 503 that names the session store. */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      throw new BffError("session_store_unavailable", { retryAfter: 2 });
    }
  }

  async ping(): Promise<void> {
    await this.run(() => this.redis.ping());
  }

  async get(key: string): Promise<StoredSession | null> {
    const text = await this.run(() => this.redis.get(this.sessionKey(key)));
    if (text === null) return null;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
    const parsed = StoredSessionSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  }

  async put(key: string, session: StoredSession, dropAt: number): Promise<void> {
    const ttl = Math.max(1, Math.ceil(dropAt - this.clock()));
    await this.run(() => this.redis.set(this.sessionKey(key), JSON.stringify(session), "PX", ttl));
  }

  async delete(key: string): Promise<void> {
    await this.run(() => this.redis.del(this.sessionKey(key)));
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    const reply = (await this.run(() => this.redis.eval(HIT_SCRIPT, 1, this.counterKey(key), String(windowMs)))) as [
      number,
      number,
    ];
    const [count, ttl] = reply;
    return { count, resetAt: this.clock() + Math.max(0, ttl) };
  }

  async peek(key: string): Promise<Counter> {
    const [[, count], [, ttl]] = (await this.run(() =>
      this.redis.multi().get(this.counterKey(key)).pttl(this.counterKey(key)).exec(),
    )) as [[Error | null, string | null], [Error | null, number]];
    return { count: count === null ? 0 : Number(count), resetAt: this.clock() + Math.max(0, ttl) };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
