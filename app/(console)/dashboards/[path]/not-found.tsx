import { RouteNotFound } from "@/components/shell/NotFoundContent";

/** The path of the address names no dashboard: say so and lead back to the list. */
export default function DashboardNotFound() {
  return <RouteNotFound kind="dashboard" param="path" />;
}
