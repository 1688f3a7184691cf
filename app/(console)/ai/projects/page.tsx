import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectsPage } from "@/components/ai/projects/ProjectsPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ai");
  return { title: t("projects.title") };
}

export default function AiProjectsRoute() {
  return <ProjectsPage />;
}
