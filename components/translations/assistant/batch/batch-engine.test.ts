import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BatchEngine, type BatchDeps } from "./batch-engine";
import { countsOf, createRun, restoreRun, takeNext, type BatchRun, type SuggestOutcome } from "./batch-run";

interface Pending {
  key: string;
  signal: AbortSignal;
  resolve: (outcome: SuggestOutcome) => void;
}

/** An engine over fakes: suggestions answer when the test says so; saves go to a map unless told to fail. */
function setup(options: { items?: number; limit?: number | null; estimate?: number; stored?: BatchRun } = {}) {
  const pending: Pending[] = [];
  const drafts = new Map<string, string>();
  const server = new Map<string, string>();
  const saveFailures: { key: string; status: number }[] = [];
  const saveCalls: string[] = [];
  let persisted: BatchRun | null = null;
  const deps: BatchDeps = {
    concurrency: 3,
    saveConcurrency: 2,
    suggest: (item, signal) => new Promise((resolve) => pending.push({ key: item.key, signal, resolve })),
    readTexts: async () => Object.fromEntries(server),
    draftOf: (key) => drafts.get(key),
    passes: (_source, text) => !text.includes("{broken}"),
    save: async (key, value) => {
      saveCalls.push(key);
      const failure = saveFailures.findIndex((f) => f.key === key);
      if (failure >= 0) {
        const { status } = saveFailures.splice(failure, 1)[0];
        throw Object.assign(new Error(`status ${status}`), { status });
      }
      server.set(key, value);
    },
    describe: (error) => {
      const status = (error as { status?: number }).status ?? 0;
      return { transient: status === 0 || status >= 500, code: `s${status}`, message: String(error) };
    },
    onResult: (item) => drafts.set(item.key, item.text ?? ""),
    onSaved: (key) => drafts.delete(key),
    persist: (run) => {
      persisted = run === null ? null : structuredClone(run);
    },
    now: () => Date.now(),
  };
  const items = Array.from({ length: options.items ?? 5 }, (_, i) => ({
    key: `backups.k${i}`,
    source: `Source ${i}`,
    base: "",
    estimate: options.estimate,
  }));
  const engine = new BatchEngine(deps, options.stored ?? null);
  if (!options.stored) engine.start(createRun({ lang: "de", model: "m", limit: options.limit ?? null, items }));
  /** Answers the oldest request still waiting. */
  const answer = async (cost = 0.01, text?: string) => {
    const next = pending.shift();
    if (!next) throw new Error("no request waiting");
    next.resolve({
      kind: "answer",
      text: text ?? `T ${next.key}`,
      model: "m",
      cost,
      flag: text?.includes("{broken}") ? "checks" : undefined,
    });
    await vi.advanceTimersByTimeAsync(0);
    return next.key;
  };
  const counts = () => countsOf(engine.getSnapshot()!);
  return { engine, pending, drafts, server, saveFailures, saveCalls, answer, counts, persisted: () => persisted };
}

describe("batch run", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps at most `concurrency` suggestions under way and puts every answer as a draft", async () => {
    const t = setup({ items: 5 });
    expect(t.pending.map((p) => p.key)).toEqual(["backups.k0", "backups.k1", "backups.k2"]);
    await t.answer(0.01);
    expect(t.pending).toHaveLength(3);
    await t.answer(0.02, "T {broken}");
    await t.answer(0.01);
    await t.answer(0.01);
    await t.answer(0.01);
    const counts = t.counts();
    expect(counts).toMatchObject({ total: 5, done: 5, passed: 4, flagged: 1, failed: 0 });
    expect(t.engine.getSnapshot()?.status).toBe("done");
    expect(t.engine.getSnapshot()?.spent).toBeCloseTo(0.06);
    expect(t.drafts.size).toBe(5);
    expect(t.engine.getSnapshot()?.items.find((i) => i.key === "backups.k1")?.flag).toBe("checks");
  });

  it("pauses (requests under way finish), survives a reload and resumes where it stopped", async () => {
    const t = setup({ items: 6 });
    t.engine.pause();
    await t.answer(0.01);
    await t.answer(0.01);
    expect(t.pending).toHaveLength(1);
    // The page reloads with one request under way: it died with the page, its token is queued again.
    t.engine.dispose();
    const stored = t.persisted()!;
    expect(stored.status).toBe("paused");
    const again = setup({ stored });
    expect(again.engine.getSnapshot()?.status).toBe("paused");
    expect(again.counts()).toMatchObject({ done: 2, queued: 4, running: 0 });
    expect(again.pending).toHaveLength(0);
    again.engine.resume();
    expect(again.pending.map((p) => p.key)).toEqual(["backups.k2", "backups.k3", "backups.k4"]);
    for (let i = 0; i < 4; i++) await again.answer(0.01);
    expect(again.engine.getSnapshot()).toMatchObject({ status: "done" });
    expect(again.counts().done).toBe(6);
    expect(again.engine.getSnapshot()?.spent).toBeCloseTo(0.06);
  });

  it("cancel drops the requests under way and keeps the results so far", async () => {
    const t = setup({ items: 5 });
    await t.answer(0.01);
    const underWay = t.pending.slice();
    t.engine.cancel();
    expect(underWay.every((p) => p.signal.aborted)).toBe(true);
    // A cancelled request still settles; its token stays not run.
    underWay[0].resolve({ kind: "answer", text: "late", model: "m", flag: "cutShort" });
    await vi.advanceTimersByTimeAsync(0);
    const run = t.engine.getSnapshot()!;
    expect(run.status).toBe("cancelled");
    expect(t.counts()).toMatchObject({ done: 1, queued: 4, running: 0 });
    // No request started after the cancel.
    expect(t.pending).toHaveLength(underWay.length);
    expect(t.drafts.size).toBe(1);
  });

  it("stops by itself before an estimated request would pass the cost limit, and goes on when it is raised", async () => {
    // 0.004 per token: 0.01 allows two; the third would pass the limit.
    const t = setup({ items: 6, limit: 0.01, estimate: 0.004 });
    expect(t.pending).toHaveLength(2);
    await t.answer(0.004);
    await t.answer(0.004);
    expect(t.pending).toHaveLength(0);
    expect(t.engine.getSnapshot()).toMatchObject({ status: "limit" });
    expect(t.engine.getSnapshot()?.spent).toBeLessThanOrEqual(0.01);
    t.engine.resume();
    expect(t.engine.getSnapshot()).toMatchObject({ status: "limit" });
    // 0.008 spent: a limit of 0.017 allows two more.
    t.engine.setLimit(0.017);
    t.engine.resume();
    expect(t.pending).toHaveLength(2);
  });

  it("stops at the limit once the answers' cost reaches it, without estimates", () => {
    let run = createRun({
      lang: "de",
      model: "m",
      limit: 0.01,
      items: [
        { key: "a", source: "A", base: "" },
        { key: "b", source: "B", base: "" },
      ],
    });
    run = { ...run, spent: 0.011 };
    const next = takeNext(run, 4);
    expect(next.start).toEqual([]);
    expect(next.run.status).toBe("limit");
  });

  it("failed suggestions count as failed and can be queued again", async () => {
    const t = setup({ items: 2 });
    t.pending.shift()!.resolve({ kind: "failed", code: "upstream_error", message: "502" });
    await vi.advanceTimersByTimeAsync(0);
    await t.answer();
    expect(t.counts()).toMatchObject({ failed: 1, passed: 1 });
    expect(t.engine.getSnapshot()?.status).toBe("done");
    t.engine.retryFailed();
    expect(t.pending).toHaveLength(1);
    await t.answer();
    expect(t.counts()).toMatchObject({ failed: 0, passed: 2 });
  });

  it("accept all saves the passing drafts, refuses the others with their reason and retries transient failures", async () => {
    const t = setup({ items: 5 });
    await t.answer(0.01);
    await t.answer(0.01, "T {broken}");
    await t.answer(0.01);
    await t.answer(0.01);
    await t.answer(0.01);
    // k3 was translated by someone else meanwhile; k4's draft was discarded; k2's save fails twice with a 503.
    t.server.set("backups.k3", "Fremd");
    t.drafts.delete("backups.k4");
    t.saveFailures.push({ key: "backups.k2", status: 503 }, { key: "backups.k2", status: 503 });
    t.engine.acceptAll();
    await vi.advanceTimersByTimeAsync(0);
    const save = (key: string) => t.engine.getSnapshot()?.items.find((i) => i.key === key)?.save;
    expect(save("backups.k2")).toMatchObject({ state: "pending", attempts: 1 });
    await vi.advanceTimersByTimeAsync(500);
    expect(save("backups.k2")).toMatchObject({ state: "pending", attempts: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(save("backups.k2")).toMatchObject({ state: "saved", attempts: 3 });
    expect(save("backups.k0")?.state).toBe("saved");
    expect(save("backups.k1")).toMatchObject({ state: "refused", refusal: { reason: "checks" } });
    expect(save("backups.k3")).toMatchObject({ state: "refused", refusal: { reason: "changed", theirs: "Fremd" } });
    expect(save("backups.k4")).toMatchObject({ state: "refused", refusal: { reason: "noDraft" } });
    expect(t.engine.getSnapshot()?.accept).toEqual({ status: "done" });
    expect([...t.server.keys()].sort()).toEqual(["backups.k0", "backups.k2", "backups.k3"]);
    expect(t.server.get("backups.k3")).toBe("Fremd");
    expect(t.drafts.has("backups.k0")).toBe(false);
    expect(t.drafts.has("backups.k1")).toBe(true);
  });

  it("refuses a save after its last transient failure, and refuses a 4xx at once", async () => {
    const t = setup({ items: 2 });
    await t.answer();
    await t.answer();
    t.saveFailures.push(...Array.from({ length: 4 }, () => ({ key: "backups.k0", status: 502 })), {
      key: "backups.k1",
      status: 403,
    });
    t.engine.acceptAll();
    await vi.advanceTimersByTimeAsync(10_000);
    const items = t.engine.getSnapshot()!.items;
    expect(items[0].save).toMatchObject({ state: "refused", attempts: 4, refusal: { reason: "portal", code: "s502" } });
    expect(items[1].save).toMatchObject({ state: "refused", attempts: 1, refusal: { reason: "portal", code: "s403" } });
    expect(t.saveCalls.filter((k) => k === "backups.k0")).toHaveLength(4);
  });

  it("a reload during accept all goes on from the saves not done, and a save that went through counts as saved", async () => {
    const t = setup({ items: 3 });
    for (let i = 0; i < 3; i++) await t.answer();
    t.engine.acceptAll();
    t.engine.dispose();
    const stored = t.persisted()!;
    expect(stored.items.filter((i) => i.save?.state === "saving")).toHaveLength(2);
    const restored = restoreRun(stored);
    expect(restored.accept).toEqual({ status: "paused" });
    expect(restored.items.every((i) => i.save?.state === "pending")).toBe(true);
    const again = setup({ stored });
    // Drafts and the server as the reload left them: k0's save had reached the portal.
    again.drafts.set("backups.k0", "T backups.k0").set("backups.k1", "T backups.k1").set("backups.k2", "T backups.k2");
    again.server.set("backups.k0", "T backups.k0");
    again.engine.resumeAccept();
    await vi.advanceTimersByTimeAsync(0);
    expect(again.engine.getSnapshot()?.items.map((i) => i.save?.state)).toEqual(["saved", "saved", "saved"]);
    expect(again.saveCalls).toEqual(["backups.k1", "backups.k2"]);
    expect(again.engine.getSnapshot()?.accept).toEqual({ status: "done" });
  });
});
