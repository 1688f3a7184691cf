"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/feedback";
import { JsonView } from "@/components/ui/json-view";
import { KeyValueList } from "@/components/ui/key-value-list";
import { QueryState } from "@/components/ui/query-state";
import { usePortalQuery } from "@/lib/api/hooks";
import { isPlain } from "./settings-model";

/** GET /context: each named context of the session as a card of its facts. */
export function ContextPanel() {
  const t = useTranslations("settings.context");
  const context = usePortalQuery("context.get", {});
  const entries = Object.entries(context.data ?? {});
  return (
    <QueryState query={context} isEmpty={() => entries.length === 0} empty={<EmptyState title={t("empty")} />}>
      {() => (
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
      )}
    </QueryState>
  );
}
