import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClustersPage } from "@/components/clusters/list/ClustersPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("clusters");
  return { title: t("list.title") };
}

export default function ClustersRoute() {
  return <ClustersPage />;
}
