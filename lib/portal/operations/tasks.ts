/** Catalog piece: tasks and their steps. Their routes are in `../routes/tasks.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import { bool, noParams, optStr, pathParam, reqStr } from "../schemas/fields";
import { Task, TaskCreated, TaskRunResult, TaskStep, TaskStepCreated } from "../schemas/tasks";

const taskParams = () => z.strictObject({ task_id: pathParam() });

export const taskOperations = {
  "tasks.list": defineSchemas({
    params: noParams(),
    body: z.strictObject({ unread: bool().optional() }),
    output: z.array(Task),
    summary: "Tasks, optionally only unread ones",
  }),
  "tasks.create": defineSchemas({
    params: noParams(),
    body: z.strictObject({ name: reqStr() }),
    output: TaskCreated,
    summary: "Create a task",
  }),
  "task.markRead": defineSchemas({
    params: taskParams(),
    body: null,
    output: null,
    summary: "Mark a task as read",
  }),
  "task.run": defineSchemas({
    params: taskParams(),
    body: null,
    output: TaskRunResult,
    summary: "Run a task",
  }),
  "task.steps.list": defineSchemas({
    params: taskParams(),
    body: null,
    output: z.array(TaskStep),
    summary: "Steps of a task",
  }),
  "task.steps.create": defineSchemas({
    params: taskParams(),
    body: z.strictObject({
      description: reqStr(),
      method: reqStr(),
      params: reqStr(),
      step_path: reqStr(),
      step_id: optStr(),
    }),
    output: TaskStepCreated,
    summary: "Add a step to a task",
  }),
};
