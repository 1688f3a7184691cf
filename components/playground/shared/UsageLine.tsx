"use client";

import { useTranslations } from "next-intl";
import type { ExtraFields, Usage } from "@/lib/gateway/schemas";
import { usePlaygroundFormat } from "./use-playground-format";

/** Tokens, cost, the model that served and the gateway's latency of an embeddings or rerank answer. */
export function UsageLine({ usage, extra, model }: { usage?: Usage | null; extra?: ExtraFields | null; model?: string | null }) {
  const t = useTranslations("playground.usage");
  const f = usePlaygroundFormat();
  const items = [
    { key: "model", label: t("model"), value: model ?? "—" },
    { key: "provider", label: t("provider"), value: extra?.provider ?? "—" },
    { key: "prompt", label: t("promptTokens"), value: f.number(usage?.prompt_tokens) },
    { key: "total", label: t("totalTokens"), value: f.number(usage?.total_tokens) },
    { key: "cost", label: t("cost"), value: f.cost(usage?.cost?.total_cost) },
    { key: "latency", label: t("latency"), value: f.ms(extra?.latency) },
  ];
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="usage">
      {items.map((item) => (
        <div key={item.key} className="flex gap-1.5" data-testid={`usage-${item.key}`}>
          <dt className="text-muted">{item.label}</dt>
          <dd className="font-medium tabular-nums text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
