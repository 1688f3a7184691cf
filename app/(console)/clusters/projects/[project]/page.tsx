import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectDetailPage } from "@/components/clusters/projects/ProjectDetailPage";
import { routeName } from "@/components/clusters/shared/route-param";

type Params = { params: Promise<{ project: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [t, { project }] = await Promise.all([getTranslations("clusters"), params]);
  return { title: t("projects.detail.title", { name: routeName(project) }) };
}

export default async function ClusterProjectRoute({ params }: Params) {
  const { project } = await params;
  return <ProjectDetailPage name={routeName(project)} />;
}
