"use client";

import { useTranslations } from "next-intl";
import { useLedger } from "@/lib/api/ledger";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/feedback";
import { KeyValueList } from "@/components/ui/key-value-list";
import { UnreadNotice } from "./UnreadNotice";
import { useAiFormat } from "./use-ai-format";
import { usePeriod } from "./use-period";
import { usePortalCurrency } from "./use-portal-currency";

/**
 * A key's or a project's spend and tokens over the page's period (the last 30 days unless the URL names another) on
 * its overview: the ledger's figures, the very request its cost tab makes, so the two never differ.
 */
export function UsageCard({
  subject,
  className,
}: {
  subject: { kind: "key" | "project"; id: string };
  className?: string;
}) {
  const t = useTranslations("ai.usage");
  const format = useAiFormat();
  const period = usePeriod();
  const query = useLedger({ period, [subject.kind]: subject.id, previous: true });
  const ledger = query.data?.ledger;
  // Amounts in the currency the ledger states, else the portal's; the skeleton stays until it is known.
  const currency = usePortalCurrency(ledger?.currency);
  const title = t("title", { from: format.date(period.from), to: format.date(period.to) });
  const unreadKey = subject.kind === "key" && ledger?.keys[0]?.unread;
  return (
    <Card title={title} description={t("description")} className={className}>
      <div data-testid="usage-card">
        {query.error && !ledger ? (
          <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />
        ) : !ledger || currency === undefined ? (
          <Skeleton lines={3} />
        ) : unreadKey ? (
          <UnreadNotice ledger={ledger} onRetry={() => void query.refetch()} />
        ) : (
          <div className="space-y-3">
            {subject.kind === "project" && <UnreadNotice ledger={ledger} onRetry={() => void query.refetch()} />}
            <KeyValueList
              items={[
                {
                  label: t("spend"),
                  value: <span data-testid="usage-spend">{format.money(ledger.totals.spend, currency)}</span>,
                },
                {
                  label: t("tokens"),
                  value: (
                    <span data-testid="usage-tokens" title={format.number(ledger.totals.tokens)}>
                      <span className="whitespace-nowrap">{format.tokens(ledger.totals.tokens)}</span>{" "}
                      <span className="whitespace-nowrap text-muted">({format.number(ledger.totals.tokens)})</span>
                    </span>
                  ),
                },
                { label: t("pricePerMillion"), value: format.money(ledger.totals.pricePerMillion, currency) },
                ...(subject.kind === "project"
                  ? [
                      {
                        label: t("activeKeys"),
                        value: t("activeOf", { active: ledger.totals.activeKeys, keys: ledger.totals.keys }),
                      },
                    ]
                  : []),
              ]}
            />
          </div>
        )}
      </div>
    </Card>
  );
}
