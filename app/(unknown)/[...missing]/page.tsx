import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell");
  return { title: t("notFound.title") };
}

/** Any address no console page claims: the not-found message inside the console's frame, with status 404. */
export default function MissingPage() {
  notFound();
}
