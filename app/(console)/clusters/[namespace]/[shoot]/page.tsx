import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClusterDetailPage } from "@/components/clusters/detail/ClusterDetailPage";
import { routeName } from "@/components/clusters/shared/route-param";

type Params = { params: Promise<{ namespace: string; shoot: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [t, { shoot }] = await Promise.all([getTranslations("clusters"), params]);
  return { title: t("detail.title", { name: routeName(shoot) }) };
}

export default async function ClusterDetailRoute({ params }: Params) {
  const { namespace, shoot } = await params;
  return <ClusterDetailPage namespace={routeName(namespace)} name={routeName(shoot)} />;
}
