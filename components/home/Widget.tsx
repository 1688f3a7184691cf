"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDeferredValue, useId, type ReactNode } from "react";
import { PermissionNotice } from "@/components/ui/permission-notice";
import { Skeleton } from "@/components/ui/feedback";
import { failureOf, ReadFailure } from "@/components/ui/query-state";
import { WidgetBoundary } from "@/components/ui/widget-boundary";
import { ApiError } from "@/lib/api/error";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";

const FOOTER = "flex items-center justify-end gap-1 border-t border-line px-4 py-2 text-sm text-accent hover:underline";

/** The load state of a widget's calls, as TanStack Query reports it (several calls: combine with `combineLoads`). */
export interface WidgetLoad {
  isPending: boolean;
  error: unknown;
  /** The last attempt's error while a call is still being retried. */
  failureReason?: unknown;
  refetch: () => unknown;
}

export function combineLoads(...loads: WidgetLoad[]): WidgetLoad {
  return {
    isPending: loads.some((load) => load.isPending && !load.error),
    error: loads.find((load) => load.error)?.error ?? null,
    failureReason: loads.find((load) => load.failureReason)?.failureReason ?? null,
    refetch: () => loads.filter((load) => load.error).forEach((load) => load.refetch()),
  };
}

export interface WidgetProps {
  title: string;
  /** The area the widget summarizes; the footer links there. */
  href?: string;
  linkLabel: string;
  /** Instead of a link: an action (e.g. open the notifications panel). */
  onFooter?: () => void;
  load: WidgetLoad;
  testId: string;
  /** Rendered only once the data is there. */
  children: () => ReactNode;
  skeletonLines?: number;
}

/**
 * One card of the overview. Each loads on its own and shows its own skeleton, its own "not permitted" notice (the
 * permission named) or failure (ReadFailure: an error with Retry, or the compact note while the portal cannot be
 * reached), and a render error stays inside it (WidgetBoundary): one failing call never blanks the page.
 */
export function Widget({ title, href, linkLabel, onFooter, load, testId, children, skeletonLines = 3 }: WidgetProps) {
  const t = useTranslations("home");
  const headingId = useId();
  // The widget's calls are combined without their data: any failure stands in for the body. Fields read one by one:
  // spreading a query's result would subscribe the widget to every change of it.
  const failure = failureOf({ data: undefined, error: load.error, failureReason: load.failureReason });
  const denied = failure instanceof ApiError && failure.code === "permission_denied" ? failure.permission : undefined;
  // The body (charts, lists) renders at transition priority once the data is in, in slices React can interrupt: the
  // cards' answers arrive together on a first load, and rendering them in one go blocked a slow phone for 200+ ms.
  const bodyReady = useDeferredValue(!load.isPending);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={(load.isPending && !failure) || undefined}
      data-testid={testId}
      // As tall while loading as most widgets are with their data (measured: 280–352 px at two and three columns), so
      // the cards below do not jump when a call answers (Lighthouse measured a layout shift of 0.11 with 12rem).
      className="flex min-h-[22rem] flex-col rounded-lg border border-line bg-surface"
    >
      <h2 id={headingId} className="border-b border-line px-4 py-3 text-base font-semibold">
        {title}
      </h2>
      <div className="flex-1 p-4">
        <WidgetBoundary title={t("widgetFailed")}>
          {failure ? (
            denied ? (
              <div data-testid="widget-denied" className="space-y-2">
                <p className="text-sm font-medium">{t("notPermitted")}</p>
                <PermissionNotice permission={denied} />
              </div>
            ) : (
              <ReadFailure compact error={failure} title={t("widgetFailed")} onRetry={() => void load.refetch()} />
            )
          ) : load.isPending || !bodyReady ? (
            <>
              <span className="sr-only" role="status">
                {t("loading", { title })}
              </span>
              <Skeleton lines={skeletonLines} />
            </>
          ) : (
            children()
          )}
        </WidgetBoundary>
      </div>
      {href ? (
        <HoverPrefetchLink href={href} className={FOOTER}>
          {linkLabel}
          <ArrowRight size={14} aria-hidden />
        </HoverPrefetchLink>
      ) : (
        <button type="button" onClick={onFooter} className={FOOTER}>
          {linkLabel}
          <ArrowRight size={14} aria-hidden />
        </button>
      )}
    </section>
  );
}

/** A big number with its label, the overview's basic fact. */
export function Stat({ value, label, tone }: { value: ReactNode; label: string; tone?: "bad" | "warn" | "ok" }) {
  const color = tone === "bad" ? "text-bad" : tone === "warn" ? "text-warn" : tone === "ok" ? "text-ok" : "text-ink";
  return (
    <div>
      <p className={`text-2xl font-semibold tabular-nums ${color}`}>{value}</p>
      <p className="text-xs text-muted">{label}</p>
    </div>
  );
}
