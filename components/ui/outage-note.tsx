"use client";

import { CloudOff } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Upstream } from "@/lib/api/outage";
import { cn } from "./cn";

/**
 * In place of a read's content while its upstream cannot be reached: one quiet line, no Retry and no request id. The
 * frame's banner says what is down and since when (and is the one announcement); the read fills in by itself once
 * the upstream answers again.
 */
export function OutageNote({ upstream, className }: { upstream: Upstream; className?: string }) {
  const t = useTranslations("common.outage");
  return (
    <p
      data-testid="outage-note"
      data-upstream={upstream}
      className={cn(
        "flex items-center gap-2 rounded-md border border-dashed border-line px-3 py-2 text-sm text-muted",
        className,
      )}
    >
      <CloudOff aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 break-words">{t(upstream)}</span>
    </p>
  );
}
