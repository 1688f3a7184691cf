/** Catalog piece: tasks and their steps. Assembled in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineOperation } from "../operation";
import { bool, noParams, optStr, pathParam, reqStr } from "../schemas/fields";
import { Task, TaskCreated, TaskRunResult, TaskStep, TaskStepCreated } from "../schemas/tasks";

const taskParams = () => z.strictObject({ task_id: pathParam() });

export const taskOperations = {
  "tasks.list": defineOperation({
    id: "tasks.list",
    area: "tasks",
    method: "GET",
    path: "/task",
    permission: "task-get",
    params: noParams(),
    body: z.strictObject({ unread: bool().optional() }),
    output: z.array(Task),
    summary: "Tasks, optionally only unread ones",
  }),
  "tasks.create": defineOperation({
    id: "tasks.create",
    area: "tasks",
    method: "POST",
    path: "/task",
    permission: "task-post",
    params: noParams(),
    body: z.strictObject({ name: reqStr() }),
    output: TaskCreated,
    summary: "Create a task",
  }),
  "task.markRead": defineOperation({
    id: "task.markRead",
    area: "tasks",
    method: "POST",
    path: "/task/{task_id}",
    permission: "task_read-post",
    params: taskParams(),
    body: null,
    output: null,
    summary: "Mark a task as read",
  }),
  "task.run": defineOperation({
    id: "task.run",
    area: "tasks",
    method: "POST",
    path: "/task/{task_id}/run",
    permission: "task_run-post",
    params: taskParams(),
    body: null,
    output: TaskRunResult,
    summary: "Run a task",
  }),
  "task.steps.list": defineOperation({
    id: "task.steps.list",
    area: "tasks",
    method: "GET",
    path: "/task/{task_id}/step",
    permission: "task_step-get",
    params: taskParams(),
    body: null,
    output: z.array(TaskStep),
    summary: "Steps of a task",
  }),
  "task.steps.create": defineOperation({
    id: "task.steps.create",
    area: "tasks",
    method: "POST",
    path: "/task/{task_id}/step",
    permission: "task_step-post",
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
