"use client";

import { useTranslations } from "next-intl";
import type { ExtraFields, Usage } from "@/lib/gateway/schemas";
import { useGatewayMoney, usePlaygroundFormat } from "./use-playground-format";

const shown = <T,>(value: T | null | undefined, format: (value: T) => string) =>
  value === null || value === undefined ? undefined : format(value);

/**
 * Tokens, cost, the model that served, the gateway's latency and the console's own of an embeddings or rerank
 * answer; what the gateway did not send is left out.
 */
export function UsageLine({
  usage,
  extra,
  model,
  durationMs,
}: {
  usage?: Usage | null;
  extra?: ExtraFields | null;
  model?: string | null;
  durationMs?: number;
}) {
  const t = useTranslations("playground.usage");
  const f = usePlaygroundFormat();
  const money = useGatewayMoney();
  const figures = [
    { key: "model", label: t("model"), value: model ?? undefined },
    { key: "provider", label: t("provider"), value: extra?.provider ?? undefined },
    { key: "prompt", label: t("promptTokens"), value: shown(usage?.prompt_tokens, f.number) },
    { key: "total", label: t("totalTokens"), value: shown(usage?.total_tokens, f.number) },
    { key: "cost", label: t("cost"), value: shown(usage?.cost?.total_cost, money.cost) },
    { key: "latency", label: t("latency"), value: shown(extra?.latency, f.ms) },
    { key: "duration", label: t("duration"), value: shown(durationMs, f.ms) },
  ];
  const items = figures.filter(
    (item): item is { key: string; label: string; value: string } => item.value !== undefined,
  );
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
