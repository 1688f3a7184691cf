import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { KeyDetailPage } from "@/components/ai/keys/KeyDetailPage";
import { routeId } from "@/components/ai/shared/route-param";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ai");
  return { title: t("keys.detail.title") };
}

export default async function AiKeyRoute({ params }: { params: Promise<{ keyId: string }> }) {
  const { keyId } = await params;
  return <KeyDetailPage keyId={routeId(keyId)} />;
}
