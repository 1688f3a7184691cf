import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ModelsPage } from "@/components/ai/models/ModelsPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ai");
  return { title: t("models.title") };
}

export default function AiModelsRoute() {
  return <ModelsPage />;
}
