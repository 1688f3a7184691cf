import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectDetailPage } from "@/components/ai/projects/ProjectDetailPage";
import { routeId } from "@/components/ai/shared/route-param";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ai");
  return { title: t("projects.detail.title") };
}

export default async function AiProjectRoute({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ProjectDetailPage projectId={routeId(projectId)} />;
}
