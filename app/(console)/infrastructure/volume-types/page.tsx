import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VolumeTypesPage } from "@/components/infrastructure/inventory/VolumeTypesPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("infrastructure");
  return { title: t("nav.volumeTypes") };
}

export default function InfrastructureVolumeTypesRoute() {
  return <VolumeTypesPage />;
}
