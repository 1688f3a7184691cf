"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ExportedFile } from "./export-files";
import type { ExchangeFormat, ExportRefusal } from "./units";

/** The texts an export left out because the format cannot carry one of their characters, each with the reason. */
export function ExportRefusals({ files, format }: { files: readonly ExportedFile[]; format: ExchangeFormat }) {
  const t = useTranslations("translations.exchange.refused");
  const reason = (refusal: ExportRefusal) => {
    if (refusal.reason === "xml")
      return t(format === "xliff12" ? "xml12" : "xml20", { key: refusal.key, char: refusal.char });
    return t(refusal.reason, { key: refusal.key, char: refusal.char });
  };
  return (
    <section
      role="status"
      data-testid="export-refusals"
      className="space-y-2 rounded-md border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-ink"
    >
      {files.map((file) => (
        <div key={file.name} className="space-y-1">
          <p className="flex items-start gap-2 font-medium">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warn" />
            <span className="min-w-0 break-words">{t("title", { count: file.refused.length, file: file.name })}</span>
          </p>
          <ul className="max-h-40 space-y-0.5 overflow-auto pl-6">
            {file.refused.map((refusal) => (
              <li key={refusal.key} className="break-words">
                {reason(refusal)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
