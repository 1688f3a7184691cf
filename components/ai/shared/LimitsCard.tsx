"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { ShowMore, useShowMore } from "@/components/ui/show-more";
import { KeyValueList } from "@/components/ui/key-value-list";
import { parseBudgets, parseRateLimits } from "../model/limits";
import { BudgetSummary, useRateLimitText } from "./LimitSummary";
import { WithPortalCurrency } from "./WithPortalCurrency";

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
  const budgets = parseBudgets(rawBudgets);
  const rateLimits = parseRateLimits(rawRateLimits);
  const tLimits = useTranslations("ai.limits");
  const budgetPart = useShowMore(budgets);
  const ratePart = useShowMore(rateLimits);
  return (
    <Card title={t("limits")} className={className}>
      <KeyValueList
        items={[
          {
            label: t("budgets"),
            value:
              budgets.length > 0 ? (
                <>
                  <WithPortalCurrency>
                    {(currency) => (
                      <ul className="space-y-2">
                        {budgetPart.shown.map((line, i) => (
                          <li key={i}>
                            <BudgetSummary line={line} currency={currency} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </WithPortalCurrency>
                  <ShowMore
                    summary={tLimits("budgetsShownOf", { shown: budgetPart.shown.length, total: budgets.length })}
                    next={budgetPart.next}
                    onMore={budgetPart.more}
                  />
                </>
              ) : (
                t("noBudgets")
              ),
          },
          {
            label: t("rateLimits"),
            value:
              rateLimits.length > 0 ? (
                <>
                  <ul className="space-y-1">
                    {ratePart.shown.map((line, i) => (
                      <li key={i}>{rateText(line)}</li>
                    ))}
                  </ul>
                  <ShowMore
                    summary={tLimits("rateLimitsShownOf", { shown: ratePart.shown.length, total: rateLimits.length })}
                    next={ratePart.next}
                    onMore={ratePart.more}
                  />
                </>
              ) : (
                t("noRateLimits")
              ),
          },
        ]}
      />
    </Card>
  );
}
