"use client";

import { FileWarning, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import type { OperationId } from "@/lib/portal/operations";
import { operationRoute } from "@/lib/portal/routes";
import { Button } from "./button";
import { cn } from "./cn";

/** "GET /dashboards": how the notice names an operation, as the spec writes it. */
export const operationLabel = (id: OperationId) => {
  const route = operationRoute(id);
  return `${route.method} ${route.path}`;
};

export interface ShapeNoticeProps {
  /** The operation whose answer did not fit what this place relies on. */
  operation: OperationId;
  onRetry?: () => void;
  className?: string;
}

/**
 * An answer the portal sent in a shape this place cannot use, shown where it was used: names the operation and offers
 * a retry, while the rest of the page keeps working.
 */
export function ShapeNotice({ operation, onRetry, className }: ShapeNoticeProps) {
  const t = useTranslations("common");
  return (
    <div
      role="alert"
      className={cn("space-y-1 rounded-md border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-ink", className)}
    >
      <p className="flex items-start gap-2">
        <FileWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-warn" />
        <span className="min-w-0">{t("errors.unexpectedShape", { operation: operationLabel(operation) })}</span>
      </p>
      {onRetry && (
        <Button size="sm" variant="ghost" icon={<RotateCcw aria-hidden className="size-4" />} onClick={onRetry}>
          {t("actions.retry")}
        </Button>
      )}
    </div>
  );
}
