"use client";

import { Check, Circle, CircleDashed, LoaderCircle, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { JsonView } from "@/components/ui/json-view";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatDateTime } from "@/lib/format";
import type { Task, TaskStep } from "@/lib/portal/schemas/tasks";
import { parseResponse, stepState, stepTone, taskTime, type StepState } from "./task-model";

const ICONS: Record<StepState, typeof Check> = {
  waiting: Circle,
  running: LoaderCircle,
  done: Check,
  failed: X,
  skipped: CircleDashed,
};
const RING: Record<StepState, string> = {
  waiting: "border-line text-muted",
  running: "border-info text-info",
  done: "border-ok text-ok",
  failed: "border-bad text-bad",
  skipped: "border-line text-muted",
};

/** The steps of a task as a vertical timeline: each with its state in words, times, params and response. */
export function TaskStepsTimeline({ steps, task }: { steps: TaskStep[]; task: Task | undefined }) {
  const t = useTranslations("tasks.steps");
  const locale = useLocale();
  return (
    <ol className="relative space-y-4" aria-label={t("label")}>
      {steps.map((step, i) => {
        const state = stepState(step, task);
        const Icon = ICONS[state];
        const response = parseResponse(step.response);
        return (
          <li key={step.id ?? i} className="relative flex gap-3" data-testid="task-step" data-state={state}>
            {i < steps.length - 1 && (
              <span aria-hidden className="absolute left-[15px] top-8 h-[calc(100%-1rem)] w-px bg-line" />
            )}
            <span
              aria-hidden
              className={cn(
                "z-[1] flex size-8 shrink-0 items-center justify-center rounded-full border-2 bg-surface",
                RING[state],
              )}
            >
              <Icon className={cn("size-4", state === "running" && "animate-spin")} />
            </span>
            <div className="min-w-0 flex-1 space-y-1 pb-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t("number", { number: step.id ?? i + 1 })}</span>
                <span>{step.description}</span>
                <StatusBadge tone={stepTone(state)} label={t(`state.${state}`)} />
              </div>
              <p className="font-mono text-xs text-muted">
                <span className="font-semibold">{step.method}</span> {step.path}
              </p>
              {(taskTime(step.start_at) || taskTime(step.ended_at)) && (
                <p className="text-xs text-muted">
                  {t("times", {
                    start: formatDateTime(taskTime(step.start_at), locale),
                    end: formatDateTime(taskTime(step.ended_at), locale),
                  })}
                </p>
              )}
              {step.params && step.params !== "{}" && (
                <pre className="overflow-auto rounded bg-raised p-2 font-mono text-xs">{step.params}</pre>
              )}
              {response !== undefined && <JsonView value={response} label={t("response")} defaultExpandDepth={1} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
