"use client";

import { Languages } from "lucide-react";
import { useTranslations } from "next-intl";
import { Suspense, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent, preloadOn } from "@/components/ui/lazy";
import type { DraftStore } from "../../model/draft-store";
import type { TokenRow } from "../../model/rows";
import type { AssistantScope } from "../assistant-scope";
import { batchStorageKey, hasStoredRun } from "./batch-storage";
import type { BatchSummary } from "./BatchPanel";

/** The run, its dialog, the stream client and the table load on first use (or when a run waits in storage). */
const LazyBatchPanel = lazyComponent(() => import("./BatchPanel").then((m) => m.BatchPanel));

const subscribeNever = () => () => undefined;

export interface BatchLauncherProps {
  scope: AssistantScope;
  store: DraftStore;
  /** The rows the editor's filters show now: the run's selection. */
  shown: readonly TokenRow[];
  region: string;
}

/** "Pre-translate" in the editor's toolbar, with the progress of a run kept for this language. */
export function BatchLauncher({ scope, store, shown, region }: BatchLauncherProps) {
  const t = useTranslations("translations.assistant.batch");
  const storageKey = batchStorageKey(region, scope.lang);
  const [clicked, setClicked] = useState(false);
  const [open, setOpen] = useState(false);
  const [summary, setSummary] = useState<BatchSummary | null>(null);
  // A run left in storage (a reload) loads its panel at once, so that its progress shows on the button.
  const stored = useSyncExternalStore(
    subscribeNever,
    () => hasStoredRun(storageKey),
    () => false,
  );
  const loaded = clicked || stored;

  return (
    <>
      <Button
        size="sm"
        icon={<Languages aria-hidden className="size-4" />}
        onClick={() => {
          setClicked(true);
          setOpen(true);
        }}
        data-testid="batch-open"
        {...preloadOn(LazyBatchPanel.preload)}
      >
        {t("button")}
        {summary && (
          <span className="ml-1 rounded-full bg-raised px-1.5 text-xs tabular-nums text-muted">
            {t("badge", { done: summary.done, total: summary.total, status: t(`status.${summary.status}`) })}
          </span>
        )}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <LazyBatchPanel
            open={open}
            onOpenChange={setOpen}
            scope={scope}
            store={store}
            shown={shown}
            storageKey={storageKey}
            onSummary={setSummary}
          />
        </Suspense>
      )}
    </>
  );
}
