import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { QuotasPage } from "@/components/quotas/QuotasPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("quotas");
  return { title: t("title") };
}

export default function QuotasRoute() {
  return <QuotasPage />;
}
