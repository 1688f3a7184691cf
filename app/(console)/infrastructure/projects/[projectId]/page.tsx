import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectDetailPage } from "@/components/infrastructure/projects/ProjectDetailPage";
import { routeSegment } from "@/lib/route-segment";
import { requireRecord } from "@/lib/bff/page-record";

type Params = { params: Promise<{ projectId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("infrastructure");
  return { title: t("projects.detail.title") };
}

export default async function InfrastructureProjectRoute({ params }: Params) {
  const { projectId } = await params;
  await requireProject(projectId);
  return <ProjectDetailPage projectId={routeSegment(projectId)} />;
}

// The spec has no single-project read: the project is the listed one with this id.
const requireProject = (projectId: string) =>
  requireRecord("iaas.projects.list", {}, { field: "id", value: routeSegment(projectId) });
