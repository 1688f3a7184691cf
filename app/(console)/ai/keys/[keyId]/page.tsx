import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { KeyDetailPage } from "@/components/ai/keys/KeyDetailPage";
import { routeSegment } from "@/lib/route-segment";
import { requireRecord } from "@/lib/bff/page-record";

type Params = { params: Promise<{ keyId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ai");
  return { title: t("keys.detail.title") };
}

export default async function AiKeyRoute({ params }: Params) {
  const { keyId } = await params;
  await requireKey(keyId);
  return <KeyDetailPage keyId={routeSegment(keyId)} />;
}

const requireKey = (keyId: string) => requireRecord("ai.key.get", { key_id: routeSegment(keyId) });
