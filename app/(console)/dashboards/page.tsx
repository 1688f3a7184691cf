import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DashboardsIndex } from "@/components/dashboards/DashboardsIndex";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboards");
  return { title: t("title") };
}

export default function DashboardsPage() {
  return <DashboardsIndex />;
}
