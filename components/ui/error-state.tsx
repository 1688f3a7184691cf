"use client";

import { CircleAlert, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { markShapeErrorShown } from "@/lib/api/shape-errors";
import { PermissionNotice } from "./permission-notice";
import { Button } from "./button";
import { cn } from "./cn";
import { describeError, useErrorMessage } from "./use-error-message";

export interface ErrorStateProps {
  /** What was thrown: a console error `{code, message, permission?}`, an Error, or a string. */
  error: unknown;
  /** Shows "Retry"; for queries pass `refetch`, in a boundary the reset. */
  onRetry?: () => void;
  /** Heading, already translated; defaults to "Something went wrong". */
  title?: string;
  /** Smaller, for a widget inside a card. */
  compact?: boolean;
  className?: string;
}

/**
 * A failed load: the error's message from the `errors` namespace (or its own text), the missing permission when
 * that is the cause, the request id to quote to an administrator, and a Retry button. Never a stack trace.
 */
export function ErrorState({ error, onRetry, title, compact = false, className }: ErrorStateProps) {
  const t = useTranslations("common");
  const tErrors = useTranslations("errors");
  const message = useErrorMessage();
  const { permission, requestId } = describeError(error);
  // This view names the read; the page's fallback notice need not.
  useEffect(() => markShapeErrorShown(error), [error]);
  const text = message(error);
  const permissionText = permission ? t("permission.denied", { permission }) : null;
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center gap-2 text-center",
        compact ? "px-4 py-6" : "rounded-lg border border-bad/30 bg-bad/5 px-6 py-10",
        className,
      )}
    >
      <CircleAlert aria-hidden className={cn("text-bad", compact ? "size-6" : "size-8")} />
      <p className="font-medium text-ink">{title ?? t("errors.title")}</p>
      {text !== permissionText && <p className="max-w-lg break-words text-sm text-muted">{text}</p>}
      {permission && <PermissionNotice permission={permission} className="max-w-lg text-left" />}
      {requestId && (
        <p className="select-all font-mono text-xs text-muted">{tErrors("requestId", { id: requestId })}</p>
      )}
      {onRetry && (
        <Button size="sm" className="mt-2" icon={<RotateCcw aria-hidden className="size-4" />} onClick={onRetry}>
          {t("actions.retry")}
        </Button>
      )}
    </div>
  );
}
