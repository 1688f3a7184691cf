import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cancel, createRun, refused, saveFailed, settle, startAccept, takeNext, takeSaves } from "./batch-run";
import { batchStorageKey, loadRun, storeRun } from "./batch-storage";

describe("batch storage", () => {
  const data = new Map<string, string>();
  beforeEach(() => {
    data.clear();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => void data.set(key, value),
        removeItem: (key: string) => void data.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reads back every state a run can be in, and nothing but the run", () => {
    const key = batchStorageKey("eu-central", "de");
    let run = createRun({
      lang: "de",
      model: "openai/gpt-4o",
      limit: 0.5,
      items: ["a", "b", "c", "d"].map((k) => ({ key: k, source: `{n} ${k}`, base: "", estimate: 0.001 })),
    });
    run = takeNext(run, 4).run;
    run = settle(run, "a", { kind: "answer", text: "{n} A", model: "m", cost: 0.0005 });
    run = settle(run, "b", { kind: "answer", text: "{x} B", model: "m", cost: 0.0005, flag: "checks" });
    run = settle(run, "c", { kind: "failed", code: "upstream_error", message: "502" });
    run = cancel(run);
    run = startAccept(run);
    run = takeSaves(run, 1, 0).run;
    run = saveFailed(
      run,
      "a",
      { transient: false, code: "permission_denied", message: "no", permission: "i18n.lang.save" },
      0,
    );
    run = refused(run, "b", { reason: "changed", theirs: "Fremd" }, "{x} B");
    storeRun(key, run);
    expect(data.get(key)).not.toMatch(/token|authorization|bearer/i);
    expect(loadRun(key)).toEqual(JSON.parse(JSON.stringify(run)));
    storeRun(key, null);
    expect(loadRun(key)).toBeNull();
  });

  it("ignores a stored value of another shape", () => {
    data.set("k", JSON.stringify({ version: 2, items: [] }));
    expect(loadRun("k")).toBeNull();
    data.set("k", "{not json");
    expect(loadRun("k")).toBeNull();
  });
});
