import type { ReactNode } from "react";
import { cn } from "./cn";

export interface SkeletonProps {
  className?: string;
  /** Several stacked lines of text placeholder. */
  lines?: number;
  /** No pulse of its own: a container pulses for many placeholders at once (one animation, not one per cell). */
  still?: boolean;
}

/** A grey placeholder while content loads; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ className, lines, still = false }: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <div aria-hidden className={cn("space-y-2", className)}>
        {Array.from({ length: lines }, (_, index) => (
          <div key={index} className={cn("h-4 animate-pulse rounded bg-raised", index === lines - 1 && "w-2/3")} />
        ))}
      </div>
    );
  }
  return <div aria-hidden className={cn("h-4 rounded bg-raised", !still && "animate-pulse", className)} />;
}

export interface EmptyStateProps {
  /** A lucide icon element, decorative. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** The next step ("Create key"), usually a Button or ButtonLink. */
  action?: ReactNode;
  className?: string;
}

/** What an empty list or page shows: what is missing and how to get started. */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center gap-2 px-6 py-10 text-center", className)}>
      {icon && (
        <div aria-hidden className="mb-1 text-muted [&_svg]:size-8">
          {icon}
        </div>
      )}
      <p className="font-medium text-ink">{title}</p>
      {description && <p className="max-w-md text-sm text-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
