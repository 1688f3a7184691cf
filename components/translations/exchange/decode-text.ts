/**
 * A picked file's bytes as text, strictly UTF-8: a byte that is not UTF-8 refuses the file (the browser's own
 * `file.text()` would put U+FFFD in its place and import the damaged text), with the line where it stands. A byte
 * order mark is dropped.
 */

export type Decoded = { ok: true; text: string } | { ok: false; line: number };

const CHUNK = 64 * 1024;

/** The offset of the first byte that is not UTF-8: the chunk by streaming decodes, then the byte within it. */
function firstInvalidOffset(bytes: Uint8Array): number {
  const scan = new TextDecoder("utf-8", { fatal: true });
  let start = 0;
  for (; start < bytes.length; start += CHUNK) {
    try {
      scan.decode(bytes.subarray(start, start + CHUNK), { stream: true });
    } catch {
      break;
    }
  }
  if (start >= bytes.length) return bytes.length;
  const exact = new TextDecoder("utf-8", { fatal: true });
  exact.decode(bytes.subarray(0, start), { stream: true });
  for (let at = start; at < bytes.length; at++) {
    try {
      exact.decode(bytes.subarray(at, at + 1), { stream: true });
    } catch {
      return at;
    }
  }
  return bytes.length;
}

export function decodeText(bytes: Uint8Array): Decoded {
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    const offset = firstInvalidOffset(bytes);
    let line = 1;
    for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 0x0a) line += 1;
    return { ok: false, line };
  }
}
