import { NotFoundContent } from "@/components/shell/NotFoundContent";

/** `notFound()` from a console page or an address no page claims: the message inside the shell, so the sidebar stays. */
export default function ConsoleNotFound() {
  return <NotFoundContent />;
}
