"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Popover } from "@/components/ui/popover";
import type { Task } from "@/lib/portal/schemas/tasks";
import type { PopupTriggerProps } from "./PopupStandIn";

interface TasksPopoverProps extends PopupTriggerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  running: Task[];
  unavailable: boolean;
}

/** The running tasks; loaded on demand by TasksIndicator (see PopupStandIn). */
export function TasksPopover({ trigger, open, onOpenChange, running, unavailable }: TasksPopoverProps) {
  const t = useTranslations("shell");
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      align="end"
      aria-label={t("tasks.title")}
      className="w-80"
      trigger={trigger}
    >
      <h2 className="mb-2 font-semibold">{t("tasks.title")}</h2>
      {unavailable ? (
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
      <Link
        href="/tasks"
        onClick={() => onOpenChange(false)}
        className="mt-3 inline-block text-sm text-accent hover:underline"
      >
        {t("tasks.all")}
      </Link>
    </Popover>
  );
}
