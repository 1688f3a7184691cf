/** The log of requests the portal stand-in received, so tests can assert what reached the upstream. */

export interface LoggedRequest {
  seq: number;
  method: string;
  /** The raw request target, query string included. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body; the raw text when it is not JSON; null when empty or too large. */
  body: unknown;
  /** ISO time of arrival (wall clock, not the sandbox clock). */
  at: string;
}

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private seq = 0;

  constructor(private readonly capacity = 5_000) {}

  add(entry: Omit<LoggedRequest, "seq" | "at">): LoggedRequest {
    const logged = { ...entry, seq: ++this.seq, at: new Date().toISOString() };
    this.entries.push(logged);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
    return logged;
  }

  /** Entries with a sequence number greater than `since`, oldest first. */
  since(since = 0): LoggedRequest[] {
    return this.entries.filter((e) => e.seq > since);
  }

  /** Empties the log; sequence numbers keep growing so `since` cursors stay valid. */
  clear(): void {
    this.entries = [];
  }
}
