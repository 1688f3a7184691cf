import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TaskDetailPage } from "@/components/tasks/TaskDetailPage";
import { requireRecord } from "@/lib/bff/page-record";

type Params = { params: Promise<{ taskId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tasks");
  return { title: t("detail.title") };
}

export default async function TaskRoute({ params }: Params) {
  const { taskId } = await params;
  await requireTask(taskId);
  return <TaskDetailPage taskId={taskId} />;
}

// The page shows the task as the list has it, so the list decides whether it exists.
const requireTask = (taskId: string) => requireRecord("tasks.list", {}, { field: "id", value: taskId });
