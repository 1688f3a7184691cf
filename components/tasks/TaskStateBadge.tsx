"use client";

import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/status-badge";
import { knownState, taskTone } from "./task-model";

export function TaskStateBadge({ state }: { state: string | undefined }) {
  const t = useTranslations("tasks.state");
  const known = knownState(state);
  return <StatusBadge tone={taskTone(state)} label={known ? t(known) : (state ?? t("unknown"))} />;
}
