import { describe, expect, it } from "vitest";
import { decodeText } from "./decode-text";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));

describe("decoding a picked file", () => {
  it("reads UTF-8 and drops a byte order mark", () => {
    expect(decodeText(bytes([0xef, 0xbb, 0xbf], "Grüße 😀\n"))).toEqual({ ok: true, text: "Grüße 😀\n" });
  });

  it("refuses bytes that are not UTF-8 with the line they stand on", () => {
    // Latin-1 "ü" on line 3.
    expect(decodeText(bytes("a\nb\nGr", [0xfc], "ße\n"))).toEqual({ ok: false, line: 3 });
    // UTF-16 with its byte order mark: not UTF-8 from the first byte.
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x3c, 0x00]))).toEqual({ ok: false, line: 1 });
    // A sequence cut off at the end of the file.
    expect(decodeText(bytes("x\ny\n", [0xe2, 0x82]))).toEqual({ ok: false, line: 3 });
    // An encoded surrogate (CESU-8) is not UTF-8 either.
    expect(decodeText(bytes("ok\n", [0xed, 0xa0, 0x80]))).toEqual({ ok: false, line: 2 });
  });

  it("finds the line past the first 64 KB", () => {
    const long = "x".repeat(100) + "\n";
    const lines = 2000;
    expect(decodeText(bytes(long.repeat(lines), [0xc0, 0x80]))).toEqual({ ok: false, line: lines + 1 });
  });
});
