import { RouteNotFound } from "@/components/shell/NotFoundContent";

/** The projectId of the address names no infrastructure project: say so and lead back to the list. */
export default function InfrastructureProjectNotFound() {
  return <RouteNotFound kind="infrastructureProject" param="projectId" />;
}
