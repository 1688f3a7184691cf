import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TaskDetailPage } from "@/components/tasks/TaskDetailPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tasks");
  return { title: t("detail.title") };
}

export default async function TaskRoute({ params }: { params: Promise<{ taskId: string }> }) {
  const { taskId } = await params;
  return <TaskDetailPage taskId={taskId} />;
}
