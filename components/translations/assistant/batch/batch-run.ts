/**
 * A batch pre-translation run as plain data and pure transitions, so that it is kept in browser storage as it is
 * and tested without a browser: each token's suggestion (queued → running → passed, flagged or failed), the cost so
 * far against the translator's limit, and the "accept all" phase that saves the passing drafts one by one.
 */

/** Why a suggestion is flagged: it fails the ICU checks against the source, or its answer ended early. */
export type Flag = "checks" | "cutShort";

/** Why "accept all" did not save a token. */
export type Refusal =
  | { reason: "checks" }
  | { reason: "noDraft" }
  | { reason: "changed"; theirs: string }
  | { reason: "portal"; code: string; message: string; permission?: string };

export interface SaveStep {
  state: "pending" | "saving" | "saved" | "refused";
  attempts: number;
  /** When a transient failure's retry is due (ms since the epoch). */
  retryAt?: number;
  /** The text saved (or refused), as the draft held it. */
  value?: string;
  refusal?: Refusal;
}

export interface BatchItem {
  key: string;
  source: string;
  /** The saved text when the run was planned ("" for untranslated): a save checks that nobody changed it since. */
  base: string;
  /** The estimated cost of this token's suggestion, in US dollars; absent without prices. */
  estimate?: number;
  state: "queued" | "running" | "passed" | "flagged" | "failed";
  text?: string;
  model?: string;
  cost?: number;
  flag?: Flag;
  /** A failed request: the error's code and message. */
  error?: { code: string; message: string };
  save?: SaveStep;
}

export type RunStatus = "running" | "paused" | "limit" | "cancelled" | "done";

export interface BatchRun {
  version: 1;
  lang: string;
  model: string;
  /** Stop before spending more than this (US dollars); null for no limit. */
  limit: number | null;
  status: RunStatus;
  /** The gateway's `usage.cost` of the answers so far. */
  spent: number;
  items: BatchItem[];
  /** The "accept all" phase, once started. */
  accept: null | { status: "running" | "paused" | "done" };
}

export type SuggestOutcome =
  | { kind: "answer"; text: string; model: string; cost?: number; flag?: Flag }
  | { kind: "failed"; code: string; message: string };

/** Retries of a transient save failure (5xx, network) before it counts as refused, and their first delay. */
export const SAVE_ATTEMPTS = 4;
export const RETRY_BASE_MS = 500;

/** 500 ms, 1 s, 2 s … after the 1st, 2nd, 3rd failed attempt. */
export const backoffMs = (attempts: number) => RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

export function createRun(input: {
  lang: string;
  model: string;
  limit: number | null;
  items: readonly Pick<BatchItem, "key" | "source" | "base" | "estimate">[];
}): BatchRun {
  return {
    version: 1,
    lang: input.lang,
    model: input.model,
    limit: input.limit,
    status: input.items.length === 0 ? "done" : "running",
    spent: 0,
    items: input.items.map((item) => ({ ...item, state: "queued" })),
    accept: null,
  };
}

const withItems = (run: BatchRun, change: (item: BatchItem) => BatchItem): BatchRun => ({
  ...run,
  items: run.items.map(change),
});

/**
 * A run read back after a reload: the requests and saves under way died with the page, so their tokens are queued
 * again and the run waits for the translator's Resume.
 */
export function restoreRun(run: BatchRun): BatchRun {
  const restored = withItems(run, (item) => {
    let next = item.state === "running" ? { ...item, state: "queued" as const } : item;
    if (next.save?.state === "saving") next = { ...next, save: { ...next.save, state: "pending" } };
    return next;
  });
  return {
    ...restored,
    status: run.status === "running" ? "paused" : run.status,
    accept: run.accept?.status === "running" ? { status: "paused" } : run.accept,
  };
}

export interface RunCounts {
  total: number;
  queued: number;
  running: number;
  passed: number;
  flagged: number;
  failed: number;
  /** Suggestions finished (passed, flagged or failed). */
  done: number;
  saved: number;
  refused: number;
  savePending: number;
}

export function countsOf(run: BatchRun): RunCounts {
  const counts: RunCounts = {
    total: run.items.length,
    queued: 0,
    running: 0,
    passed: 0,
    flagged: 0,
    failed: 0,
    done: 0,
    saved: 0,
    refused: 0,
    savePending: 0,
  };
  for (const item of run.items) {
    counts[item.state] += 1;
    if (item.save?.state === "saved") counts.saved += 1;
    else if (item.save?.state === "refused") counts.refused += 1;
    else if (item.save) counts.savePending += 1;
  }
  counts.done = counts.passed + counts.flagged + counts.failed;
  return counts;
}

/**
 * Marks the next tokens as running, up to `concurrency` at once, as long as the cost so far, the estimates of the
 * requests under way and the next one's estimate stay within the limit. Returns the keys to request. A run with
 * nothing left ends as done; one that cannot start the next token for its limit (and has nothing under way) stops
 * at the limit.
 */
export function takeNext(run: BatchRun, concurrency: number): { run: BatchRun; start: string[] } {
  if (run.status !== "running") return { run, start: [] };
  let running = 0;
  let reserved = 0;
  for (const item of run.items)
    if (item.state === "running") {
      running += 1;
      reserved += item.estimate ?? 0;
    }
  const start: string[] = [];
  let blocked = false;
  for (const item of run.items) {
    if (running + start.length >= concurrency) break;
    if (item.state !== "queued") continue;
    const estimate = item.estimate ?? 0;
    if (run.limit !== null && (run.spent >= run.limit || run.spent + reserved + estimate > run.limit)) {
      blocked = true;
      break;
    }
    reserved += estimate;
    start.push(item.key);
  }
  const starting = new Set(start);
  let next =
    start.length === 0
      ? run
      : withItems(run, (item) => (starting.has(item.key) ? { ...item, state: "running" } : item));
  if (running + start.length === 0) {
    const anyQueued = next.items.some((item) => item.state === "queued");
    if (!anyQueued) next = { ...next, status: "done" };
    else if (blocked) next = { ...next, status: "limit" };
  }
  return { run: next, start };
}

/** A token's request ended. An answer for a token no longer running (the run was cancelled meanwhile) only adds its cost. */
export function settle(run: BatchRun, key: string, outcome: SuggestOutcome): BatchRun {
  const cost = outcome.kind === "answer" ? (outcome.cost ?? 0) : 0;
  const spent = Number((run.spent + cost).toFixed(10));
  return {
    ...withItems(run, (item) => {
      if (item.key !== key || item.state !== "running") return item;
      if (outcome.kind === "failed")
        return { ...item, state: "failed", error: { code: outcome.code, message: outcome.message } };
      return {
        ...item,
        state: outcome.flag ? "flagged" : "passed",
        text: outcome.text,
        model: outcome.model,
        cost: outcome.cost,
        flag: outcome.flag,
        error: undefined,
      };
    }),
    spent,
  };
}

/** No new requests; those under way finish and are kept. */
export const pause = (run: BatchRun): BatchRun => (run.status === "running" ? { ...run, status: "paused" } : run);

/** On again after a pause, a reload or a stop at the limit (which stops again at once unless the limit was raised). */
export const resume = (run: BatchRun): BatchRun =>
  run.status === "paused" || run.status === "limit" ? { ...run, status: "running" } : run;

/** Ends the run: the requests under way are dropped (their tokens count as not run); the results so far stay. */
export function cancel(run: BatchRun): BatchRun {
  if (run.status === "done" || run.status === "cancelled") return run;
  return {
    ...withItems(run, (item) => (item.state === "running" ? { ...item, state: "queued" } : item)),
    status: "cancelled",
  };
}

export const setLimit = (run: BatchRun, limit: number | null): BatchRun => ({ ...run, limit });

/** Failed tokens are queued again and the run goes on. */
export function retryFailed(run: BatchRun): BatchRun {
  if (!run.items.some((item) => item.state === "failed")) return run;
  return {
    ...withItems(run, (item) => (item.state === "failed" ? { ...item, state: "queued", error: undefined } : item)),
    status: run.status === "cancelled" || run.status === "done" ? "running" : run.status,
  };
}

/** Whether a token's suggestion can go into "accept all": it has an answer and is not saved yet. */
const acceptable = (item: BatchItem) =>
  (item.state === "passed" || item.state === "flagged") && item.save?.state !== "saved";

/** Starts (or starts again) "accept all": every answered token not saved yet is pending; refusals get another look. */
export function startAccept(run: BatchRun): BatchRun {
  return {
    ...withItems(run, (item) => (acceptable(item) ? { ...item, save: { state: "pending", attempts: 0 } } : item)),
    accept: { status: "running" },
  };
}

export const pauseAccept = (run: BatchRun): BatchRun =>
  run.accept?.status === "running" ? { ...run, accept: { status: "paused" } } : run;

export const resumeAccept = (run: BatchRun): BatchRun =>
  run.accept?.status === "paused" ? { ...run, accept: { status: "running" } } : run;

/**
 * The next pending saves whose retry is due, up to `concurrency` at once; "accept all" is done when nothing is
 * pending or saving. `wakeAt`: when the earliest retry that is not due yet will be.
 */
export function takeSaves(
  run: BatchRun,
  concurrency: number,
  now: number,
): { run: BatchRun; start: string[]; wakeAt?: number } {
  if (run.accept?.status !== "running") return { run, start: [] };
  let saving = 0;
  let waiting = false;
  let wakeAt: number | undefined;
  for (const item of run.items) if (item.save?.state === "saving") saving += 1;
  const start: string[] = [];
  for (const item of run.items) {
    if (item.save?.state !== "pending") continue;
    if (item.save.retryAt !== undefined && item.save.retryAt > now) {
      waiting = true;
      wakeAt = Math.min(wakeAt ?? Infinity, item.save.retryAt);
      continue;
    }
    if (saving + start.length >= concurrency) {
      waiting = true;
      continue;
    }
    start.push(item.key);
  }
  const starting = new Set(start);
  let next = run;
  if (start.length > 0)
    next = withItems(run, (item) =>
      starting.has(item.key) && item.save
        ? { ...item, save: { ...item.save, state: "saving", retryAt: undefined } }
        : item,
    );
  if (saving + start.length === 0 && !waiting) next = { ...next, accept: { status: "done" } };
  return { run: next, start, wakeAt };
}

const withSave = (run: BatchRun, key: string, change: (save: SaveStep) => SaveStep): BatchRun =>
  withItems(run, (item) => (item.key === key && item.save ? { ...item, save: change(item.save) } : item));

export const saved = (run: BatchRun, key: string, value: string): BatchRun =>
  withSave(run, key, (save) => ({ state: "saved", attempts: save.attempts + 1, value }));

export const refused = (run: BatchRun, key: string, refusal: Refusal, value?: string): BatchRun =>
  withSave(run, key, (save) => ({ state: "refused", attempts: save.attempts, value, refusal }));

/**
 * A save failed. A transient failure (5xx, network) is tried again after a growing delay, up to `SAVE_ATTEMPTS`
 * attempts; any other failure, or the last attempt, refuses the token with the portal's reason.
 */
export function saveFailed(
  run: BatchRun,
  key: string,
  failure: { transient: boolean; code: string; message: string; permission?: string },
  now: number,
): BatchRun {
  return withSave(run, key, (save) => {
    const attempts = save.attempts + 1;
    if (failure.transient && attempts < SAVE_ATTEMPTS)
      return { ...save, state: "pending", attempts, retryAt: now + backoffMs(attempts) };
    const { code, message, permission } = failure;
    return { ...save, state: "refused", attempts, refusal: { reason: "portal", code, message, permission } };
  });
}

/** Failures worth another attempt: no answer at all, too many requests, or a server-side error. */
export const isTransientStatus = (status: number) => status === 0 || status === 429 || status >= 500;
