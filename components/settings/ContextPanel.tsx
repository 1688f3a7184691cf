"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { JsonView } from "@/components/ui/json-view";
import { KeyValueList } from "@/components/ui/key-value-list";
import { usePortalQuery } from "@/lib/api/hooks";
import { isPlain } from "./settings-model";

/** GET /context: each named context of the session as a card of its facts. */
export function ContextPanel() {
  const t = useTranslations("settings.context");
  const context = usePortalQuery("context.get", {});
  if (context.error && !context.data)
    return <ErrorState error={context.error} onRetry={() => void context.refetch()} />;
  if (context.isPending) return <Skeleton lines={6} />;
  const entries = Object.entries(context.data ?? {});
  if (entries.length === 0) return <EmptyState title={t("empty")} />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {entries.map(([name, values]) => (
        <Card key={name} title={name}>
          <KeyValueList
            items={Object.entries(values).map(([key, value]) => ({
              label: key,
              value: isPlain(value) ? String(value) : <JsonView value={value} defaultExpandDepth={1} label={key} />,
            }))}
          />
        </Card>
      ))}
    </div>
  );
}
