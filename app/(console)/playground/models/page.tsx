import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ModelsPage } from "@/components/playground/models/ModelsPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("playground");
  return { title: t("models.title") };
}

export default function GatewayModelsPage() {
  return <ModelsPage />;
}
