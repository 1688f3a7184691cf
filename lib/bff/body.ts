import "server-only";
import { BffError, invalidInput } from "./errors";
import { isJsonContentType } from "./csrf";

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether requests of this method may carry a body the BFF reads (GET and HEAD input travels in the query). */
export const takesBody = (method: string) => METHODS_WITH_BODY.has(method);

/**
 * The request's JSON body, or undefined when there is none. Reads at most `maxBytes`; a non-empty body must be
 * `application/json` (415 otherwise) and valid JSON (400).
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (!METHODS_WITH_BODY.has(request.method) || request.body === null) return undefined;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new BffError("payload_too_large");
  const text = await readBounded(request.body, maxBytes);
  if (text.trim() === "") return undefined;
  if (!isJsonContentType(request.headers.get("content-type"))) throw new BffError("unsupported_media_type");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidInput([{ path: "", message: "The body is not valid JSON" }], "The body is not valid JSON.");
  }
}

async function readBounded(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BffError("payload_too_large");
    }
    chunks.push(value);
  }
  try {
    // Fatal decoding: invalid UTF-8 is refused, never silently turned into U+FFFD and forwarded.
    return UTF8.decode(Buffer.concat(chunks));
  } catch {
    throw invalidInput(
      [{ path: "", message: "The body is not valid UTF-8 JSON" }],
      "The body is not valid UTF-8 JSON.",
    );
  }
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });
