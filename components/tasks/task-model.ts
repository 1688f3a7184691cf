import { makeStatusTones } from "@/components/ui/status-badge";
import type { Task, TaskStep } from "@/lib/portal/schemas/tasks";

/** Task states are "not shown" in the spec; the sandbox uses these four, anything else is shown as it comes. */
export const TASK_STATES = ["pending", "running", "done", "failed"] as const;
export type KnownTaskState = (typeof TASK_STATES)[number];
export const taskTone = makeStatusTones<KnownTaskState>({
  pending: "neutral",
  running: "progress",
  done: "ok",
  failed: "bad",
});
export const knownState = (state: string | undefined): KnownTaskState | null =>
  (TASK_STATES as readonly string[]).includes(state ?? "") ? (state as KnownTaskState) : null;

export type TaskRow = Task & { id: string };
export const hasTaskId = (task: Task): task is TaskRow => typeof task.id === "string" && task.id !== "";
export const isRunning = (task: Task | undefined) => task?.state === "running";
export const isUnread = (task: Task) => task.read_at === null || task.read_at === undefined || task.read_at === "";
export const taskHref = (id: string) => `/tasks/${encodeURIComponent(id)}`;

/** How often task reads repeat: every 2 s while a run is in progress (one step per 2 s), else every 30 s. */
export const taskPollMs = (running: boolean) => (running ? 2_000 : 30_000);

export type StepState = "waiting" | "running" | "done" | "failed" | "skipped";
export const stepTone = makeStatusTones<StepState>({
  waiting: "neutral",
  running: "progress",
  done: "ok",
  failed: "bad",
  skipped: "neutral",
});

/** A step response read as `{status?, error?}`, or null for another shape (plain checks: no zod on the first load). */
function readStepResponse(value: unknown): { status?: number; error?: string } | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { status, error } = value as Record<string, unknown>;
  if (status !== undefined && typeof status !== "number") return null;
  if (error !== undefined && typeof error !== "string") return null;
  return { status, error };
}

/** The step's response as JSON when it is JSON, else the raw text. */
export function parseResponse(response: string | undefined): unknown {
  if (!response) return undefined;
  try {
    return JSON.parse(response) as unknown;
  } catch {
    return response;
  }
}

/** A step's state from its times and response; steps after a failure never ran. */
export function stepState(step: TaskStep, task: Task | undefined): StepState {
  if (step.ended_at) {
    const response = readStepResponse(parseResponse(step.response));
    const failed = response !== null && ((response.status ?? 200) >= 400 || response.error !== undefined);
    return failed ? "failed" : "done";
  }
  if (step.start_at) return task?.state === "failed" ? "failed" : "running";
  return task?.state === "failed" || task?.state === "done" ? "skipped" : "waiting";
}

const asTime = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
export const taskTime = asTime;
