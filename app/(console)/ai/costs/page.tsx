import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CostsPage } from "@/components/ai/costs/CostsPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ai");
  return { title: t("costs.title") };
}

export default function AiCostsRoute() {
  return <CostsPage />;
}
