import { notFound } from "next/navigation";

/** Any address no console page claims: the not-found message inside the shell (sidebar and top bar stay). */
export default function MissingPage() {
  notFound();
}
