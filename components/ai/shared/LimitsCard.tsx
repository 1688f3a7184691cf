"use client";

import { Card } from "@/components/ui/card";
import { KeyValueList } from "@/components/ui/key-value-list";
import { parseBudgets, parseRateLimits } from "../model/limits";
import { BudgetSummary, useRateLimitText } from "./LimitSummary";
import { useAiCurrency } from "./use-ai-format";

export interface LimitsCardProps {
  /** The record's `budgets` and `rate_limits` as the portal sent them. */
  budgets: unknown;
  rateLimits: unknown;
  /** The page's overview messages. */
  t: (key: "limits" | "budgets" | "noBudgets" | "rateLimits" | "noRateLimits") => string;
  className?: string;
}

/** The budgets and rate limits of a key or project at a glance (edited on the Limits tab). */
export function LimitsCard({ budgets: rawBudgets, rateLimits: rawRateLimits, t, className }: LimitsCardProps) {
  const rateText = useRateLimitText();
  const currency = useAiCurrency();
  const budgets = parseBudgets(rawBudgets);
  const rateLimits = parseRateLimits(rawRateLimits);
  return (
    <Card title={t("limits")} className={className}>
      <KeyValueList
        items={[
          {
            label: t("budgets"),
            value:
              budgets.length > 0 ? (
                <ul className="space-y-2">
                  {budgets.map((line, i) => (
                    <li key={i}>
                      <BudgetSummary line={line} currency={currency} />
                    </li>
                  ))}
                </ul>
              ) : (
                t("noBudgets")
              ),
          },
          {
            label: t("rateLimits"),
            value:
              rateLimits.length > 0 ? (
                <ul className="space-y-1">
                  {rateLimits.map((line, i) => (
                    <li key={i}>{rateText(line)}</li>
                  ))}
                </ul>
              ) : (
                t("noRateLimits")
              ),
          },
        ]}
      />
    </Card>
  );
}
