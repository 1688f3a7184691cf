import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AvailabilityZonesPage } from "@/components/infrastructure/inventory/AvailabilityZonesPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("infrastructure");
  return { title: t("nav.availabilityZones") };
}

export default function InfrastructureAvailabilityZonesRoute() {
  return <AvailabilityZonesPage />;
}
