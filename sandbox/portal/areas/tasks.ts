/**
 * Tasks with steps. States (the spec does not show them): `pending` → `running` → `done` | `failed`.
 * A run executes the steps one by one, one every 2 s of sandbox time; a step whose path contains `/fail` fails the
 * task. A finished task adds a notification.
 */
import { z } from "zod";
import { conflict, defineArea, notFound, type SandboxServices } from "../area";
import { readInput } from "./input";

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
const iso = (ms: number) => new Date(ms).toISOString();

const stepsOf = (state: TasksState, taskId: string) =>
  state.steps.filter((s) => s.task_id === taskId).sort((a, b) => a.id - b.id);

function findTask(state: TasksState, id: string): TaskRecord {
  const task = state.tasks.find((t) => t.id === id);
  if (!task) throw notFound(`task ${id}`);
  return task;
}

const stepFails = (step: TaskStepRecord) => step.path.includes("/fail");

/** Advances one running task to `now`; true when anything changed. */
function advanceTask(state: TasksState, task: TaskRecord, now: number, region: string, services: SandboxServices): boolean {
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

function finish(task: TaskRecord, outcome: "done" | "failed", endMs: number, region: string, services: SandboxServices) {
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

const publicTask = ({ run_started_ms: _run, step_ms: _step, ...task }: TaskRecord) => task;

export const tasksArea = defineArea<TasksState>({
  key: "tasks",
  seed: (region, services) => seedTasks(services.now(), services),
  tick(state, now, region, services) {
    let changed = false;
    for (const task of state.tasks) changed = advanceTask(state, task, now, region, services) || changed;
    return changed;
  },
  handlers: {
    "tasks.list": ({ state, input }) => {
      const { unread } = readInput(input, { unread: z.boolean().optional() });
      const tasks = unread ? state.tasks.filter((t) => t.read_at === null) : state.tasks;
      return [...tasks].sort((a, b) => b.created_at.localeCompare(a.created_at)).map(publicTask);
    },
    "tasks.create": ({ state, input, user, services }) => {
      const { name } = readInput(input, { name: z.string() });
      const task: TaskRecord = {
        id: services.id("task"),
        name,
        state: "pending",
        user_id: user,
        created_at: iso(services.now()),
        start_at: null,
        ended_at: null,
        read_at: null,
        run_started_ms: null,
        step_ms: STEP_MS,
      };
      state.tasks.push(task);
      return { id: task.id };
    },
    "task.markRead": ({ state, input, services }) => {
      const task = findTask(state, String(input.task_id));
      task.read_at = iso(services.now());
    },
    "task.run": ({ state, input, services, region }) => {
      const task = findTask(state, String(input.task_id));
      if (task.state === "running") throw conflict(`task ${task.id} is already running`);
      const steps = stepsOf(state, task.id);
      if (steps.length === 0) throw conflict(`task ${task.id} has no steps to run`);
      const now = services.now();
      for (const step of steps) Object.assign(step, { start_at: null, ended_at: null, response: "" });
      Object.assign(task, { state: "running", start_at: iso(now), ended_at: null, read_at: null, run_started_ms: now, step_ms: STEP_MS });
      advanceTask(state, task, now, region, services);
      return { id: task.id, state: task.state, steps: steps.length, start_at: task.start_at, step_ms: task.step_ms };
    },
    "task.steps.list": ({ state, input }) => {
      const task = findTask(state, String(input.task_id));
      return stepsOf(state, task.id);
    },
    "task.steps.create": ({ state, input }) => {
      const body = readInput(input, {
        task_id: z.string(),
        description: z.string(),
        method: z.string(),
        params: z.string(),
        step_path: z.string(),
        step_id: z.string().regex(/^\d{1,9}$/, "Expected a step number").optional(),
      });
      const task = findTask(state, body.task_id);
      if (task.state === "running") throw conflict(`task ${task.id} is running; add steps before or after a run`);
      const existing = stepsOf(state, task.id);
      const id = body.step_id === undefined ? Math.max(0, ...existing.map((s) => s.id)) + 1 : Number(body.step_id);
      if (existing.some((s) => s.id === id)) throw conflict(`task ${task.id} already has step ${id}`, "step_id");
      state.steps.push({
        id,
        task_id: task.id,
        description: body.description,
        method: body.method.toUpperCase(),
        params: body.params,
        path: body.step_path,
        response: "",
        start_at: null,
        ended_at: null,
      });
      return { id, task_id: task.id };
    },
  },
});

interface SeedTask {
  name: string;
  state: TaskState;
  hoursAgo: number;
  read: boolean;
  steps: [method: string, path: string, description: string][];
}

const SEED: SeedTask[] = [
  {
    name: "Provision infrastructure project sandbox-42",
    state: "done",
    hoursAgo: 30,
    read: true,
    steps: [
      ["POST", "/iaas/projects", "Create the project"],
      ["POST", "/iaas/projects/quotas", "Apply the quota profile"],
      ["PATCH", "/iaas/project/sandbox-42/enable", "Enable the project"],
    ],
  },
  {
    name: "Rotate object storage keys",
    state: "done",
    hoursAgo: 20,
    read: false,
    steps: [
      ["GET", "/objaccess", "Read the current keys"],
      ["PATCH", "/objaccess", "Write the new keys"],
    ],
  },
  {
    name: "Migrate volumes to SSD",
    state: "failed",
    hoursAgo: 8,
    read: false,
    steps: [
      ["POST", "/backup", "Back up the volumes"],
      ["POST", "/restore/volume/fail", "Restore onto SSD volumes"],
      ["DELETE", "/iaas/volumes/old", "Remove the old volumes"],
    ],
  },
  {
    name: "Create worker group gpu-pool",
    state: "running",
    hoursAgo: 0,
    read: false,
    steps: [
      ["POST", "/clustermgr/garden-acme/shoots/production/workergroups", "Create the worker group"],
      ["GET", "/clustermgr/garden-acme/shoots/production/workergroups/gpu-pool", "Wait for the machines"],
      ["PATCH", "/clustermgr/garden-acme/shoots/production", "Label the nodes"],
      ["GET", "/clustermgr/garden-acme/shoots/production", "Check the cluster health"],
    ],
  },
  {
    name: "Nightly cost report",
    state: "pending",
    hoursAgo: 2,
    read: false,
    steps: [
      ["GET", "/ai/projects", "Collect the AI projects"],
      ["GET", "/ai/cost/all", "Price the usage"],
    ],
  },
];

/** The seeded running task moves slowly, so it is still running when someone looks. */
const SEEDED_RUN_STEP_MS = 10 * 60_000;

function seedTasks(now: number, services: SandboxServices): TasksState {
  const state: TasksState = { tasks: [], steps: [] };
  for (const t of SEED) {
    const created = now - t.hoursAgo * 3_600_000 - 5 * 60_000;
    const ran = t.state !== "pending";
    const stepMs = t.state === "running" ? SEEDED_RUN_STEP_MS : STEP_MS;
    const task: TaskRecord = {
      id: services.id("task"),
      name: t.name,
      state: ran ? "running" : "pending",
      user_id: "admin",
      created_at: iso(created),
      start_at: ran ? iso(created + 1_000) : null,
      ended_at: null,
      read_at: null,
      run_started_ms: ran ? created + 1_000 : null,
      step_ms: stepMs,
    };
    state.tasks.push(task);
    t.steps.forEach(([method, path, description], i) =>
      state.steps.push({ id: i + 1, task_id: task.id, description, method, params: "{}", path, response: "", start_at: null, ended_at: null }),
    );
    if (!ran) continue;
    // Finished tasks are played through quietly, so their steps carry consistent times and responses.
    const quiet: SandboxServices = { ...services, notify: () => undefined };
    advanceTask(state, task, now, "", quiet);
    if (t.read) task.read_at = task.ended_at;
  }
  return state;
}
