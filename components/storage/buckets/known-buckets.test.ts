import { describe, expect, it } from "vitest";
import { MAX_KNOWN_BUCKETS, mergeKnownBuckets, parseKnownBuckets } from "./known-buckets";

describe("known buckets", () => {
  it("puts the latest sighting first, each bucket once, keeping fields the newer sighting lacks", () => {
    const known = [{ bucket: "a", project_id: "p1", objstore_url: "https://o" }, { bucket: "b" }];
    expect(mergeKnownBuckets(known, [{ bucket: "b", project_id: "p2" }, { bucket: "a" }])).toEqual([
      { bucket: "b", project_id: "p2", objstore_url: undefined },
      { bucket: "a", project_id: "p1", objstore_url: "https://o" },
    ]);
  });

  it("keeps at most the newest MAX_KNOWN_BUCKETS", () => {
    const many = Array.from({ length: MAX_KNOWN_BUCKETS + 5 }, (_, i) => ({ bucket: `b${i}` }));
    const merged = mergeKnownBuckets([], many);
    expect(merged).toHaveLength(MAX_KNOWN_BUCKETS);
    expect(merged[0].bucket).toBe("b0");
  });

  it("reads stored text defensively: broken JSON, non-lists and entries without a name give nothing", () => {
    expect(parseKnownBuckets(null)).toEqual([]);
    expect(parseKnownBuckets("{")).toEqual([]);
    expect(parseKnownBuckets('{"bucket":"a"}')).toEqual([]);
    expect(parseKnownBuckets('[{"bucket":""},{"bucket":"ok","project_id":7},null,"x"]')).toEqual([
      { bucket: "ok", project_id: undefined, objstore_url: undefined },
    ]);
  });
});
