import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClusterCreatePage } from "@/components/clusters/create/ClusterCreatePage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("clusters");
  return { title: t("create.title") };
}

export default function ClusterCreateRoute() {
  return <ClusterCreatePage />;
}
