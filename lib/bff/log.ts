import "server-only";

/**
 * The one log line per request: method, operation, status, duration, request id — never a token, cookie or body.
 * Output-schema mismatches ride on the same line as issue paths (no values).
 */
export interface RequestLog {
  method: string;
  /** Operation id (`ai.keys.list`) or route name (`session.login`, `gateway.chat`). */
  op: string;
  status: number;
  ms: number;
  requestId: string;
  /** Error code of an error answer. */
  code?: string;
  /** Paths of output-schema issues (development and tests). */
  outputMismatch?: string[];
  /** Streams: the answer status was sent; `ms` is the time to the headers. */
  stream?: boolean;
}

export type LogSink = (line: string) => void;

export const stdoutSink: LogSink = (line) => {
  process.stdout.write(`${line}\n`);
};

export function formatRequestLog(entry: RequestLog, at = new Date()): string {
  return JSON.stringify({ t: at.toISOString(), level: entry.outputMismatch ? "warn" : "info", ...entry });
}
