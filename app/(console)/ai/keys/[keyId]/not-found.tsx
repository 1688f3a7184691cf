import { RouteNotFound } from "@/components/shell/NotFoundContent";

/** The keyId of the address names no AI key: say so and lead back to the list. */
export default function AiKeyNotFound() {
  return <RouteNotFound kind="aiKey" param="keyId" />;
}
