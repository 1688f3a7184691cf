import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TasksPage } from "@/components/tasks/TasksPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tasks");
  return { title: t("title") };
}

export default function TasksRoute() {
  return <TasksPage />;
}
