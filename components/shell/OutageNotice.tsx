"use client";

import { CloudOff, RotateCcw } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { Upstream } from "@/lib/api/outage";
import type { Reachability } from "@/lib/api/reachability";
import { probeNow } from "@/lib/api/recovery";
import { dateTimeFormat } from "@/lib/format";

/** A time of today with its seconds (an outage is often minutes long), an older one with its date. */
function formatReached(at: number, locale: string): string {
  const sameDay = new Date(at).toDateString() === new Date().toDateString();
  return dateTimeFormat(
    locale,
    sameDay ? { timeStyle: "medium" } : { dateStyle: "medium", timeStyle: "medium" },
  ).format(at);
}

/** What the outage banner says: each upstream that cannot be reached with its last contact, and "Try now". */
export function OutageNotice({ down, reach }: { down: Upstream[]; reach: Reachability }) {
  const t = useTranslations("shell.outage");
  const locale = useLocale();
  return (
    <div
      data-testid="outage-banner"
      className="flex items-start gap-3 border-b border-warn/40 bg-warn/10 px-4 py-2 text-sm text-ink"
    >
      <CloudOff size={18} aria-hidden className="mt-0.5 shrink-0 text-warn" />
      <div className="min-w-0 flex-1 space-y-0.5 break-words">
        {down.map((upstream) => {
          const at = reach[upstream].lastReachedAt;
          return (
            <p key={upstream} data-upstream={upstream}>
              <strong className="font-semibold">{t(upstream)}</strong>{" "}
              {at === undefined ? t("neverReached") : t("lastReached", { time: formatReached(at, locale) })}
            </p>
          );
        })}
        {/* The button follows the sentence, and goes under it where the two do not fit side by side. */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="min-w-0 flex-1 basis-64 text-muted">{t("recovers", { count: down.length })}</p>
          <Button size="sm" icon={<RotateCcw aria-hidden className="size-4" />} onClick={probeNow}>
            {t("tryNow")}
          </Button>
        </div>
      </div>
    </div>
  );
}
