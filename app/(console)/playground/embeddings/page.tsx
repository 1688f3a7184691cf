import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmbeddingsPlayground } from "@/components/playground/embeddings/EmbeddingsPlayground";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("playground");
  return { title: t("embeddings.title") };
}

export default async function EmbeddingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { model } = await searchParams;
  return <EmbeddingsPlayground initialModel={typeof model === "string" && model ? model : undefined} />;
}
