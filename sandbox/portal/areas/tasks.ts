/** The tasks area: tasks with steps, created and run through the API and advanced by the tick (see task-runner.ts). */
import { badRequest, conflict, defineArea } from "../area";
import { seedTasks } from "../seed/tasks";
import { advanceTask, findTask, iso, STEP_MS, stepsOf, type TaskRecord, type TasksState } from "./task-runner";

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
      const { unread } = input;
      const tasks = unread ? state.tasks.filter((t) => t.read_at === null) : state.tasks;
      return [...tasks].sort((a, b) => b.created_at.localeCompare(a.created_at)).map(publicTask);
    },
    "tasks.create": ({ state, input, user, services }) => {
      const { name } = input;
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
      Object.assign(task, {
        state: "running",
        start_at: iso(now),
        ended_at: null,
        read_at: null,
        run_started_ms: now,
        step_ms: STEP_MS,
      });
      advanceTask(state, task, now, region, services);
      return { id: task.id, state: task.state, steps: steps.length, start_at: task.start_at, step_ms: task.step_ms };
    },
    "task.steps.list": ({ state, input }) => {
      const task = findTask(state, String(input.task_id));
      return stepsOf(state, task.id);
    },
    "task.steps.create": ({ state, input: body }) => {
      // The sandbox numbers steps; the catalog takes any string as step_id.
      if (body.step_id !== undefined && !/^\d{1,9}$/.test(body.step_id)) {
        throw badRequest("step_id: Expected a step number", "step_id");
      }
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
