"use client";

import { CircleCheck, CircleHelp, CircleX } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { StatusBadge } from "@/components/ui/status-badge";
import type { Condition, Shoot } from "../model/shoot";
import { CONDITION_SHORT, conditionTone, phaseTone, problemOf, runningProgress, shootPhase } from "../model/status";

/** The cluster's phase with the running operation's percentage; the last error opens from the badge. */
export function ShootPhaseBadge({ shoot }: { shoot: Shoot }) {
  const t = useTranslations("clusters.phase");
  const phase = shootPhase(shoot);
  return (
    <StatusBadge tone={phaseTone(phase)} label={t(phase)} progress={runningProgress(shoot)} detail={problemOf(shoot)} />
  );
}

const CHIP_TONES = {
  ok: "border-ok/30 bg-ok/10 text-ok",
  bad: "border-bad/30 bg-bad/10 text-bad",
  neutral: "border-line bg-raised text-muted",
} as const;

function ChipIcon({ tone }: { tone: keyof typeof CHIP_TONES }) {
  const className = "size-3 shrink-0";
  if (tone === "ok") return <CircleCheck aria-hidden className={className} />;
  if (tone === "bad") return <CircleX aria-hidden className={className} />;
  return <CircleHelp aria-hidden className={className} />;
}

/**
 * One health condition as a short chip: its status is in the icon and the accessible name, its message in the
 * native tooltip. Not focusable and without a tooltip component: a table shows four per row, thousands of rows.
 */
export function ConditionChip({ condition, long = false }: { condition: Condition; long?: boolean }) {
  const t = useTranslations("clusters.conditions");
  const short = CONDITION_SHORT[condition.type];
  const name = short ? t(`long.${short}`) : condition.type;
  const label = short && !long ? t(`short.${short}`) : name;
  const tone = conditionTone(condition);
  const state = t(`status.${tone}`);
  return (
    <span
      title={`${name}: ${condition.message ?? condition.reason ?? state}`}
      className={cn(
        "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded border px-1.5 py-px text-[11px] font-medium leading-4",
        CHIP_TONES[tone],
      )}
    >
      <ChipIcon tone={tone} />
      <span aria-hidden>{label}</span>
      <span className="sr-only">{t("chipLabel", { name, state })}</span>
    </span>
  );
}

export function ConditionChips({ conditions, className }: { conditions: readonly Condition[]; className?: string }) {
  if (conditions.length === 0) return null;
  return (
    <span className={cn("flex gap-1", className)}>
      {conditions.map((condition) => (
        <ConditionChip key={condition.type} condition={condition} />
      ))}
    </span>
  );
}
