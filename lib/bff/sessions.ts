import "server-only";
import { BoundedCache } from "./bounded-cache";
import { isSessionIdShape, newSessionId, open, seal, sessionKey } from "./crypto";
import type { Clock, SessionStore, StoredSession } from "./session-store";

/** A live session with its secrets opened; only server code ever holds one. */
export interface Session {
  id: string;
  key: string;
  region: string;
  token: string;
  gatewayKey: string | undefined;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  idleExpiresAt: number;
  denied: string[];
}

export interface SessionPolicy {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

/** Last-seen times closer than this are not rewritten: a burst of requests costs one store write. */
const TOUCH_GRANULARITY_MS = 5_000;

/** How many sessions' hashed keys and opened secrets stay in memory (the busiest ones; the rest are recomputed). */
const CACHE_LIMIT = 10_000;

/** Session lifecycle: fresh ids, idle and absolute expiry (enforced here, by the injected clock), sealed secrets. */
export class Sessions {
  /** Cookie id → store key (a SHA-256 per request otherwise). */
  private readonly keys = new BoundedCache<string>(CACHE_LIMIT);
  /**
   * Store key and slot → the sealed value last opened there and its plaintext (an AES-GCM open per request
   * otherwise). Sealed values carry a fresh IV each time they are written, so a changed or tampered record does not
   * match and is opened (and checked) anew. Dropped when the session ends.
   */
  private readonly opened = new BoundedCache<{ sealed: string; plain: string }>(CACHE_LIMIT);

  constructor(
    private readonly store: SessionStore,
    private readonly sealKey: Buffer,
    private readonly policy: SessionPolicy,
    private readonly clock: Clock = Date.now,
  ) {}

  /** A new session under a new id: an id the browser sent before login is never reused (no fixation). */
  async create(input: { token: string; region: string; denied: string[] }): Promise<Session> {
    const id = newSessionId();
    const key = sessionKey(id);
    const now = this.clock();
    const stored: StoredSession = {
      region: input.region,
      token: seal(this.sealKey, input.token, key),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + this.policy.absoluteTimeoutMs,
      denied: [...new Set(input.denied)],
    };
    await this.store.put(key, stored, this.dropAt(stored));
    return this.view(id, key, stored, input.token, undefined);
  }

  /**
   * The session of a cookie value, or null (unknown, malformed, expired or unreadable). An expired record is
   * deleted. `touch` extends the idle window; reads that the UI polls pass false so polling alone keeps nothing alive.
   */
  async lookup(id: string | undefined, options: { touch: boolean }): Promise<Session | null> {
    if (!id || !isSessionIdShape(id)) return null;
    const key = this.keyOf(id);
    const stored = await this.store.get(key);
    if (!stored) return null;
    const now = this.clock();
    if (now >= stored.expiresAt || now >= stored.lastSeenAt + this.policy.idleTimeoutMs) {
      await this.forget(key);
      return null;
    }
    const token = this.openSealed(key, "token", stored.token);
    if (token === null) {
      await this.forget(key);
      return null;
    }
    const gatewayKey =
      stored.gatewayKey === undefined
        ? undefined
        : (this.openSealed(key, "gatewayKey", stored.gatewayKey) ?? undefined);
    if (options.touch && now - stored.lastSeenAt >= TOUCH_GRANULARITY_MS) {
      stored.lastSeenAt = now;
      await this.store.put(key, stored, this.dropAt(stored), { durable: false });
    }
    return this.view(id, key, stored, token, gatewayKey);
  }

  async setRegion(session: Session, region: string): Promise<Session> {
    return this.update(session, { region });
  }

  async setGatewayKey(session: Session, gatewayKey: string | undefined): Promise<Session> {
    return this.update(session, { gatewayKey });
  }

  /** Remembers a permission the portal refused, so the UI can disable what this token cannot do. */
  async recordDenied(session: Session, permission: string): Promise<Session> {
    if (session.denied.includes(permission)) return session;
    return this.update(session, { denied: [...session.denied, permission] });
  }

  async end(session: Pick<Session, "key">): Promise<void> {
    await this.forget(session.key);
  }

  private async forget(key: string): Promise<void> {
    this.opened.delete(`${key}:token`);
    this.opened.delete(`${key}:gatewayKey`);
    await this.store.delete(key);
  }

  private keyOf(id: string): string {
    let key = this.keys.get(id);
    if (key === undefined) {
      key = sessionKey(id);
      this.keys.set(id, key);
    }
    return key;
  }

  /** The plaintext of a session's sealed value (null when it does not open with this key and the record's key). */
  private openSealed(key: string, slot: "token" | "gatewayKey", sealed: string): string | null {
    const cacheKey = `${key}:${slot}`;
    const known = this.opened.get(cacheKey);
    if (known !== undefined && known.sealed === sealed) return known.plain;
    const plain = open(this.sealKey, sealed, key);
    if (plain === null) this.opened.delete(cacheKey);
    else this.opened.set(cacheKey, { sealed, plain });
    return plain;
  }

  private async update(
    session: Session,
    patch: Partial<Pick<Session, "region" | "gatewayKey" | "denied">>,
  ): Promise<Session> {
    const next = { ...session, ...patch };
    const stored: StoredSession = {
      region: next.region,
      token: seal(this.sealKey, next.token, next.key),
      ...(next.gatewayKey === undefined ? {} : { gatewayKey: seal(this.sealKey, next.gatewayKey, next.key) }),
      createdAt: next.createdAt,
      lastSeenAt: next.lastSeenAt,
      expiresAt: next.expiresAt,
      denied: next.denied,
    };
    await this.store.put(next.key, stored, this.dropAt(stored));
    return this.view(next.id, next.key, stored, next.token, next.gatewayKey);
  }

  private dropAt(stored: StoredSession): number {
    return Math.min(stored.expiresAt, stored.lastSeenAt + this.policy.idleTimeoutMs);
  }

  private view(id: string, key: string, stored: StoredSession, token: string, gatewayKey: string | undefined): Session {
    return {
      id,
      key,
      region: stored.region,
      token,
      gatewayKey,
      createdAt: stored.createdAt,
      lastSeenAt: stored.lastSeenAt,
      expiresAt: stored.expiresAt,
      idleExpiresAt: Math.min(stored.expiresAt, stored.lastSeenAt + this.policy.idleTimeoutMs),
      denied: stored.denied,
    };
  }
}
