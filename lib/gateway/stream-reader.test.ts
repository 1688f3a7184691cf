import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readChatStream, readServerSentEvents } from "./stream-reader";
import type { ChatChunk } from "./schemas";

/** Each test path writes its stream in a different, deliberately awkward way. */
const scripts: Record<string, (res: ServerResponse) => Promise<void>> = {};
let server: Server;
let base = "";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = createServer((req, res) => {
    const script = scripts[req.url ?? ""];
    if (!script) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.flushHeaders();
    void script(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const chunk = (content: string, index: number) =>
  JSON.stringify({
    id: "c1",
    model: "openai/gpt-4o",
    choices: [{ index: 0, delta: { content } }],
    extra_fields: { chunk_index: index },
  });

/** Writes `bytes` in pieces of the given sizes (cycled), pausing so each piece is its own network chunk. */
async function writeInPieces(res: ServerResponse, bytes: Buffer, sizes: number[]) {
  let offset = 0;
  let turn = 0;
  while (offset < bytes.length) {
    const size = sizes[turn++ % sizes.length];
    res.write(bytes.subarray(offset, offset + size));
    offset += size;
    await pause(2);
  }
}

async function open(path: string) {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return response.body!;
}

describe("readChatStream", () => {
  it("puts events split across network chunks (inside lines and inside UTF-8 characters) back together", async () => {
    const words = ["Grüß ", "dich, ", "naïve ", "café ", "🚀 ", "done"];
    const stream = Buffer.from(
      words.map((word, i) => `data: ${chunk(word, i)}\n\n`).join("") + "data: [DONE]\n\n",
      "utf8",
    );
    // 3 and 5 bytes cut "data:" apart, the JSON apart and the multi-byte characters apart.
    scripts["/split"] = async (res) => {
      await writeInPieces(res, stream, [3, 5, 1, 7]);
      res.end();
    };
    const received: ChatChunk[] = [];
    const end = await readChatStream(await open("/split"), { onChunk: (c) => received.push(c) });
    expect(end).toBe("done");
    expect(received.map((c) => c.choices?.[0]?.delta?.content).join("")).toBe(words.join(""));
    expect(received.map((c) => c.extra_fields?.chunk_index)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("reports a stream that ends without [DONE] as eof and keeps what came before", async () => {
    scripts["/eof"] = async (res) => {
      res.write(`data: ${chunk("Hello", 0)}\n\n`);
      await pause(5);
      res.write(`data: ${chunk(" wor", 1)}\n\n`);
      res.end();
    };
    const received: string[] = [];
    const end = await readChatStream(await open("/eof"), {
      onChunk: (c) => received.push(c.choices?.[0]?.delta?.content ?? ""),
    });
    expect(end).toBe("eof");
    expect(received).toEqual(["Hello", " wor"]);
  });

  it("rejects when the connection breaks mid-stream, after delivering the complete events", async () => {
    scripts["/drop"] = async (res) => {
      res.write(`data: ${chunk("partial", 0)}\n\n`);
      await pause(10);
      res.write(`data: {"choi`);
      await pause(10);
      res.destroy();
    };
    const received: string[] = [];
    await expect(
      readChatStream(await open("/drop"), { onChunk: (c) => received.push(c.choices?.[0]?.delta?.content ?? "") }),
    ).rejects.toThrow();
    expect(received).toEqual(["partial"]);
  });

  it("hands an error event to onError and stops; unreadable data goes to onUnreadable", async () => {
    scripts["/error"] = async (res) => {
      res.write("data: not json\n\n");
      res.write(`data: ${chunk("a", 0)}\n\n`);
      res.write(`data: ${JSON.stringify({ error: { message: "provider failed", code: "upstream" } })}\n\n`);
      res.write(`data: ${chunk("never", 1)}\n\n`);
      res.end("data: [DONE]\n\n");
    };
    const seen: string[] = [];
    const end = await readChatStream(await open("/error"), {
      onChunk: (c) => seen.push(`chunk:${c.choices?.[0]?.delta?.content}`),
      onError: (e) => seen.push(`error:${e.error?.message}`),
      onUnreadable: (raw) => seen.push(`raw:${raw}`),
    });
    expect(seen).toEqual(["raw:not json", "chunk:a", "error:provider failed"]);
    expect(end).toBe("eof");
  });
});

describe("readServerSentEvents", () => {
  it("joins multi-line data, ignores comments and drops an event the body ends inside of", async () => {
    scripts["/lines"] = async (res) => {
      res.write(": keep-alive\n\n");
      res.write("data: first\ndata: second\n\n");
      await pause(5);
      res.end("data: tail");
    };
    const events: string[] = [];
    const how = await readServerSentEvents(await open("/lines"), (data) => void events.push(data));
    expect(how).toBe("ended");
    expect(events).toEqual(["first\nsecond"]);
  });

  it("stops reading and closes the connection when the handler says stop", async () => {
    let closed = false;
    scripts["/endless"] = async (res) => {
      res.on("close", () => (closed = true));
      for (let i = 0; i < 500 && !res.destroyed; i++) {
        res.write(`data: ${i}\n\n`);
        await pause(5);
      }
      res.end();
    };
    const events: string[] = [];
    const how = await readServerSentEvents(await open("/endless"), (data) => {
      events.push(data);
      return events.length === 3 ? "stop" : undefined;
    });
    expect(how).toBe("stopped");
    expect(events).toEqual(["0", "1", "2"]);
    await expect.poll(() => closed, { timeout: 2000 }).toBe(true);
  });
});
