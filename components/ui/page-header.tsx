"use client";

import { ChevronRight } from "lucide-react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "./cn";
import { HoverPrefetchLink } from "./hover-prefetch-link";
import { takeNewPage } from "./new-record";

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  href?: string;
}

/** The trail above a page title; the last item is the current page (aria-current). */
export function Breadcrumbs({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  const t = useTranslations("common");
  return (
    <nav aria-label={t("navigation.breadcrumbs")} className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-1">
              {item.href && !last ? (
                // Fetched on pointer or focus, not on sight: every page shows its trail, and a parent page prefetched
                // on each load was a server render competing with hydration (two /ai requests per AI keys load).
                <HoverPrefetchLink href={item.href} className="rounded-sm hover:text-ink hover:underline">
                  {item.label}
                </HoverPrefetchLink>
              ) : (
                <span aria-current={last ? "page" : undefined} className={cn(last && "text-ink")}>
                  {item.label}
                </span>
              )}
              {!last && <ChevronRight aria-hidden className="size-3.5" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Page-level actions (primary action last). */
  actions?: ReactNode;
  /** Usually <Breadcrumbs />. */
  breadcrumbs?: ReactNode;
  /** Status badges or meta next to the title. */
  meta?: ReactNode;
  className?: string;
}

/**
 * The top of every page: breadcrumbs, the page's one h1, a description and the actions. The page of a record just
 * created gets focus on its h1, so a keyboard user continues from the new record.
 */
export function PageHeader({ title, description, actions, breadcrumbs, meta, className }: PageHeaderProps) {
  return (
    <header className={cn("mb-6 space-y-2", className)}>
      {breadcrumbs}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <PageTitle>{title}</PageTitle>
            {meta}
          </div>
          {description && <p className="max-w-3xl text-sm text-muted wrap-break-word">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}

function PageTitle({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (takeNewPage(pathname)) heading.current?.focus();
  }, [pathname]);
  return (
    <h1 ref={heading} tabIndex={-1} className="min-w-0 text-2xl font-semibold text-ink wrap-anywhere">
      {children}
    </h1>
  );
}
