import "server-only";

/** A session as the store keeps it: the secrets sealed (AES-256-GCM), times in ms since the epoch. */
export interface StoredSession {
  region: string;
  /** Sealed portal access token. */
  token: string;
  /** Sealed gateway key, when the user set one. */
  gatewayKey?: string;
  createdAt: number;
  lastSeenAt: number;
  /** Absolute end: createdAt + the maximum lifetime. */
  expiresAt: number;
  /** Permissions the portal refused this token (403s seen, login probe included). */
  denied: string[];
}

export interface Counter {
  count: number;
  /** When the window of this counter ends (ms since the epoch, by the store's clock). */
  resetAt: number;
}

/**
 * Where sessions and login rate-limit counters live: the embedded file store, or Redis/Valkey for several instances.
 * Keys are hashes of session ids (see `sessionKey`), never the ids themselves. Expiry rules are the caller's; the
 * `dropAt` hints only let a store forget records nobody can use any more.
 */
export interface SessionStore {
  get(key: string): Promise<StoredSession | null>;
  /**
   * Creates or replaces a session. `durable: false` marks a mere touch (last-seen time) that a store may write
   * lazily; creations, changes and deletions are on disk (or in Redis) when the promise resolves.
   */
  put(key: string, session: StoredSession, dropAt: number, options?: { durable?: boolean }): Promise<void>;
  delete(key: string): Promise<void>;
  /** Adds one to the counter, starting a window of `windowMs` at the first hit. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The counter's current value (0 when absent or its window is over). */
  peek(key: string): Promise<Counter>;
  /** Resolves when the store answers (readiness); rejects when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type Clock = () => number;
