import { RouteNotFound } from "@/components/shell/NotFoundContent";

/** The lang of the address names no language: say so and lead back to the list. */
export default function LanguageNotFound() {
  return <RouteNotFound kind="language" param="lang" />;
}
