import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectsPage } from "@/components/infrastructure/projects/ProjectsPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("infrastructure");
  return { title: t("nav.projects") };
}

export default function InfrastructureProjectsRoute() {
  return <ProjectsPage />;
}
