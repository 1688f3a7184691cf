"use client";

import { useTranslations } from "next-intl";
import { usePlaygroundFormat } from "../shared/use-playground-format";
import type { CostEstimate } from "./model/cost-estimate";

/**
 * The expected cost of the next message, shown before Send: the estimate with the tokens it assumed, or why there is
 * none (the gateway's model list has no prices for the model). Nothing while the model list loads.
 */
export function CostEstimateNote({
  estimate,
  model,
  loading,
  showModel = false,
}: {
  estimate: CostEstimate | undefined;
  model: string;
  loading?: boolean;
  /** Name the model in front (the compare view lists one line per model). */
  showModel?: boolean;
}) {
  const t = useTranslations("playground.cost");
  const f = usePlaygroundFormat();
  if (loading || !model) return null;
  return (
    <p className="text-xs text-muted" data-testid="cost-estimate" data-model={model}>
      {showModel && <code className="mr-1.5 font-mono text-ink">{model}</code>}
      {estimate ? (
        <>
          <span className="font-medium text-ink tabular-nums">
            {t("expected", { cost: f.messageCost(estimate.cost) })}
          </span>{" "}
          {t("expectedDetail", {
            prompt: f.number(estimate.promptTokens),
            completion: f.number(estimate.completionTokens),
          })}
        </>
      ) : (
        t("unavailable")
      )}
    </p>
  );
}
