import { describe, expect, it, vi } from "vitest";
import { formatRequestLog, stdoutSink } from "./log";

describe("request log sink", () => {
  it("gathers the lines of one event-loop turn into one write, in order, one line each", async () => {
    const writes: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    try {
      const lines = [1, 2, 3].map((n) => formatRequestLog({ method: "GET", op: `op.${n}`, status: 200, ms: n, requestId: `req-0000${n}` }));
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
