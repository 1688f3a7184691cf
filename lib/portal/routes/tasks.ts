/** Catalog routes: tasks and their steps. Their schemas are in `../operations/tasks.ts`; assembled in `lib/portal/routes.ts`. */
import type { RouteTable } from "../route";

// prettier-ignore
export const taskRoutes = {
  "tasks.list": { area: "tasks", method: "GET", path: "/task", permission: "task-get", hasBody: true },
  "tasks.create": { area: "tasks", method: "POST", path: "/task", permission: "task-post", hasBody: true, invalidates: ["tasks.list"] },
  "task.markRead": { area: "tasks", method: "POST", path: "/task/{task_id}", permission: "task_read-post", invalidates: ["tasks.list"] },
  "task.run": { area: "tasks", method: "POST", path: "/task/{task_id}/run", permission: "task_run-post", invalidates: ["tasks.list", "task.steps.list"] },
  "task.steps.list": { area: "tasks", method: "GET", path: "/task/{task_id}/step", permission: "task_step-get" },
  "task.steps.create": { area: "tasks", method: "POST", path: "/task/{task_id}/step", permission: "task_step-post", hasBody: true, invalidates: ["task.steps.list"] },
} as const satisfies RouteTable;
