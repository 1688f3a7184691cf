import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BackupsPage } from "@/components/backups/list/BackupsPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("backups");
  return { title: t("list.title") };
}

export default function BackupsRoute() {
  return <BackupsPage />;
}
