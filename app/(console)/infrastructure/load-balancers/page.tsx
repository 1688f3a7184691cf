import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoadBalancersPage } from "@/components/infrastructure/inventory/LoadBalancersPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("infrastructure");
  return { title: t("nav.loadBalancers") };
}

export default function InfrastructureLoadBalancersRoute() {
  return <LoadBalancersPage />;
}
