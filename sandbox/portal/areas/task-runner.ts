/**
 * The task model and its runner. States (the spec does not show them): `pending` → `running` → `done` | `failed`.
 * A run executes the steps one by one, one every `step_ms` of sandbox time; a step whose path contains `/fail`
 * fails the task. A finished task adds a notification.
 */
import { notFound, type SandboxServices } from "../area";

export type TaskState = "pending" | "running" | "done" | "failed";

export interface TaskRecord {
  id: string;
  name: string;
  state: TaskState;
  user_id: string;
  created_at: string;
  start_at: string | null;
  ended_at: string | null;
  read_at: string | null;
  /** When the current run began (ms, sandbox clock); steps are timed from it. */
  run_started_ms: number | null;
  /** How long each step of a run takes; 2 s for runs started through the API. */
  step_ms: number;
}

export interface TaskStepRecord {
  id: number;
  task_id: string;
  description: string;
  method: string;
  params: string;
  path: string;
  response: string;
  start_at: string | null;
  ended_at: string | null;
}

export interface TasksState {
  tasks: TaskRecord[];
  steps: TaskStepRecord[];
}

export const STEP_MS = 2_000;
export const iso = (ms: number) => new Date(ms).toISOString();

export const stepsOf = (state: TasksState, taskId: string) =>
  state.steps.filter((s) => s.task_id === taskId).sort((a, b) => a.id - b.id);

export function findTask(state: TasksState, id: string): TaskRecord {
  const task = state.tasks.find((t) => t.id === id);
  if (!task) throw notFound(`task ${id}`);
  return task;
}

const stepFails = (step: TaskStepRecord) => step.path.includes("/fail");

/** Advances one running task to `now`; true when anything changed. */
export function advanceTask(
  state: TasksState,
  task: TaskRecord,
  now: number,
  region: string,
  services: SandboxServices,
): boolean {
  if (task.state !== "running" || task.run_started_ms === null) return false;
  let changed = false;
  const steps = stepsOf(state, task.id);
  for (const [i, step] of steps.entries()) {
    const startMs = task.run_started_ms + i * task.step_ms;
    const endMs = startMs + task.step_ms;
    if (now < startMs) break;
    if (step.start_at === null) {
      step.start_at = iso(startMs);
      changed = true;
    }
    if (now < endMs) break;
    if (step.ended_at === null) {
      const failed = stepFails(step);
      step.ended_at = iso(endMs);
      step.response = JSON.stringify(
        failed
          ? { status: 500, method: step.method, path: step.path, error: "the step failed" }
          : { status: 200, method: step.method, path: step.path, result: "ok" },
      );
      changed = true;
      if (failed) return finish(task, "failed", endMs, region, services);
    }
    if (i === steps.length - 1) return finish(task, "done", endMs, region, services);
  }
  return changed;
}

function finish(
  task: TaskRecord,
  outcome: "done" | "failed",
  endMs: number,
  region: string,
  services: SandboxServices,
) {
  task.state = outcome;
  task.ended_at = iso(endMs);
  task.read_at = null;
  services.notify(
    region,
    outcome === "done" ? "info" : "error",
    outcome === "done" ? `Task "${task.name}" finished` : `Task "${task.name}" failed`,
  );
  return true;
}
