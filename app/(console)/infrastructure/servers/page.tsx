import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ServersPage } from "@/components/infrastructure/inventory/ServersPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("infrastructure");
  return { title: t("nav.servers") };
}

export default function InfrastructureServersRoute() {
  return <ServersPage />;
}
