import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VolumesPage } from "@/components/infrastructure/inventory/VolumesPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("infrastructure");
  return { title: t("nav.volumes") };
}

export default function InfrastructureVolumesRoute() {
  return <VolumesPage />;
}
