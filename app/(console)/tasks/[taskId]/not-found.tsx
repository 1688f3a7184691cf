import { RouteNotFound } from "@/components/shell/NotFoundContent";

/** The taskId of the address names no task: say so and lead back to the list. */
export default function TaskNotFound() {
  return <RouteNotFound kind="task" param="taskId" />;
}
