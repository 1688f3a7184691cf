"use client";

import { ListChecks, LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { PopupStandIn } from "./PopupStandIn";
import { isRunning } from "./task-state";

// The popover (Radix) is off the first load: fetched on hover, focus or the first press.
const TasksPopover = lazyComponent(() => import("./TasksPopover").then((module) => module.TasksPopover));

/** Fast while something runs, slow when idle. */
const pollMs = (running: number) => (running > 0 ? 5_000 : 60_000);

export function TasksIndicator() {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  const tasks = usePortalQuery(
    "tasks.list",
    {},
    {
      retry: false,
      refetchInterval: (query) => pollMs((query.state.data ?? []).filter(isRunning).length),
    },
  );
  const running = (tasks.data ?? []).filter(isRunning);
  const button = (
    <button
      type="button"
      aria-label={t("tasks.open", { count: running.length })}
      data-testid="tasks-indicator"
      className="flex items-center gap-1.5 rounded px-1.5 py-1.5 text-sm text-muted hover:bg-raised hover:text-ink"
    >
      {running.length > 0 ? (
        <LoaderCircle size={18} aria-hidden className="animate-spin text-accent motion-reduce:animate-none" />
      ) : (
        <ListChecks size={18} aria-hidden />
      )}
      {running.length > 0 && <span className="tabular-nums">{running.length}</span>}
    </button>
  );
  return (
    <WhenOpened
      open={open}
      fallback={
        <PopupStandIn kind="dialog" button={button} preload={TasksPopover.preload} onOpen={() => setOpen(true)} />
      }
    >
      <TasksPopover trigger={button} open={open} onOpenChange={setOpen} running={running} unavailable={tasks.isError} />
    </WhenOpened>
  );
}
