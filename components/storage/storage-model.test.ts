import { describe, expect, it } from "vitest";
import { parseRecent, pushRecent, removeRecent, serializeRecent, MAX_RECENT } from "./access/recent";
import { isHttpUrl } from "./bucket-fields";
import { expireAfter, expireAt, expiryStatus, SOON_MS } from "./urls/expiry";

describe("recent resource ids", () => {
  it("parses the URL value: trimmed, unique, no empties, bounded", () => {
    expect(parseRecent(" a, b,,a ,c")).toEqual(["a", "b", "c"]);
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent(Array.from({ length: 10 }, (_, i) => `id${i}`).join(","))).toHaveLength(MAX_RECENT);
    expect(parseRecent(`${"x".repeat(600)},ok`)).toEqual(["ok"]);
  });

  it("puts the newest first without duplicates and drops the oldest past the limit", () => {
    const full = Array.from({ length: MAX_RECENT }, (_, i) => `id${i}`);
    expect(pushRecent(["a", "b"], "b")).toEqual(["b", "a"]);
    expect(pushRecent(full, "new")).toEqual(["new", ...full.slice(0, MAX_RECENT - 1)]);
    expect(pushRecent(["a"], "has,comma")).toEqual(["a"]);
  });

  it("forgets one and serializes to nothing when empty", () => {
    expect(removeRecent(["a", "b"], "a")).toEqual(["b"]);
    expect(serializeRecent([])).toBeNull();
    expect(serializeRecent(["a", "b"])).toBe("a,b");
  });
});

describe("shared URL expiry", () => {
  const now = Date.parse("2025-06-01T12:00:00Z");

  it("reads an expiry date against now", () => {
    expect(expiryStatus("2025-06-01T11:59:59Z", now)).toBe("expired");
    expect(expiryStatus(new Date(now + SOON_MS - 1000).toISOString(), now)).toBe("soon");
    expect(expiryStatus("2025-06-09T12:00:00Z", now)).toBe("active");
    expect(expiryStatus("garbage", now)).toBe("unknown");
    expect(expiryStatus(undefined, now)).toBe("unknown");
  });

  it("builds expire as seconds from now, or as an ISO instant", () => {
    expect(expireAfter(3, "days")).toBe("259200");
    expect(expireAfter(90, "minutes")).toBe("5400");
    expect(expireAt("2025-06-01T12:00")).toBe(new Date("2025-06-01T12:00").toISOString());
    expect(expireAt("not a date")).toBeNull();
  });
});

describe("endpoint addresses", () => {
  it("accepts http and https only", () => {
    expect(isHttpUrl("https://objstore.example.com")).toBe(true);
    expect(isHttpUrl("http://127.0.0.1:9000/x")).toBe(true);
    expect(isHttpUrl("ftp://example.com")).toBe(false);
    expect(isHttpUrl("objstore.example.com")).toBe(false);
  });
});
