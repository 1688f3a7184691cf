import { useId, type ReactNode } from "react";
import { cn } from "./cn";
import { WidgetBoundary } from "./widget-boundary";

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Controls in the card's header (a link, a menu). */
  actions?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Heading level of the title; h2 by default, h3 inside a Section. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A bordered surface for a widget or a group of facts; titled cards are labelled regions; a render error stays inside. */
export function Card({ title, description, actions, children, footer, headingLevel = 2, className }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn("rounded-lg border border-line bg-surface text-ink", className)}
    >
      {(title || actions) && (
        <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-3">
          <div className="min-w-0">
            {title && (
              <Heading id={headingId} className="text-base font-semibold">
                {title}
              </Heading>
            )}
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </div>
      )}
      {children && (
        <div className="p-4">
          <WidgetBoundary>{children}</WidgetBoundary>
        </div>
      )}
      {footer && <div className="border-t border-line px-4 py-3">{footer}</div>}
    </section>
  );
}

export interface SectionProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A titled part of a page without a frame (h2 + content); put Cards inside with headingLevel={3}. A panel: a render
 * error of its content is shown in its place, under its heading, and the rest of the page stays.
 */
export function Section({ title, description, actions, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("space-y-3", className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
        </div>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
      <WidgetBoundary>{children}</WidgetBoundary>
    </section>
  );
}
