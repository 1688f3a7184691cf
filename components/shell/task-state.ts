import type { Task } from "@/lib/portal/schemas/tasks";

/**
 * Task states are "not shown" in the spec. A task counts as running while it has not ended and its state reads
 * like work in progress (the sandbox uses pending, running, done, failed).
 */
const ACTIVE = /^(running|pending|queued|started|in[ _-]?progress|processing)$/i;

export const isRunning = (task: Task) => !task.ended_at && typeof task.state === "string" && ACTIVE.test(task.state);
