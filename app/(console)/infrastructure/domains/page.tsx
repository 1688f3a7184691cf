import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DomainsPage } from "@/components/infrastructure/inventory/DomainsPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("infrastructure");
  return { title: t("nav.domains") };
}

export default function InfrastructureDomainsRoute() {
  return <DomainsPage />;
}
