import { RouteNotFound } from "@/components/shell/NotFoundContent";

/** The project of the address names no cluster project: say so and lead back to the list. */
export default function ClusterProjectNotFound() {
  return <RouteNotFound kind="clusterProject" param="project" />;
}
