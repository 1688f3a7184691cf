import "server-only";
import { writeSync } from "node:fs";
import type { LogLevel } from "@/lib/config";

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

/**
 * Lines wait for the end of the current turn of the event loop and leave in one write: under load that is one
 * write call for many requests instead of one each (a measurable share of a proxied request's CPU). A process
 * that exits writes what is still waiting synchronously, so no line is lost on a normal exit.
 */
let waiting: string[] = [];
let flushScheduled = false;

function flush(): void {
  flushScheduled = false;
  if (waiting.length === 0) return;
  const text = `${waiting.join("\n")}\n`;
  waiting = [];
  process.stdout.write(text);
}

function flushNow(): void {
  if (waiting.length === 0) return;
  const text = `${waiting.join("\n")}\n`;
  waiting = [];
  try {
    writeSync(1, text);
  } catch {
    // stdout is gone (closed pipe): nothing left to tell.
  }
}

let exitHooked = false;

export const stdoutSink: LogSink = (line) => {
  waiting.push(line);
  if (!exitHooked) {
    exitHooked = true;
    process.once("exit", flushNow);
  }
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flush);
  }
};

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** 5xx answers are errors; output mismatches and broken-off streams warnings; successful health probes debug. */
export function requestLogLevel(entry: RequestLog): LogLevel {
  if (entry.status >= 500) return "error";
  if (entry.outputMismatch || (entry.stream && entry.code)) return "warn";
  if (entry.op.startsWith("health") && entry.status < 400) return "debug";
  return "info";
}

/** Whether a line of `level` is written under the LOG_LEVEL `threshold`. */
export const logs = (level: LogLevel, threshold: LogLevel) => RANK[level] >= RANK[threshold];

export function formatRequestLog(entry: RequestLog, at = new Date()): string {
  return JSON.stringify({ t: at.toISOString(), level: requestLogLevel(entry), ...entry });
}
