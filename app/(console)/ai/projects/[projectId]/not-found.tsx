import { RouteNotFound } from "@/components/shell/NotFoundContent";

/** The projectId of the address names no AI project: say so and lead back to the list. */
export default function AiProjectNotFound() {
  return <RouteNotFound kind="aiProject" param="projectId" />;
}
