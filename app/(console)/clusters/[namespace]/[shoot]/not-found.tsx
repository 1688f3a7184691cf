import { RouteNotFound } from "@/components/shell/NotFoundContent";

/** The shoot of the address names no cluster: say so and lead back to the list. */
export default function ClusterNotFound() {
  return <RouteNotFound kind="cluster" param="shoot" />;
}
