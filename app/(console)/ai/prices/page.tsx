import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PricesPage } from "@/components/ai/prices/PricesPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ai");
  return { title: t("prices.title") };
}

export default function AiPricesRoute() {
  return <PricesPage />;
}
