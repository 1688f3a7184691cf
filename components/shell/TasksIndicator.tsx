"use client";

import { ListChecks, LoaderCircle } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Popover } from "@/components/ui/popover";
import { usePortalQuery } from "@/lib/api/hooks";
import { isRunning } from "./task-state";

/** Fast while something runs, slow when idle. */
const pollMs = (running: number) => (running > 0 ? 5_000 : 60_000);

export function TasksIndicator() {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  const tasks = usePortalQuery("tasks.list", {}, {
    retry: false,
    refetchInterval: (query) => pollMs((query.state.data ?? []).filter(isRunning).length),
  });
  const running = (tasks.data ?? []).filter(isRunning);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      aria-label={t("tasks.title")}
      className="w-80"
      trigger={
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
      }
    >
      <h2 className="mb-2 font-semibold">{t("tasks.title")}</h2>
      {tasks.isError ? (
        <p className="text-sm text-muted">{t("tasks.unavailable")}</p>
      ) : running.length === 0 ? (
        <p className="text-sm text-muted">{t("tasks.none")}</p>
      ) : (
        <ul className="space-y-1">
          {running.map((task) => (
            <li key={task.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate">{task.name || task.id}</span>
              <span className="shrink-0 text-xs text-muted">{task.state}</span>
            </li>
          ))}
        </ul>
      )}
      <Link href="/tasks" onClick={() => setOpen(false)} className="mt-3 inline-block text-sm text-accent hover:underline">
        {t("tasks.all")}
      </Link>
    </Popover>
  );
}
