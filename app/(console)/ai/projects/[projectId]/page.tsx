import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectDetailPage } from "@/components/ai/projects/ProjectDetailPage";
import { routeSegment } from "@/lib/route-segment";
import { requireRecord } from "@/lib/bff/page-record";

type Params = { params: Promise<{ projectId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ai");
  return { title: t("projects.detail.title") };
}

export default async function AiProjectRoute({ params }: Params) {
  const { projectId } = await params;
  await requireProject(projectId);
  return <ProjectDetailPage projectId={routeSegment(projectId)} />;
}

const requireProject = (projectId: string) =>
  requireRecord("ai.project.get", { ai_project_id: routeSegment(projectId) });
