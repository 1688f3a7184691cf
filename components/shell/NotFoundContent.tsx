"use client";

import { ArrowLeft, FileQuestion } from "lucide-react";
import { notFound, useParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { ApiError } from "@/lib/api/error";

/** The kinds of record a console page shows, each with the list its not-found page leads back to. */
export const RECORD_LISTS = {
  aiKey: "/ai/keys",
  aiProject: "/ai/projects",
  backup: "/backups",
  cluster: "/clusters",
  clusterProject: "/clusters/projects",
  infrastructureProject: "/infrastructure/projects",
  task: "/tasks",
  language: "/translations",
  profile: "/access",
  dashboard: "/dashboards",
} as const;

export type RecordKind = keyof typeof RECORD_LISTS;

/**
 * What a missing page or record shows: what was not found and the way back (to its list, or to the overview for an
 * address no page claims). No other action: there is nothing to act on.
 */
export function NotFoundContent({ kind, id }: { kind?: RecordKind; id?: string }) {
  const shell = useTranslations("shell");
  const t = useTranslations("common.notFound");
  const record = kind !== undefined;
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-16 text-center" data-testid="not-found">
      <FileQuestion aria-hidden className="size-10 text-muted" />
      <h1 className="text-2xl font-semibold break-words">{record ? t(`${kind}.title`) : shell("notFound.title")}</h1>
      <p className="max-w-prose break-words text-muted">
        {record ? t(`${kind}.body`, { id: id ?? "" }) : shell("notFound.body")}
      </p>
      {record && <p className="max-w-prose text-sm text-muted">{t("hint")}</p>}
      {/* The button look, but free to wrap: a long label on a narrow screen stays inside the page. */}
      <HoverPrefetchLink
        href={record ? RECORD_LISTS[kind] : "/"}
        className="inline-flex max-w-full items-center gap-2 rounded-md bg-accent px-4 py-2 text-sm font-medium text-accent-ink hover:bg-accent/90"
      >
        <ArrowLeft aria-hidden className="size-4 shrink-0" />
        {record ? t(`${kind}.back`) : shell("notFound.home")}
      </HoverPrefetchLink>
    </div>
  );
}

/** Whether a read failed because the portal does not have the record (not because it refused or broke). */
export const isRecordMissing = (error: unknown): boolean => error instanceof ApiError && error.code === "not_found";

/** A route's not-found page (Next gives it no params): the record's id read from the address. */
export function RouteNotFound({ kind, param }: { kind: RecordKind; param: string }) {
  const params = useParams<Record<string, string | string[]>>();
  const raw = params?.[param];
  return <NotFoundContent kind={kind} id={decodeSegment(Array.isArray(raw) ? raw.join("/") : (raw ?? ""))} />;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Makes the server's answer a 404 from outside the console's loading boundary (a `notFound()` inside it comes
 * after the frame has streamed with status 200). Next then sends an empty document and the browser renders the
 * page from its data, where this renders nothing and the route's own not-found page shows inside the frame.
 */
export function NotFoundStatus(): null {
  if (typeof window === "undefined") notFound();
  return null;
}
