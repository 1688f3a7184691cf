import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectDetailPage } from "@/components/infrastructure/projects/ProjectDetailPage";
import { routeSegment } from "@/components/infrastructure/shared/route-segment";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("infrastructure");
  return { title: t("projects.detail.title") };
}

export default async function InfrastructureProjectRoute({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ProjectDetailPage projectId={routeSegment(projectId)} />;
}
