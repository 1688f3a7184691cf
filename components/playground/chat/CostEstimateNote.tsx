"use client";

import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/feedback";
import { cn } from "@/components/ui/cn";
import { useGatewayMoney, usePlaygroundFormat } from "../shared/use-playground-format";
import type { CostEstimate } from "./model/cost-estimate";

/**
 * The expected cost of the next message, shown before Send: the estimate with the tokens it assumed, or why there is
 * none (the gateway's model list has no prices for the model). A chat's note is two lines, held by a skeleton while
 * the model list loads, so the composer does not move when the estimate arrives; a comparison's notes are one line
 * per model, each naming it, held by a one-line skeleton.
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
  const money = useGatewayMoney();
  // Bars of 12 px in lines of 16 px, as tall as the note's text: `max-h-3` caps the skeleton's own `h-4`, which a
  // caller's `h-3` cannot override (`cn` joins classes, it does not merge them).
  // The estimate waits for the portal's currency too, so that it never shows in another first.
  if (loading || money.pending)
    return (
      <div aria-hidden className={cn("flex flex-col justify-center gap-1", showModel ? "h-4" : "h-8")}>
        {!showModel && <Skeleton className="max-h-3 w-40" />}
        <Skeleton className="max-h-3 w-72 max-w-full" />
      </div>
    );
  if (!model) return null;
  return (
    <p className={cn("text-xs text-muted", !showModel && "min-h-8")} data-testid="cost-estimate" data-model={model}>
      {showModel && <code className="mr-1.5 font-mono text-ink">{model}</code>}
      {estimate ? (
        <>
          <span className="font-medium text-ink tabular-nums">
            {t("expected", { cost: money.messageCost(estimate.cost) })}
          </span>{" "}
          <span className={cn(!showModel && "block")}>
            {t("expectedDetail", {
              prompt: f.number(estimate.promptTokens),
              completion: f.number(estimate.completionTokens),
            })}
          </span>
        </>
      ) : (
        t("unavailable")
      )}
    </p>
  );
}
