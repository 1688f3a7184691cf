import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProtectionPage } from "@/components/backups/protection/ProtectionPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("backups");
  return { title: t("protection.title") };
}

export default function BackupProtectionRoute() {
  return <ProtectionPage />;
}
