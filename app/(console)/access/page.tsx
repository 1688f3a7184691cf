import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccessPage } from "@/components/access/AccessPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("access");
  return { title: t("title") };
}

export default function AccessRoute() {
  return <AccessPage />;
}
