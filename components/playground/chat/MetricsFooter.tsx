"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePlaygroundFormat } from "../shared/use-playground-format";
import type { AnswerMetrics } from "./model/conversation";

/**
 * What the gateway did for one answer, next to the answer: the provider that served it beside the model asked
 * for (with a badge when a fallback served), tokens, cost, the gateway's latency, the browser's time to first
 * token, and why the answer ended.
 */
export function MetricsFooter({ metrics }: { metrics: AnswerMetrics }) {
  const t = useTranslations("playground.metrics");
  const f = usePlaygroundFormat();
  const items: { key: string; label: string; value: string }[] = [
    { key: "prompt", label: t("promptTokens"), value: f.number(metrics.promptTokens) },
    { key: "completion", label: t("completionTokens"), value: f.number(metrics.completionTokens) },
    { key: "reasoning", label: t("reasoningTokens"), value: f.number(metrics.reasoningTokens) },
    { key: "cost", label: t("cost"), value: f.cost(metrics.cost) },
    { key: "latency", label: t("gatewayLatency"), value: f.ms(metrics.gatewayLatencyMs) },
    { key: "ttft", label: t("timeToFirstToken"), value: f.ms(metrics.timeToFirstTokenMs) },
    { key: "finish", label: t("finishReason"), value: metrics.finishReason ?? "—" },
  ];
  const served = metrics.servedModel ?? metrics.requestedModel;
  return (
    <div className="mt-3 space-y-2 border-t border-line pt-2 text-xs text-muted" data-testid="answer-metrics">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="answer-route">
        <span>{t("requested")}</span>
        <code className="font-mono text-ink">{metrics.requestedModel}</code>
        <ArrowRight aria-hidden className="size-3" />
        <span>{t("servedBy")}</span>
        <code className="font-mono text-ink" data-testid="served-model">
          {served}
        </code>
        {metrics.provider && (
          <span>
            {t("provider")} <strong className="font-medium text-ink" data-testid="served-provider">{metrics.provider}</strong>
          </span>
        )}
        {metrics.fallback && <StatusBadge tone="warn" label={t("fallback")} detail={t("fallbackDetail", { requested: metrics.requestedModel, served })} />}
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        {items.map((item) => (
          <div key={item.key} className="flex gap-1" data-testid={`metric-${item.key}`}>
            <dt>{item.label}</dt>
            <dd className="font-medium tabular-nums text-ink">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
