import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClusterDetailPage } from "@/components/clusters/detail/ClusterDetailPage";
import { routeSegment } from "@/lib/route-segment";
import { requireRecord } from "@/lib/bff/page-record";

type Params = { params: Promise<{ namespace: string; shoot: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [t, { shoot }] = await Promise.all([getTranslations("clusters"), params]);
  return { title: t("detail.title", { name: routeSegment(shoot) }) };
}

export default async function ClusterDetailRoute({ params }: Params) {
  const { namespace, shoot } = await params;
  await requireShoot({ namespace, shoot });
  return <ClusterDetailPage namespace={routeSegment(namespace)} name={routeSegment(shoot)} />;
}

const requireShoot = ({ namespace, shoot }: { namespace: string; shoot: string }) =>
  requireRecord("clustermgr.shoot.get", { namespace: routeSegment(namespace), shoot_name: routeSegment(shoot) });
