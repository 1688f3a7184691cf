import { describe, expect, it, vi } from "vitest";
import { formatRequestLog, logs, requestLogLevel, stdoutSink } from "./log";

describe("request log sink", () => {
  it("gathers the lines of one event-loop turn into one write, in order, one line each", async () => {
    const writes: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    try {
      const lines = [1, 2, 3].map((n) =>
        formatRequestLog({ method: "GET", op: `op.${n}`, status: 200, ms: n, requestId: `req-0000${n}` }),
      );
      for (const line of lines) stdoutSink(line);
      expect(writes).toHaveLength(0);
      await new Promise((resolve) => setImmediate(resolve));
      expect(writes).toEqual([`${lines.join("\n")}\n`]);
      stdoutSink(lines[0]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(writes).toHaveLength(2);
      expect(JSON.parse(writes[1]).op).toBe("op.1");
    } finally {
      spy.mockRestore();
    }
  });
});

describe("request log levels", () => {
  const entry = { method: "GET", op: "ai.keys.list", status: 200, ms: 1, requestId: "req-00000001" };

  it("names 5xx errors, mismatches and broken streams warnings, healthy probes debug, the rest info", () => {
    expect(requestLogLevel({ ...entry, status: 502, code: "upstream_error" })).toBe("error");
    expect(requestLogLevel({ ...entry, outputMismatch: ["[0].id"] })).toBe("warn");
    expect(requestLogLevel({ ...entry, op: "gateway.chat.stream", stream: true, code: "console_restarting" })).toBe(
      "warn",
    );
    expect(requestLogLevel({ ...entry, op: "health.ready" })).toBe("debug");
    expect(requestLogLevel({ ...entry, op: "health.ready", status: 503 })).toBe("error");
    expect(requestLogLevel({ ...entry, status: 404, code: "not_found" })).toBe("info");
    expect(JSON.parse(formatRequestLog({ ...entry, status: 500 })).level).toBe("error");
  });

  it("writes a line at or above the LOG_LEVEL only", () => {
    expect(logs("debug", "info")).toBe(false);
    expect(logs("info", "info")).toBe(true);
    expect(logs("warn", "error")).toBe(false);
    expect(logs("error", "warn")).toBe(true);
    expect(logs("debug", "debug")).toBe(true);
  });
});
