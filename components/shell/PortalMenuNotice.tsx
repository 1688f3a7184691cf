"use client";

import { FileWarning } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { markShapeErrorShown } from "@/lib/api/shape-errors";
import { operationLabel, ShapeNotice } from "@/components/ui/shape-notice";

/** In place of the portal's menu entries when GET /dashboards answered in a shape the sidebar cannot read. */
export function PortalMenuNotice({
  collapsed,
  error,
  onRetry,
}: {
  collapsed: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useTranslations("common");
  useEffect(() => markShapeErrorShown(error), [error]);
  if (collapsed) {
    const text = t("errors.unexpectedShape", { operation: operationLabel("dashboards.menu") });
    return (
      <button
        type="button"
        onClick={onRetry}
        title={text}
        aria-label={`${text} ${t("actions.retry")}`}
        className="mx-2 mt-3 rounded p-2 text-warn hover:bg-raised"
      >
        <FileWarning size={18} aria-hidden />
      </button>
    );
  }
  return <ShapeNotice operation="dashboards.menu" onRetry={onRetry} className="mx-2 mt-3" />;
}
