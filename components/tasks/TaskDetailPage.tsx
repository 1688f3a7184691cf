"use client";

import { MailCheck, Play, Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { NotFoundContent } from "@/components/shell/NotFoundContent";
import { ActionButton } from "@/components/ui/action-button";
import { Card } from "@/components/ui/card";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { KeyValueList } from "@/components/ui/key-value-list";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { ProgressBar } from "@/components/ui/progress";
import { QueryState } from "@/components/ui/query-state";
import { toast } from "@/components/ui/toast";
import { lazyComponent, preloadOn, WhenOpened } from "@/components/ui/lazy";
import { PortalError } from "@/components/ui/portal-error";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { formatDateTime } from "@/lib/format";
import { isRunning, isUnread, stepState, taskPollMs, taskTime } from "./task-model";
import { TaskStateBadge } from "./TaskStateBadge";
import { TaskStepsTimeline } from "./TaskStepsTimeline";

// The add-step dialog (form, zod, Radix Dialog) loads on hover, focus or the first press, not with the page: first-load budget.
const TaskStepDialog = lazyComponent(() => import("./TaskStepDialog").then((m) => m.TaskStepDialog));

/**
 * One task: its steps as a timeline, run (POST /task/{id}/run) with the steps progressing live (both reads poll
 * every 2 s while the task runs, and the steps are read once more when the run ends), mark read, add a step.
 * There is no "get one task": it is found in GET /task.
 */
export function TaskDetailPage({ taskId }: { taskId: string }) {
  const t = useTranslations("tasks");
  const locale = useLocale();
  const tasks = usePortalQuery(
    "tasks.list",
    {},
    { refetchInterval: (q) => taskPollMs(isRunning(q.state.data?.find((x) => x.id === taskId))) },
  );
  const task = tasks.data?.find((x) => x.id === taskId);
  const running = isRunning(task);
  const steps = usePortalQuery(
    "task.steps.list",
    { task_id: taskId },
    { refetchInterval: running ? taskPollMs(true) : false },
  );
  // The two reads poll on their own timers, so the list can learn that a run ended before the steps poll comes
  // round, and that stops the steps poll: without one more read the last steps would stay "running" until a
  // reload. Each change of the run (started, ended, failed) therefore reads the steps again.
  const runMark = task ? `${task.state ?? ""}|${String(task.start_at ?? "")}|${String(task.ended_at ?? "")}` : null;
  const seenRunMark = useRef(runMark);
  const refetchSteps = steps.refetch;
  useEffect(() => {
    const previous = seenRunMark.current;
    seenRunMark.current = runMark;
    // The first sight of the task is no change: the steps query is loading by itself then.
    if (previous !== null && runMark !== null && previous !== runMark) void refetchSteps();
  }, [runMark, refetchSteps]);
  const [adding, setAdding] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const run = usePortalMutation("task.run");
  const markRead = usePortalMutation("task.markRead");
  const runDenied = useDenied("task.run");
  const readDenied = useDenied("task.markRead");
  const stepDenied = useDenied("task.steps.create");
  const stepList = useMemo(() => steps.data ?? [], [steps.data]);
  const finished = stepList.filter((s) => ["done", "failed"].includes(stepState(s, task))).length;
  const name = task?.name || taskId;

  const act = async (action: () => Promise<unknown>, done: string) => {
    setActionError(null);
    try {
      await action();
      toast({ title: done, tone: "ok" });
    } catch (caught) {
      setActionError(caught);
    }
  };

  const header = (
    <PageHeader
      breadcrumbs={<Breadcrumbs items={[{ label: t("title"), href: "/tasks" }, { label: name }]} />}
      title={name}
      meta={task && <TaskStateBadge state={task.state} />}
      actions={
        task && (
          <>
            <ActionButton
              icon={<Plus aria-hidden className="size-4" />}
              denied={stepDenied}
              disabledReason={running ? t("detail.busy") : null}
              {...preloadOn(TaskStepDialog.preload)}
              onClick={() => setAdding(true)}
            >
              {t("step.open")}
            </ActionButton>
            {isUnread(task) && (
              <ActionButton
                icon={<MailCheck aria-hidden className="size-4" />}
                denied={readDenied}
                loading={markRead.isPending}
                onClick={() => void act(() => markRead.mutateAsync({ task_id: taskId }), t("detail.markedRead"))}
              >
                {t("detail.markRead")}
              </ActionButton>
            )}
            <ActionButton
              variant="primary"
              icon={<Play aria-hidden className="size-4" />}
              denied={runDenied}
              disabledReason={
                running ? t("detail.busy") : stepList.length === 0 && steps.isSuccess ? t("detail.noSteps") : null
              }
              loading={run.isPending}
              onClick={() => void act(() => run.mutateAsync({ task_id: taskId }), t("detail.started", { name }))}
            >
              {task.state === "pending" ? t("detail.run") : t("detail.runAgain")}
            </ActionButton>
          </>
        )
      }
    />
  );

  if (tasks.data && !task) return <NotFoundContent kind="task" id={taskId} />;

  return (
    <>
      {header}
      <QueryState query={tasks}>
        {() =>
          task && (
            <>
              <div className="space-y-4">
                <PortalError error={actionError} />
                <Card>
                  <div className="space-y-3">
                    <ProgressBar
                      value={finished}
                      max={Math.max(stepList.length, 1)}
                      label={t("detail.progress", { done: finished, total: stepList.length })}
                      showLabel
                      tone={task.state === "failed" ? "bad" : task.state === "done" ? "ok" : "accent"}
                    />
                    <KeyValueList
                      items={[
                        { label: t("columns.started"), value: formatDateTime(taskTime(task.start_at), locale) },
                        { label: t("columns.ended"), value: formatDateTime(taskTime(task.ended_at), locale) },
                        {
                          label: t("columns.read"),
                          value: isUnread(task) ? t("unread") : formatDateTime(taskTime(task.read_at), locale),
                        },
                        { label: t("columns.user"), value: task.user_id ?? "" },
                        { label: t("columns.id"), value: task.id ?? "", mono: true },
                      ]}
                    />
                  </div>
                </Card>
                <Card title={t("steps.title")} description={running ? t("steps.live") : undefined}>
                  <QueryState
                    query={steps}
                    compact
                    pending={<Skeleton lines={4} />}
                    isEmpty={(list) => list.length === 0}
                    empty={<EmptyState title={t("steps.empty")} description={t("steps.emptyHint")} />}
                  >
                    {(list) => <TaskStepsTimeline steps={list} task={task} />}
                  </QueryState>
                </Card>
              </div>
              <WhenOpened open={adding}>
                <TaskStepDialog taskId={taskId} open={adding} onOpenChange={setAdding} />
              </WhenOpened>
            </>
          )
        }
      </QueryState>
    </>
  );
}
