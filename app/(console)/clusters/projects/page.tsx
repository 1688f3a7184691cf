import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectsPage } from "@/components/clusters/projects/ProjectsPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("clusters");
  return { title: t("projects.title") };
}

export default function ClusterProjectsRoute() {
  return <ProjectsPage />;
}
