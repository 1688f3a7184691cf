import "server-only";
import { mkdirSync, readFileSync, renameSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
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

const FileSchema = z.object({
  version: z.literal(1),
  sessions: z.record(z.string(), z.object({ session: StoredSessionSchema, dropAt: z.number() })),
  counters: z.record(z.string(), z.object({ count: z.number(), resetAt: z.number() })),
});

type Entry = { session: StoredSession; dropAt: number };

/** A touch is written at most this much later; losing it in a crash only shortens that session's idle time. */
const LAZY_WRITE_MS = 1_000;

/**
 * The embedded store: everything in memory (lookups cost no I/O), the whole state written to one JSON file
 * (`sessions.json`, mode 0600, replaced atomically) under the data directory, so sessions survive a restart.
 * One console process per data directory; several instances share sessions through Redis instead.
 */
export class FileSessionStore implements SessionStore {
  private readonly file: string;
  private readonly sessions = new Map<string, Entry>();
  private readonly counters = new Map<string, Counter>();
  private queue: Promise<void> = Promise.resolve();
  private pending: Promise<void> | null = null;
  private lazyTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    dir: string,
    private readonly clock: Clock = Date.now,
  ) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.file = join(dir, "sessions.json");
    this.load();
  }

  private load(): void {
    let text: string;
    try {
      text = readFileSync(this.file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    const parsed = FileSchema.safeParse(data);
    if (!parsed.success) {
      // Keep the unreadable file for inspection rather than overwrite it; everyone simply logs in again.
      renameSync(this.file, `${this.file}.unreadable-${Date.now()}`);
      return;
    }
    const now = this.clock();
    for (const [key, entry] of Object.entries(parsed.data.sessions)) {
      if (entry.dropAt > now) this.sessions.set(key, entry);
    }
    for (const [key, counter] of Object.entries(parsed.data.counters)) {
      if (counter.resetAt > now) this.counters.set(key, counter);
    }
  }

  async get(key: string): Promise<StoredSession | null> {
    const entry = this.sessions.get(key);
    if (!entry) return null;
    if (entry.dropAt <= this.clock()) {
      this.sessions.delete(key);
      return null;
    }
    // A copy, so that a caller changing it (a touch) changes the store only through put(); a spread is enough for
    // this flat record and costs a fraction of structuredClone on every request.
    return { ...entry.session, denied: [...entry.session.denied] };
  }

  async put(key: string, session: StoredSession, dropAt: number, options: { durable?: boolean } = {}): Promise<void> {
    this.sessions.set(key, { session: { ...session, denied: [...session.denied] }, dropAt });
    if (options.durable === false) this.persistLazily();
    else await this.persist();
  }

  async delete(key: string): Promise<void> {
    if (this.sessions.delete(key)) await this.persist();
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    const now = this.clock();
    const current = this.counters.get(key);
    const counter =
      current && current.resetAt > now
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + windowMs };
    this.counters.set(key, counter);
    this.persistLazily();
    return { ...counter };
  }

  async peek(key: string): Promise<Counter> {
    const counter = this.counters.get(key);
    if (!counter || counter.resetAt <= this.clock()) return { count: 0, resetAt: this.clock() };
    return { ...counter };
  }

  /** The file store lives in this process: it is reachable whenever the process answers. */
  async ping(): Promise<void> {}

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.lazyTimer) {
      clearTimeout(this.lazyTimer);
      this.lazyTimer = null;
      await this.persist();
    }
    await this.queue;
  }

  private persistLazily(): void {
    if (this.lazyTimer || this.closed) return;
    this.lazyTimer = setTimeout(() => {
      this.lazyTimer = null;
      void this.persist().catch(() => undefined);
    }, LAZY_WRITE_MS);
    this.lazyTimer.unref();
  }

  /** Writes coalesce: callers arriving while a write runs share the one write that follows it. */
  private persist(): Promise<void> {
    if (this.pending) return this.pending;
    const write = this.queue.then(() => {
      this.pending = null;
      return this.writeNow();
    });
    this.pending = write;
    this.queue = write.catch(() => undefined);
    return write;
  }

  private async writeNow(): Promise<void> {
    const now = this.clock();
    const sessions: Record<string, Entry> = {};
    for (const [key, entry] of this.sessions) {
      if (entry.dropAt > now) sessions[key] = entry;
      else this.sessions.delete(key);
    }
    const counters: Record<string, Counter> = {};
    for (const [key, counter] of this.counters) {
      if (counter.resetAt > now) counters[key] = counter;
      else this.counters.delete(key);
    }
    const tmp = `${this.file}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify({ version: 1, sessions, counters }), { mode: 0o600 });
    await rename(tmp, this.file);
  }
}
