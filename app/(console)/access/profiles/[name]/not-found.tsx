import { RouteNotFound } from "@/components/shell/NotFoundContent";

/** The name of the address names no profile: say so and lead back to the list. */
export default function ProfileNotFound() {
  return <RouteNotFound kind="profile" param="name" />;
}
