import { NotFoundContent } from "@/components/shell/NotFoundContent";

/** An address no page claims: the message inside the console's frame. */
export default function UnknownNotFound() {
  return <NotFoundContent />;
}
