import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LoadBalancersPage } from "@/components/infrastructure/inventory/LoadBalancersPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("infrastructure");
  return { title: t("nav.loadBalancers") };
}

export default function InfrastructureLoadBalancersRoute() {
  return (
    <Suspense>
      <LoadBalancersPage />
    </Suspense>
  );
}
