/**
 * Drives a batch run: requests suggestions and saves with bounded concurrency, retries transient save failures after
 * their delay, and hands every change to storage at once, so that a reload loses nothing. What it talks to (the
 * gateway, the portal, the drafts) comes in as `BatchDeps`, so that tests drive it with fakes.
 */
import {
  cancel,
  pause,
  pauseAccept,
  refused,
  restoreRun,
  resume,
  resumeAccept,
  retryFailed,
  saved,
  saveFailed,
  setLimit,
  settle,
  startAccept,
  takeNext,
  takeSaves,
  type BatchItem,
  type BatchRun,
  type SuggestOutcome,
} from "./batch-run";

export interface FailureInfo {
  transient: boolean;
  code: string;
  message: string;
  permission?: string;
}

export interface BatchDeps {
  /** Suggestions under way at once. */
  concurrency: number;
  /** Saves under way at once. */
  saveConcurrency: number;
  suggest(item: BatchItem, signal: AbortSignal): Promise<SuggestOutcome>;
  /** The language's saved texts now (`GET /i18n/lang/{lang}`), read once per "accept all" (and after a failure). */
  readTexts(): Promise<Readonly<Record<string, string>>>;
  /** The draft's current text of a key, undefined without one. */
  draftOf(key: string): string | undefined;
  /** Whether a text passes the checks against its source. */
  passes(source: string, text: string): boolean;
  save(key: string, value: string): Promise<void>;
  describe(error: unknown): FailureInfo;
  /** A suggestion arrived: it becomes the token's draft. */
  onResult(item: BatchItem): void;
  /** A token was saved: its draft goes, the table shows the text. */
  onSaved(key: string, value: string): void;
  /** Keeps the run (null: forgets it). Called after every change. */
  persist(run: BatchRun | null): void;
  now?: () => number;
}

const textOf = (texts: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(texts, key) ? texts[key] : "");

export class BatchEngine {
  private run: BatchRun | null;
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<string, AbortController>();
  private texts: Promise<Readonly<Record<string, string>>> | null = null;
  private wake: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  /** `stored`: a run read back from storage (after a reload), which waits for Resume. */
  constructor(
    private readonly deps: BatchDeps,
    stored: BatchRun | null = null,
  ) {
    this.run = stored ? restoreRun(stored) : null;
  }

  getSnapshot = () => this.run;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private readonly now = () => (this.deps.now ?? Date.now)();

  private update(run: BatchRun | null) {
    if (run === this.run) return;
    this.run = run;
    this.deps.persist(run);
    this.listeners.forEach((listener) => listener());
  }

  /** Starts what the run allows now: suggestions up to the concurrency, then due saves. */
  private pump() {
    if (this.disposed || !this.run) return;
    const next = takeNext(this.run, this.deps.concurrency);
    const saves = takeSaves(next.run, this.deps.saveConcurrency, this.now());
    this.update(saves.run);
    for (const key of next.start) void this.suggestOne(key);
    for (const key of saves.start) void this.saveOne(key);
    if (this.wake) clearTimeout(this.wake);
    this.wake = null;
    if (saves.wakeAt !== undefined)
      this.wake = setTimeout(
        () => {
          this.wake = null;
          this.pump();
        },
        Math.max(0, saves.wakeAt - this.now()),
      );
  }

  private item(key: string) {
    return this.run?.items.find((item) => item.key === key);
  }

  private async suggestOne(key: string) {
    const item = this.item(key);
    if (!item) return;
    const controller = new AbortController();
    this.controllers.set(key, controller);
    let outcome: SuggestOutcome;
    try {
      outcome = await this.deps.suggest(item, controller.signal);
    } catch (error) {
      const { code, message } = this.deps.describe(error);
      outcome = { kind: "failed", code, message };
    } finally {
      this.controllers.delete(key);
    }
    if (this.disposed || !this.run) return;
    const wasRunning = this.item(key)?.state === "running";
    this.update(settle(this.run, key, outcome));
    const settled = this.item(key);
    if (wasRunning && settled && outcome.kind === "answer") this.deps.onResult(settled);
    this.pump();
  }

  private currentTexts() {
    if (!this.texts) {
      const reading = this.deps.readTexts();
      this.texts = reading;
      // A failed read is forgotten, so that the retry reads again.
      reading.catch(() => {
        if (this.texts === reading) this.texts = null;
      });
    }
    return this.texts;
  }

  private async saveOne(key: string) {
    const item = this.item(key);
    if (!item || !this.run) return;
    const value = this.deps.draftOf(key);
    if (value === undefined) return this.finishSave(refused(this.run, key, { reason: "noDraft" }));
    if (!this.deps.passes(item.source, value))
      return this.finishSave(refused(this.run, key, { reason: "checks" }, value));
    try {
      const theirs = textOf(await this.currentTexts(), key);
      if (theirs !== value) {
        if (!this.run || this.disposed) return;
        if (theirs !== item.base) return this.finishSave(refused(this.run, key, { reason: "changed", theirs }, value));
        await this.deps.save(key, value);
      }
      if (!this.run || this.disposed) return;
      this.deps.onSaved(key, value);
      this.finishSave(saved(this.run, key, value));
    } catch (error) {
      if (!this.run || this.disposed) return;
      this.finishSave(saveFailed(this.run, key, this.deps.describe(error), this.now()));
    }
  }

  private finishSave(run: BatchRun) {
    if (this.disposed) return;
    this.update(run);
    this.pump();
  }

  /** Starts a new run (replacing a finished one). */
  start(run: BatchRun) {
    this.stopRequests();
    this.texts = null;
    this.update(run);
    this.pump();
  }

  private change(transition: (run: BatchRun) => BatchRun) {
    if (!this.run) return;
    this.update(transition(this.run));
    this.pump();
  }

  pause = () => this.change(pause);
  resume = () => this.change(resume);
  setLimit = (limit: number | null) => this.change((run) => setLimit(run, limit));
  retryFailed = () => this.change(retryFailed);

  cancel = () => {
    this.change(cancel);
    this.stopRequests();
  };

  /** "Accept all that pass the checks": the saved texts are read again first, then each token is saved. */
  acceptAll = () => {
    this.texts = null;
    this.change(startAccept);
  };
  pauseAccept = () => this.change(pauseAccept);
  resumeAccept = () => {
    this.texts = null;
    this.change(resumeAccept);
  };

  /** Forgets the run (its drafts stay). */
  discard = () => {
    this.stopRequests();
    this.update(null);
  };

  private stopRequests() {
    for (const controller of this.controllers.values()) controller.abort();
    this.controllers.clear();
  }

  /** The page goes: requests stop, the stored run stays as it was for the next visit. */
  dispose() {
    this.disposed = true;
    if (this.wake) clearTimeout(this.wake);
    this.stopRequests();
    this.listeners.clear();
  }
}
