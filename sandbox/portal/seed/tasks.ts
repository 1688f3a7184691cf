/** Seed of the tasks area: one task in each state, finished ones played through so their steps are consistent. */
import type { SandboxServices } from "../area";
import { advanceTask, iso, STEP_MS, type TaskRecord, type TasksState, type TaskState } from "../areas/task-runner";

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

export function seedTasks(now: number, services: SandboxServices): TasksState {
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
      state.steps.push({
        id: i + 1,
        task_id: task.id,
        description,
        method,
        params: "{}",
        path,
        response: "",
        start_at: null,
        ended_at: null,
      }),
    );
    if (!ran) continue;
    // Finished tasks are played through quietly, so their steps carry consistent times and responses.
    const quiet: SandboxServices = { ...services, notify: () => undefined };
    advanceTask(state, task, now, "", quiet);
    if (t.read) task.read_at = task.ended_at;
  }
  return state;
}
