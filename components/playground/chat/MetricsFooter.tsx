"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/status-badge";
import { useGatewayMoney, usePlaygroundFormat } from "../shared/use-playground-format";
import type { AnswerMetrics } from "./model/conversation";

/**
 * What the gateway did for one answer, next to the answer: the provider that served it beside the model asked
 * for (with a badge when a fallback served), tokens, cost, the gateway's latency, the console's own latency and
 * time to first token, and why the answer ended. A figure the gateway did not send is left out, not shown as "—"
 * (plain OpenAI-compatible servers send no cost and no `extra_fields`).
 */
const known = (value: number | undefined, format: (value: number) => string) =>
  value === undefined ? undefined : format(value);

export function MetricsFooter({ metrics }: { metrics: AnswerMetrics }) {
  const t = useTranslations("playground.metrics");
  const f = usePlaygroundFormat();
  const money = useGatewayMoney();
  // While the portal's currency is read (rarely as long as an answer takes), the cost waits rather than show in another.
  const cost = money.pending ? undefined : metrics.cost;
  const figures: { key: string; label: string; value: string | undefined }[] = [
    { key: "prompt", label: t("promptTokens"), value: known(metrics.promptTokens, f.number) },
    { key: "completion", label: t("completionTokens"), value: known(metrics.completionTokens, f.number) },
    { key: "reasoning", label: t("reasoningTokens"), value: known(metrics.reasoningTokens, f.number) },
    // Answers sent with an estimate show their cost beside it, below; older ones keep it here.
    { key: "cost", label: t("cost"), value: metrics.priced === undefined ? known(cost, money.cost) : undefined },
    { key: "latency", label: t("gatewayLatency"), value: known(metrics.gatewayLatencyMs, f.ms) },
    { key: "duration", label: t("latency"), value: known(metrics.durationMs, f.ms) },
    { key: "ttft", label: t("timeToFirstToken"), value: known(metrics.timeToFirstTokenMs, f.ms) },
    { key: "finish", label: t("finishReason"), value: metrics.finishReason },
  ];
  const items = figures.filter(
    (item): item is { key: string; label: string; value: string } => item.value !== undefined,
  );
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
            {t("provider")}{" "}
            <strong className="font-medium text-ink" data-testid="served-provider">
              {metrics.provider}
            </strong>
          </span>
        )}
        {metrics.fallback && (
          <StatusBadge
            tone="warn"
            label={t("fallback")}
            detail={t("fallbackDetail", { requested: metrics.requestedModel, served })}
          />
        )}
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        {items.map((item) => (
          <div key={item.key} className="flex gap-1" data-testid={`metric-${item.key}`}>
            <dt>{item.label}</dt>
            <dd className="font-medium tabular-nums text-ink">{item.value}</dd>
          </div>
        ))}
      </dl>
      {metrics.priced !== undefined && !money.pending && <CostComparison metrics={metrics} />}
    </div>
  );
}

/**
 * The cost expected before sending beside the actual one, or why either is missing. A cost from list prices names
 * the model priced when a fallback answered, since the two models' prices differ.
 */
function CostComparison({ metrics }: { metrics: AnswerMetrics }) {
  const t = useTranslations("playground.cost");
  const f = usePlaygroundFormat();
  const money = useGatewayMoney();
  const fromPrices = metrics.costFrom === "prices";
  const namesModel = fromPrices && metrics.fallback && metrics.pricedAs !== undefined;
  const actualLabel = !fromPrices
    ? t("actualLabel")
    : namesModel
      ? t("actualFromModelPrices", { model: metrics.pricedAs! })
      : t("actualFromPrices");
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1" data-testid="cost-comparison">
      <div className="flex gap-1" data-testid="metric-estimate">
        <dt>{t("expectedLabel")}</dt>
        <dd className="font-medium tabular-nums text-ink">
          {metrics.estimatedCost !== undefined
            ? `≈ ${money.messageCost(metrics.estimatedCost)}`
            : t("unavailableShort")}
        </dd>
      </div>
      {metrics.estimatedPromptTokens !== undefined && metrics.estimatedCompletionTokens !== undefined && (
        <div className="flex gap-1" data-testid="metric-estimated-tokens">
          <dt>{t("assumedLabel")}</dt>
          <dd className="tabular-nums text-ink">
            {t("assumedTokens", {
              prompt: f.number(metrics.estimatedPromptTokens),
              completion: f.number(metrics.estimatedCompletionTokens),
            })}
          </dd>
        </div>
      )}
      {metrics.cost !== undefined ? (
        <div className="flex gap-1" data-testid="metric-cost">
          <dt>{actualLabel}</dt>
          <dd className="font-medium tabular-nums text-ink">{money.messageCost(metrics.cost)}</dd>
          {namesModel && metrics.servedModel !== undefined && metrics.pricedAs !== metrics.servedModel && (
            <dd data-testid="cost-priced-as">{t("servedUnpriced", { served: metrics.servedModel })}</dd>
          )}
        </div>
      ) : (
        <div className="flex gap-1" data-testid="metric-actual-missing">
          <dt>{t("actualLabel")}</dt>
          <dd className="text-ink">{t("notReported")}</dd>
        </div>
      )}
    </dl>
  );
}
