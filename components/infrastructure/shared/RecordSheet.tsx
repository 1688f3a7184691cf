"use client";

import { useTranslations } from "next-intl";
import { JsonView } from "@/components/ui/json-view";
import { Sheet } from "@/components/ui/sheet";

export interface RecordSheetProps {
  /** The record shown; null closes the sheet. */
  record: unknown;
  title: string;
  description?: string;
  onClose: () => void;
}

/** The whole record as the portal sent it, as collapsible JSON with a copy button. */
export function RecordSheet({ record, title, description, onClose }: RecordSheetProps) {
  const t = useTranslations("infrastructure.record");
  return (
    <Sheet
      open={record !== null && record !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description ?? t("description")}
      size="lg"
    >
      {record !== null && record !== undefined && (
        <JsonView value={record} copyable label={t("copyJson")} defaultExpandDepth={3} />
      )}
    </Sheet>
  );
}
