"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { JsonView } from "@/components/ui/json-view";
import { Tabs } from "@/components/ui/tabs";
import type { RawExchange } from "./raw-exchanges";

/** Rendering thousands of chunks as a JSON tree would freeze the dialog; the rest stay copyable. */
const SHOWN_CHUNKS = 500;

/** The request JSON and the list of chunks exactly as the stream delivered them. */
export function RawDialog({
  exchange,
  open,
  onOpenChange,
}: {
  exchange: RawExchange | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("playground.raw");
  const chunkText = useMemo(() => exchange?.chunks.join("\n") ?? "", [exchange]);
  const shown = useMemo(() => exchange?.chunks.slice(0, SHOWN_CHUNKS).join("\n") ?? "", [exchange]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="xl" title={t("title")}>
      {exchange ? (
        <Tabs
          aria-label={t("title")}
          tabs={[
            {
              value: "request",
              label: t("request"),
              content: (
                <JsonView
                  value={exchange.request}
                  copyable
                  label={t("request")}
                  defaultExpandDepth={3}
                  className="max-h-[60vh] overflow-auto"
                />
              ),
            },
            {
              value: "response",
              label: t("chunks", { count: exchange.chunks.length }),
              content: (
                <div className="space-y-2">
                  <div className="flex items-center justify-between gap-2 text-xs text-muted">
                    <span>
                      {exchange.chunks.length > SHOWN_CHUNKS
                        ? t("truncated", { shown: SHOWN_CHUNKS, count: exchange.chunks.length })
                        : t("oneLineEach")}
                    </span>
                    <CopyButton value={chunkText} label={t("copyChunks")} variant="button" />
                  </div>
                  <pre
                    className="max-h-[55vh] overflow-auto rounded-md border border-line bg-raised p-3 font-mono text-xs text-ink"
                    data-testid="raw-chunks"
                  >
                    {shown}
                  </pre>
                </div>
              ),
            },
          ]}
        />
      ) : (
        <p className="text-sm text-muted">{t("unavailable")}</p>
      )}
    </Dialog>
  );
}
