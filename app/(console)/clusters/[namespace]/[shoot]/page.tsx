import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClusterDetailPage } from "@/components/clusters/detail/ClusterDetailPage";
import { routeName } from "@/components/clusters/shared/route-param";
import { requireRecord } from "@/lib/bff/page-record";

type Params = { params: Promise<{ namespace: string; shoot: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [t, { shoot }] = await Promise.all([getTranslations("clusters"), params]);
  return { title: t("detail.title", { name: routeName(shoot) }) };
}

export default async function ClusterDetailRoute({ params }: Params) {
  const { namespace, shoot } = await params;
  await requireShoot({ namespace, shoot });
  return <ClusterDetailPage namespace={routeName(namespace)} name={routeName(shoot)} />;
}

const requireShoot = ({ namespace, shoot }: { namespace: string; shoot: string }) =>
  requireRecord("clustermgr.shoot.get", { namespace: routeName(namespace), shoot_name: routeName(shoot) });
