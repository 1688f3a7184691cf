import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectDetailPage } from "@/components/clusters/projects/ProjectDetailPage";
import { routeSegment } from "@/lib/route-segment";
import { requireRecord } from "@/lib/bff/page-record";

type Params = { params: Promise<{ project: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [t, { project }] = await Promise.all([getTranslations("clusters"), params]);
  return { title: t("projects.detail.title", { name: routeSegment(project) }) };
}

export default async function ClusterProjectRoute({ params }: Params) {
  const { project } = await params;
  await requireProject(project);
  return <ProjectDetailPage name={routeSegment(project)} />;
}

const requireProject = (project: string) =>
  requireRecord("clustermgr.project.get", { project_name: routeSegment(project) });
