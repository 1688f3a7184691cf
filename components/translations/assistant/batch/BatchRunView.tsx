"use client";

import { Check, Pause, Play, RotateCcw, Square } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { inputClasses } from "@/components/ui/field-shell";
import { ProgressBar } from "@/components/ui/progress";
import { useGatewayMoney, usePlaygroundFormat } from "@/components/playground/shared/use-playground-format";
import type { BatchEngine } from "./batch-engine";
import { countsOf, type BatchRun } from "./batch-run";
import { BatchResults } from "./BatchResults";

export interface BatchRunViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  run: BatchRun;
  engine: BatchEngine;
}

/** A run under way or finished: progress, cost against the limit, its controls, "accept all" and every token's result. */
export function BatchRunView({ open, onOpenChange, run, engine }: BatchRunViewProps) {
  const t = useTranslations("translations.assistant.batch");
  const f = usePlaygroundFormat();
  const money = useGatewayMoney();
  const counts = countsOf(run);
  const underWay = counts.running > 0;
  const status = run.status === "paused" && underWay ? "pausing" : run.status;
  const stopped = run.status !== "running" && !underWay;
  const accepting = run.accept?.status === "running" || run.accept?.status === "paused";
  const canAccept = stopped && !accepting && counts.passed + counts.flagged > counts.saved;

  const figures = [
    { id: "done", label: t("figures.done"), value: t("figures.doneOf", { done: counts.done, total: counts.total }) },
    { id: "flagged", label: t("figures.flagged"), value: f.number(counts.flagged) },
    { id: "failed", label: t("figures.failed"), value: f.number(counts.failed) },
    { id: "cost", label: t("figures.cost"), value: money.cost(run.spent) },
    {
      id: "limit",
      label: t("figures.limit"),
      value: run.limit === null ? t("figures.noLimit") : money.cost(run.limit),
    },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("model", { model: run.model })}
      size="xl"
      footer={
        <div className="flex w-full flex-wrap justify-end gap-2">
          {run.status === "running" && (
            <Button icon={<Pause aria-hidden className="size-4" />} onClick={engine.pause}>
              {t("pause")}
            </Button>
          )}
          {(run.status === "paused" || run.status === "limit") && (
            <Button variant="primary" icon={<Play aria-hidden className="size-4" />} onClick={engine.resume}>
              {t("resume")}
            </Button>
          )}
          {(run.status === "running" || run.status === "paused" || run.status === "limit") && (
            <Button icon={<Square aria-hidden className="size-4" />} onClick={engine.cancel}>
              {t("cancel")}
            </Button>
          )}
          {stopped && counts.failed > 0 && !accepting && (
            <Button icon={<RotateCcw aria-hidden className="size-4" />} onClick={engine.retryFailed}>
              {t("retryFailed")}
            </Button>
          )}
          {run.accept?.status === "running" && (
            <Button icon={<Pause aria-hidden className="size-4" />} onClick={engine.pauseAccept}>
              {t("acceptPause")}
            </Button>
          )}
          {run.accept?.status === "paused" && (
            <Button variant="primary" icon={<Play aria-hidden className="size-4" />} onClick={engine.resumeAccept}>
              {t("acceptResume")}
            </Button>
          )}
          {canAccept && (
            // Again after a first pass: drafts fixed in the editor since then pass now.
            <Button
              variant={run.accept?.status === "done" ? "secondary" : "primary"}
              icon={<Check aria-hidden className="size-4" />}
              onClick={engine.acceptAll}
            >
              {t("acceptAll")}
            </Button>
          )}
          {(run.status === "done" || run.status === "cancelled") && !accepting && (
            <Button onClick={engine.discard}>{t("newRun")}</Button>
          )}
        </div>
      }
    >
      <div className="space-y-4" data-testid="batch-run" data-status={status}>
        <p role="status" className="text-sm font-medium text-ink" data-testid="batch-status">
          {t(`status.${status}`)}
        </p>
        <ProgressBar value={counts.done} max={counts.total} label={t("progress")} showLabel />
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {figures.map((figure) => (
            <div key={figure.id} className="flex gap-1.5" data-testid={`batch-${figure.id}`}>
              <dt className="text-muted">{figure.label}</dt>
              <dd className="font-medium tabular-nums text-ink">{figure.value}</dd>
            </div>
          ))}
        </dl>
        {(run.status === "paused" || run.status === "limit") && <LimitEditor run={run} engine={engine} />}
        {run.accept && (
          <p role="status" className="text-sm text-ink" data-testid="batch-accept-status">
            {t(`acceptStatus.${run.accept.status}`, {
              saved: counts.saved,
              refused: counts.refused,
              pending: counts.savePending,
            })}
          </p>
        )}
        <BatchResults run={run} />
      </div>
    </Dialog>
  );
}

/** While paused or stopped at the limit: a new limit (empty for none), checked before it applies. */
function LimitEditor({ run, engine }: { run: BatchRun; engine: BatchEngine }) {
  const t = useTranslations("translations.assistant.batch");
  const id = useId();
  const [text, setText] = useState(run.limit === null ? "" : String(run.limit));
  const [error, setError] = useState(false);
  const apply = () => {
    const trimmed = text.trim().replace(",", ".");
    const value = trimmed === "" ? null : Number(trimmed);
    if (value !== null && (!Number.isFinite(value) || value < 0 || value > 100_000)) return setError(true);
    setError(false);
    engine.setLimit(value);
  };
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-limit`} className="text-sm font-medium text-ink">
          {t("limit")}
        </label>
        <input
          id={`${id}-limit`}
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClasses, "h-9 w-36 tabular-nums")}
        />
      </div>
      <Button type="submit">{t("setLimit")}</Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-bad">
          {t("limitInvalid")}
        </p>
      )}
    </form>
  );
}
