import "server-only";
import { OverlayBuilder } from "./overlay-build";
import type { MessageTree } from "./tokens";

export interface TokenRequest {
  region: string;
  locale: string;
  /** The session's portal token; never logged, never part of a cache key. */
  token: string;
}

/** Fetches a language's translated tokens (`GET /i18n/lang/{lang}`); throws with a short reason on any failure. */
export type TokenFetcher = (request: TokenRequest) => Promise<Record<string, string>>;

export interface OverlayCacheOptions {
  fetchTokens: TokenFetcher;
  /** The bundled English messages: what may be overlaid, and the arguments each message must keep. */
  source: object;
  ttlMs: number;
  now?: () => number;
  log?: (line: string) => void;
}

interface Entry {
  at: number;
  tree: MessageTree;
  /** Save marks (`console-i18n-rev` cookie values) this entry has already been refreshed for. */
  revs: string[];
}

/** Revisions remembered per entry; an older mark coming back only costs one extra fetch. */
const MAX_REVS = 32;
const MAX_REPORTED = 5_000;

/**
 * The overlay trees per region and locale, kept for a few seconds. A request carrying a save mark the entry has not
 * seen yet refreshes it at once, so the translator who saved sees the token on the next page load; others see it
 * when the entry expires. Concurrent requests for the same entry share one fetch. A failed fetch is remembered as
 * an empty overlay for the same few seconds, and logged once until it changes or ends.
 */
export class OverlayCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private readonly reported = new Set<string>();
  /** The last failure logged per region and locale: a lasting outage (or a 403) is logged once, not every few seconds. */
  private readonly lastFailure = new Map<string, string>();
  private readonly builder: OverlayBuilder;
  private readonly now: () => number;
  private readonly log: (line: string) => void;

  constructor(private readonly options: OverlayCacheOptions) {
    this.builder = new OverlayBuilder(options.source);
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.warn(line));
  }

  async get(request: TokenRequest & { rev?: string }): Promise<MessageTree> {
    const cacheKey = `${request.region}\u0000${request.locale}`;
    const entry = this.entries.get(cacheKey);
    const fresh = entry && this.now() - entry.at < this.options.ttlMs;
    const seen = !request.rev || (entry?.revs.includes(request.rev) ?? false);
    if (entry && fresh && seen) return entry.tree;

    let refresh = this.pending.get(cacheKey);
    if (!refresh) {
      refresh = this.refresh(request, entry?.revs ?? []).finally(() => this.pending.delete(cacheKey));
      this.pending.set(cacheKey, refresh);
    }
    const next = await refresh;
    if (request.rev && !next.revs.includes(request.rev)) next.revs = [...next.revs, request.rev].slice(-MAX_REVS);
    this.entries.set(cacheKey, next);
    return next.tree;
  }

  private async refresh(request: TokenRequest & { rev?: string }, revs: string[]): Promise<Entry> {
    const where = `${request.locale}@${request.region}`;
    const withRev = request.rev ? [...revs, request.rev].slice(-MAX_REVS) : revs;
    try {
      const tokens = await this.options.fetchTokens(request);
      const built = this.builder.build(request.locale, tokens);
      this.report(where, built.rejected);
      this.lastFailure.delete(where);
      return { at: this.now(), tree: built.tree, revs: withRev };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : "unknown error").slice(0, 120);
      if (this.lastFailure.get(where) !== reason) {
        this.log(`[i18n] overlay ${where}: portal tokens not loaded (${reason}); bundled messages used`);
        this.lastFailure.set(where, reason);
      }
      return { at: this.now(), tree: {}, revs: withRev };
    }
  }

  /** Logs each rejected key once per reason: the key and why, never the value. */
  private report(where: string, rejected: readonly { key: string; reason: string }[]): void {
    const fresh = rejected.filter((r) => !this.reported.has(`${where}\u0000${r.key}\u0000${r.reason}`));
    if (fresh.length === 0) return;
    if (this.reported.size > MAX_REPORTED) this.reported.clear();
    for (const r of fresh) this.reported.add(`${where}\u0000${r.key}\u0000${r.reason}`);
    const shown = fresh
      .slice(0, 5)
      .map((r) => `${r.key} (${r.reason})`)
      .join(", ");
    const more = fresh.length > 5 ? ` and ${fresh.length - 5} more` : "";
    this.log(`[i18n] overlay ${where}: ignored broken token ${shown}${more}; bundled messages used`);
  }
}
