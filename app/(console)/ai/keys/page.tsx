import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { KeysPage } from "@/components/ai/keys/KeysPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ai");
  return { title: t("keys.title") };
}

export default function AiKeysRoute() {
  return <KeysPage />;
}
