import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StoragePage } from "@/components/storage/StoragePage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("storage");
  return { title: t("title") };
}

export default function StorageRoute() {
  return <StoragePage />;
}
