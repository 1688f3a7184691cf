import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NetworksPage } from "@/components/infrastructure/inventory/NetworksPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("infrastructure");
  return { title: t("nav.networks") };
}

export default function InfrastructureNetworksRoute() {
  return <NetworksPage />;
}
