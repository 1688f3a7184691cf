import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PoliciesPage } from "@/components/backups/policies/PoliciesPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("backups");
  return { title: t("policies.title") };
}

export default function BackupPoliciesRoute() {
  return <PoliciesPage />;
}
