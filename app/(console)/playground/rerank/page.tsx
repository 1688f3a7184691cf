import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RerankPlayground } from "@/components/playground/rerank/RerankPlayground";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("playground");
  return { title: t("rerank.title") };
}

export default async function RerankPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { model } = await searchParams;
  return <RerankPlayground initialModel={typeof model === "string" && model ? model : undefined} />;
}
